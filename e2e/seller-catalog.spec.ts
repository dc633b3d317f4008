import { expect, test, type Page } from '@playwright/test';
import { PDF, PNG, PNG_2X2 } from './support';

/**
 * The seller catalogue journey against the real standalone app: a new seller adds a product with two photos,
 * edits it, the admin approves the seller (through the API; e2e/admin.spec.ts drives the admin screens), a shopper finds
 * the product by search, and the seller deletes it again.
 */
const adminEmail = process.env.E2E_ADMIN_EMAIL ?? '';
const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? '';

/** Registers a seller through the three-step form; it lands on its dashboard, pending approval. */
async function registerSeller(page: Page, businessName: string, email: string) {
  await page.goto('/seller/signup');
  await page.getByLabel(/^Business Name/).fill(businessName);
  await page.getByLabel(/^Owner Name/).fill('Valli Ramasamy');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill('9876543210');
  await page.getByLabel(/^Business Type/).selectOption('individual');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Street/).fill('3 East Masi Street');
  await page.getByLabel(/^City/).fill('Madurai');
  await page.getByLabel(/^State/).fill('Tamil Nadu');
  await page.getByLabel(/^Pincode/).fill('625001');
  await page.getByLabel(/^PAN Number/).fill('ABCDE1234F');
  await page.getByLabel(/^Aadhar Card/).setInputFiles({ name: 'aadhar.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^PAN Card/).setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel(/^Bank Document/).setInputFiles({ name: 'bank.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel(/^Account Number/).fill('123456789012');
  await page.getByLabel(/^IFSC Code/).fill('HDFC0001234');
  await page.getByLabel(/^Account Holder Name/).fill('Valli Ramasamy');
  await page.getByLabel(/^Bank Name/).fill('HDFC Bank');
  await page.getByLabel(/^Password/).fill('Kara-Sev-2024');
  await page.getByLabel(/^Confirm Password/).fill('Kara-Sev-2024');
  await page.getByRole('button', { name: 'Register as Seller' }).click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${businessName}` })).toBeVisible();
}

/** The admin approves the seller through the API, with the token of the admin login. */
async function approveSeller(page: Page, sellerId: string) {
  expect(adminEmail, 'E2E_ADMIN_EMAIL must be set').not.toBe('');
  const login = await page.request.post('/api/admin/login', { data: { email: adminEmail, password: adminPassword } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const approval = await page.request.patch(`/api/admin/sellers/${sellerId}/approve`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(approval.ok()).toBe(true);
}

async function shopperSearch(page: Page, text: string) {
  await page.goto('/');
  await page.getByPlaceholder('Search for snacks...').fill(text);
  await expect(page).toHaveURL(/[?&]search=/);
}

test('a seller adds, edits and deletes a product that shoppers find once the seller is approved', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const businessName = `Valli Snacks ${stamp}`;
  const productName = `Kara Sev ${stamp}`;
  await registerSeller(page, businessName, `catalogue.${stamp}@e2e.thindi.test`);
  await expect(page.getByText(/appear in the store once an admin approves/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Your First Product' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await modal.getByLabel(/^Product Name/).fill(productName);
  await modal.getByLabel(/^Description/).fill('Peppery gram flour strands, fried in groundnut oil.');
  await modal.getByLabel(/^Price/).fill('120');
  await modal.getByLabel(/^Weight/).fill('250g');
  await modal.getByLabel(/^Category/).selectOption('spicy');
  await modal.getByLabel(/^Stock Quantity/).fill('10');
  await modal.getByLabel('Ingredient 1').fill('Gram flour');
  await modal.getByLabel(/^Product Images/).setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'back.png', mimeType: 'image/png', buffer: PNG_2X2 },
  ]);
  await expect(modal.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
  await modal.getByRole('button', { name: 'Add Product' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Product saved successfully' })).toBeVisible();
  const recent = page.getByRole('list', { name: 'Recent Products' });
  await expect(recent.getByText(productName)).toBeVisible();
  await expect(recent).toContainText('₹120.00');

  await recent.getByRole('button', { name: `Edit ${productName}` }).click();
  await expect(modal.getByRole('heading', { name: 'Edit Product' })).toBeVisible();
  await expect(modal.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(2);
  await modal.getByLabel(/^Price/).fill('99.50');
  await modal.getByLabel(/^Stock Quantity/).fill('25');
  await modal.getByRole('button', { name: 'Update Product' }).click();
  await expect(modal).toBeHidden();
  await expect(recent).toContainText('₹99.50');

  await page.getByRole('tab', { name: 'Products' }).click();
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row.getByRole('cell')).toHaveText([`${productName}250g`, 'spicy', '₹99.50', '25', 'In Stock', '']);

  // A shopper (a fresh browser, no seller token) does not see a pending seller's product...
  const shopper = await (await browser.newContext()).newPage();
  const before = (await (
    await shopper.request.get(`/api/products?search=${encodeURIComponent(productName)}`)
  ).json()) as {
    products: { name: string }[];
  };
  expect(before.products.map((p) => p.name)).not.toContain(productName);

  // ...and finds it by search once the admin has approved the seller.
  const seller = (await page.evaluate(() => JSON.parse(localStorage.getItem('thindi.seller.seller') ?? '{}'))) as {
    _id: string;
  };
  await approveSeller(page, seller._id);
  await shopperSearch(shopper, productName);
  const card = shopper.getByRole('list', { name: 'Products' }).getByRole('article', { name: productName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₹99.50');
  await shopper.context().close();

  const prompts: string[] = [];
  page.once('dialog', (dialog) => {
    prompts.push(dialog.message());
    void dialog.dismiss();
  });
  await row.getByRole('button', { name: `Delete ${productName}` }).click();
  await expect.poll(() => prompts).toEqual(['Are you sure you want to delete this product?']);
  await expect(row).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await row.getByRole('button', { name: `Delete ${productName}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Product deleted successfully' })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();
});
