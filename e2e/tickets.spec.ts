import { expect, test } from '@playwright/test';
import {
  addProductByApi,
  admin,
  adminToken,
  PNG_2X2,
  registerSellerByApi,
  signedInPage,
  signUpShopperByApi,
} from './support';
import { productShown } from './waits';

/**
 * A problem after delivery, end to end on the real standalone app: a shopper's sweets arrive crushed; on the order's
 * page she reports it with a photo and the UPI ID her refund should go to (she paid cash on delivery) and gets a
 * ticket; the seller answers from its dashboard with a refund; she accepts it on the ticket's page and the ticket reads
 * settled; the admin pays the refund by UPI and records its UTR; her order reads refunded, with the credit note.
 */
const run = Date.now().toString(36);

test('a shopper reports crushed sweets with a photo, the seller offers a refund, the shopper accepts, the admin pays it', async ({
  page,
  browser,
}) => {
  // An order delivered and four signed-in pages: about a minute and a half on a loaded machine.
  test.setTimeout(180_000);
  const seller = await registerSellerByApi(page.request, `Tirunelveli Halwa ${run}`);
  const token = await adminToken(page.request);
  const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approved.ok()).toBe(true);
  const productName = `Halwa ${run}`;
  const productId = await addProductByApi(page.request, seller.token, {
    name: productName,
    description: 'Wheat halwa stirred in ghee for hours, Tirunelveli style.',
    price: 320,
    category: 'sweet',
    ingredients: ['wheat', 'ghee', 'sugar'],
  });
  await productShown(page.request, productId);

  const kavya = await signUpShopperByApi(page.request, `kavya.tk.${run}@e2e.thindi.test`, 'Kavya', 'Raman');
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${kavya.token}` },
    data: {
      items: [{ productId, quantity: 2 }],
      shippingAddress: {
        type: 'home',
        firstName: 'Kavya',
        lastName: 'Raman',
        street: '4 North Car Street',
        city: 'Madurai',
        state: 'Tamil Nadu',
        pincode: '625001',
        phone: '9876543210',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: { _id: string } }).order;
  for (const status of ['shipped', 'delivered']) {
    const moved = await page.request.patch(`/api/orders/${order._id}/status`, {
      headers: { Authorization: `Bearer ${seller.token}` },
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }

  // Kavya reports one box crushed, with a photo, on the order's page.
  const kavyaPage = await signedInPage(browser, 'customer', kavya.token, kavya.user);
  await kavyaPage.goto(`/orders/${order._id}`);
  const problems = kavyaPage.getByRole('region', { name: 'Problems with this order' });
  await problems.getByRole('button', { name: 'Report a problem' }).click();
  const form = kavyaPage.getByRole('form', { name: `Report a problem with the items from ${seller.businessName}` });
  await form.getByRole('radio', { name: 'Damaged or crushed' }).check();
  await form.getByRole('checkbox', { name: new RegExp(productName) }).check();
  await form.getByLabel(`How many of ${productName}`).selectOption('1');
  await form.getByLabel(/^What happened\?/).fill('One of the two boxes came crushed and the halwa had leaked out.');
  await form
    .getByLabel('Add photos (up to 3)')
    .setInputFiles([{ name: 'crushed.png', mimeType: 'image/png', buffer: PNG_2X2 }]);
  await form.getByRole('textbox', { name: 'UPI ID for the refund' }).fill('kavya.raman@okhdfc');
  await expect(form.getByRole('list', { name: 'Your photos' }).getByRole('listitem')).toHaveCount(1);
  await form.getByRole('button', { name: 'Send report' }).click();
  const opened = problems.getByRole('status');
  await expect(opened).toContainText(/Ticket TK-\d{8}-[0-9A-Z]{5} opened/);
  const number = (await opened.getByRole('link').textContent())!.trim();
  await expect(problems.getByRole('list', { name: 'Problems reported' })).toContainText(number);

  // The seller answers from its dashboard with a refund of one box.
  const sellerPage = await signedInPage(browser, 'seller', seller.token, seller.account);
  await sellerPage.goto('/seller/dashboard');
  await sellerPage.getByRole('tab', { name: 'Problems reported' }).click();
  const ticket = sellerPage.getByRole('listitem', { name: `Ticket ${number}` });
  await expect(ticket).toContainText('One of the two boxes came crushed');
  await ticket.getByRole('button', { name: 'Answer' }).click();
  const answer = sellerPage.getByRole('form', { name: `Answer ticket ${number}` });
  await answer.getByRole('radio', { name: 'Refund' }).check();
  await answer.getByLabel(/^Refund \(₹\)/).fill('300');
  await answer.getByRole('button', { name: 'Send answer' }).click();
  // Answered, it leaves the tickets waiting for an answer; All shows it with the answer given.
  await expect(ticket).toBeHidden();
  await sellerPage.getByRole('group', { name: 'Show problems' }).getByRole('button', { name: 'All' }).click();
  await expect(ticket).toContainText('Answer: Refund of ₹300.00');
  await sellerPage.context().close();

  // Kavya reads the offer on the ticket's page and accepts it.
  await kavyaPage.goto(`/support/${number}`);
  const offer = kavyaPage.getByRole('region', { name: "The seller's offer" });
  await expect(offer).toContainText('Refund of ₹300.00');
  await offer.getByRole('button', { name: 'Accept' }).click();
  const settled = kavyaPage.getByRole('region', { name: 'Settled' });
  await expect(settled).toContainText('Refund of ₹300.00');
  await expect(kavyaPage.getByRole('region', { name: `Ticket ${number}` })).toContainText('Resolved');

  // The admin sends ₹300 to Kavya's UPI ID and records the transfer's UTR in the Refunds tab.
  const utr = `HDFCR7${run.toUpperCase()}`.slice(0, 22).padEnd(12, '0');
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Refunds' }).click();
  const due = page.getByRole('row').filter({ hasText: number });
  await expect(due).toContainText('₹300.00');
  await expect(due).toContainText('kavya.raman@okhdfc');
  await due.getByRole('button', { name: /^Mark refunded/ }).click();
  const dialog = page.getByRole('form', { name: 'Mark refunded' });
  await dialog.getByRole('textbox', { name: 'UTR' }).fill(utr);
  await dialog.getByRole('button', { name: 'Mark refunded' }).click();
  await expect(dialog).toBeHidden();
  await expect(due).toBeHidden();

  // Kavya's order reads partly refunded (₹300 of ₹640), the refund paid with its UTR, and the seller's credit note.
  await kavyaPage.goto(`/orders/${order._id}`);
  const refunds = kavyaPage.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText(`₹300.00`, { timeout: 20_000 });
  await expect(refunds).toContainText(`UTR ${utr}`);
  await expect(kavyaPage.getByText('Partly refunded').first()).toBeVisible();
  await expect(kavyaPage.getByRole('button', { name: /^Credit note / })).toBeVisible();
  await kavyaPage.context().close();
});
