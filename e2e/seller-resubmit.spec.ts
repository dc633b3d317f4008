import { expect, test } from '@playwright/test';
import { addProductByApi, admin, adminToken, registerSellerByApi, signedInPage, signUpShopperByApi } from './support';
import { productShown } from './waits';

/**
 * On a phone: a rejected seller reads the admin's reason on its dashboard, fixes its IFSC code and resubmits; the
 * admin finds it pending again and approves it; its first order then shows as a card in the seller's Orders tab.
 */
test.use({ viewport: { width: 390, height: 844 } });

const run = Date.now().toString(36);

test('a rejected seller fixes a field, resubmits and is approved by the admin', async ({ page, browser }) => {
  const seller = await registerSellerByApi(page.request, `Vaigai Pickles ${run}`);
  const auth = { Authorization: `Bearer ${await adminToken(page.request)}` };
  const rejected = await page.request.patch(`/api/admin/sellers/${seller.id}/reject`, {
    headers: auth,
    data: { reason: 'The IFSC code does not match the bank document' },
  });
  expect(rejected.ok()).toBe(true);

  // A rejected seller may still sign in: to read the reason and fix its application.
  const email = `${seller.businessName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@e2e.thindi.test`;
  const login = await page.request.post('/api/sellers/login', { data: { email, password: 'Kara-Sev-2024' } });
  expect(login.ok()).toBe(true);
  const signedIn = (await login.json()) as { token: string; seller: unknown };
  const sellerPage = await signedInPage(browser, 'seller', signedIn.token, signedIn.seller);
  await sellerPage.setViewportSize({ width: 390, height: 844 });
  const dialogs: string[] = [];
  sellerPage.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await sellerPage.goto('/seller/dashboard');
  const note = sellerPage.getByRole('note').filter({ hasText: 'not approved' });
  await expect(note).toContainText('The IFSC code does not match the bank document');

  await note.getByRole('button', { name: 'Edit Profile' }).click();
  const form = sellerPage.getByRole('form', { name: 'Edit business profile' });
  await form.getByLabel(/^IFSC Code/).fill('HDFC0004321');
  await form.getByRole('button', { name: 'Save Profile' }).click();
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Your profile has been saved' })).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Resubmit for review' }).click();
  await expect(sellerPage.getByText('Your application has been sent for review again')).toBeVisible();
  await expect(sellerPage.getByText('Your seller account is pending approval.')).toBeVisible();

  // The admin, on a phone too, finds the seller waiting again and approves it.
  await page.goto('/admin/sellers?status=pending');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Seller Management' })).toBeVisible();
  await page.getByLabel('Search sellers').fill(run);
  const card = page.getByRole('row').filter({ hasText: seller.businessName });
  await expect(card.getByText('Resubmitted after: The IFSC code does not match the bank document')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Orders' })).toBeInViewport();
  await page.screenshot({ path: 'docs/screenshots/phone-admin-sellers.png', animations: 'disabled' });
  await card.getByRole('button', { name: `Approve ${seller.businessName}` }).click();
  await expect(card.getByRole('button', { name: `Approve ${seller.businessName}` })).toBeHidden();

  // Approved: its product sells, and the order is a card on the seller's phone.
  const productId = await addProductByApi(page.request, signedIn.token, {
    name: `Mango Thokku ${run}`,
    price: 160,
    category: 'savory',
    description: 'Raw mango pickle in gingelly oil.',
    ingredients: ['raw mango', 'gingelly oil'],
  });
  // The approval reaches the catalog by an event.
  await productShown(page.request, productId);
  const shopper = await signUpShopperByApi(page.request, `kavya.${run}@e2e.thindi.test`, 'Kavya', 'Natarajan');
  const placed = await page.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${shopper.token}` },
    data: {
      items: [{ productId, quantity: 2 }],
      shippingAddress: {
        type: 'home',
        firstName: 'Kavya',
        lastName: 'Natarajan',
        street: '7 North Car Street',
        city: 'Tirunelveli',
        state: 'Tamil Nadu',
        pincode: '627001',
        phone: '9876543210',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  await sellerPage.reload();
  await sellerPage.getByRole('tab', { name: 'Orders' }).click();
  const order = sellerPage.getByRole('row').filter({ hasText: 'Kavya Natarajan' });
  const confirm = order.getByRole('button', { name: 'Confirm', exact: true });
  await confirm.scrollIntoViewIfNeeded();
  // On a phone the order is a card: its buttons are on screen, not off to the side.
  await expect(confirm).toBeInViewport();
  await sellerPage.screenshot({ path: 'docs/screenshots/phone-seller-orders.png', animations: 'disabled' });
  expect(dialogs).toEqual([]);
});
