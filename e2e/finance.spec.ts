import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import {
  addProductByApi,
  admin,
  adminToken,
  registerSellerByApi,
  signedInPage,
  signUpShopperByApi,
  type ApiSeller,
} from './support';
import { eventually, productShown } from './waits';

/**
 * Money, end to end on the real standalone app (started with RETURN_WINDOW_DAYS=0, so the return window has passed
 * once a part is delivered): a shopper in Bengaluru orders cash on delivery from two Tamil Nadu sellers; both parts
 * ship and are delivered; the shopper downloads both sellers' invoices (IGST, another state) from /orders; the
 * admin makes the due payouts and marks each paid with a UTR; each seller sees its payout with that UTR.
 */
const run = Date.now().toString(36);

const sweet = (name: string) => ({
  name,
  description: 'Ghee-rich gram flour fudge.',
  price: 450,
  category: 'sweet',
  ingredients: ['gram flour', 'ghee', 'sugar'],
});

/** Finance has booked the seller's delivered part of the order (and so issued its invoice). */
async function settled(page: Page, seller: ApiSeller, orderNumber: string): Promise<boolean> {
  const res = await page.request.get('/api/sellers/earnings', { headers: { Authorization: `Bearer ${seller.token}` } });
  const { statement } = (await res.json()) as { statement?: { orderNumber: string }[] };
  return (statement ?? []).some((row) => row.orderNumber === orderNumber);
}

/** The text of a downloaded PDF (pdftotext from poppler-utils, which .ci/run installs). */
function pdfText(path: string): string {
  expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

async function markPaid(page: Page, reference: string, utr: string) {
  await page.getByRole('button', { name: `Mark ${reference} paid` }).click();
  const form = page.getByRole('form', { name: 'Mark payout paid' });
  await form.getByLabel('UTR').fill(utr);
  await form.getByRole('button', { name: 'Mark paid' }).click();
  await expect(form).toBeHidden();
}

test('a two-seller COD order from another state is invoiced with IGST, settled and paid out with UTRs', async ({
  page,
  browser,
}) => {
  // About 80 seconds on a loaded machine: four parts moved, two invoices read, two payouts made and paid.
  test.setTimeout(180_000);
  const sellers: ApiSeller[] = [
    await registerSellerByApi(page.request, `Kovilpatti Kadalai ${run}`, {
      pan: 'ABCDE1234F',
      gstin: '33ABCDE1234F1Z7',
    }),
    await registerSellerByApi(page.request, `Tirunelveli Sweets ${run}`, {
      pan: 'ABCDE5678G',
      gstin: '33ABCDE5678G1ZH',
    }),
  ];
  const token = await adminToken(page.request);
  for (const seller of sellers) {
    const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(approved.ok()).toBe(true);
  }
  const products = [
    await addProductByApi(page.request, sellers[0].token, sweet(`Kovilpatti Mysore Pak ${run}`)),
    await addProductByApi(page.request, sellers[1].token, sweet(`Tirunelveli Halwa ${run}`)),
  ];

  // The approvals reach the catalog by events: the products sell once they show.
  for (const productId of products) await productShown(page.request, productId);
  const shopper = await signUpShopperByApi(page.request, `meena.${run}@e2e.thindi.test`, 'Meena', 'Iyer');
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      items: products.map((productId) => ({ productId, quantity: 1 })),
      shippingAddress: {
        type: 'home',
        firstName: 'Meena',
        lastName: 'Iyer',
        street: '14 Jayanagar 4th Block',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560041',
        phone: '9876543210',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = ((await placed.json()) as { order: { _id: string; orderNumber: string } }).order;
  for (const status of ['shipped', 'delivered']) {
    for (const seller of sellers) {
      const moved = await page.request.patch(`/api/orders/${order._id}/status`, {
        headers: { Authorization: `Bearer ${seller.token}` },
        data: { status },
      });
      expect(moved.ok()).toBe(true);
    }
  }
  // Finance hears of each part shipped and delivered by events: it invoices the part, then settles it. The pages
  // below read invoices and payable money once, so they are opened after that.
  for (const seller of sellers) {
    await eventually(`finance settles ${seller.businessName}'s part`, () => settled(page, seller, order.orderNumber));
  }

  // The shopper downloads both sellers' invoices from /orders: IGST, as Karnataka is another state.
  const shopperPage = await signedInPage(browser, 'customer', shopper.token, shopper.user);
  await shopperPage.goto('/orders');
  const card = shopperPage.getByRole('article', { name: `Order #${order.orderNumber}` });
  const invoices = card.getByRole('list', { name: 'Invoices' });
  // ₹900 of sweets ships free: the two sellers' invoices, and no delivery-charge invoice.
  await expect(invoices.getByRole('button', { name: 'Download invoice' })).toHaveCount(2);
  for (const seller of sellers) {
    const part = invoices.getByRole('listitem').filter({ hasText: seller.businessName });
    const [download] = await Promise.all([
      shopperPage.waitForEvent('download'),
      part.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/2627.*\.pdf$|\d{4}.*\.pdf$/);
    const text = pdfText((await download.path())!);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(seller.businessName);
    expect(text).toContain('IGST');
    expect(text).toContain('Karnataka');
  }
  await shopperPage.context().close();

  // The admin makes the due payouts (the window has passed) and pays each seller with a UTR.
  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await page.getByRole('tab', { name: 'Finance' }).click();
  await page.getByRole('button', { name: 'Create due payouts' }).click();
  const utrs = [`HDFCR5${run.toUpperCase()}01`.slice(0, 22), `HDFCR5${run.toUpperCase()}02`.slice(0, 22)];
  const references: string[] = [];
  for (const [i, seller] of sellers.entries()) {
    const row = page.getByRole('row').filter({ hasText: seller.businessName }).first();
    await expect(row).toBeVisible();
    const reference = (await row.textContent())?.match(/THPO-\d{8}-\d{4}/)?.[0] ?? '';
    expect(reference).not.toBe('');
    references.push(reference);
    await markPaid(page, reference, utrs[i]);
  }

  // Each seller sees its payout with its UTR in the Earnings tab.
  for (const [i, seller] of sellers.entries()) {
    const sellerPage = await signedInPage(browser, 'seller', seller.token, seller.account);
    await sellerPage.goto('/seller/dashboard');
    await sellerPage.getByRole('tab', { name: 'Earnings' }).click();
    const payouts = sellerPage.getByRole('table', { name: 'Payouts' });
    const row = payouts.getByRole('row').filter({ hasText: references[i] });
    await expect(row).toContainText(utrs[i]);
    await expect(row).toContainText('Paid');
    await expect(sellerPage.getByRole('table', { name: 'Statement' })).toContainText(order.orderNumber);
    await sellerPage.context().close();
  }
});
