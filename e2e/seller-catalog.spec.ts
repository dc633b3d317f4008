import { expect, test, type Page } from '@playwright/test';
import { approveSellerByApi, PNG, PNG_2X2, registerSellerByForm } from './support';
import { searchFinds } from './waits';

/**
 * The seller catalogue journey against the real standalone app: a new seller adds a product with two photos,
 * edits it, the admin approves the seller (through the API; e2e/admin.spec.ts drives the admin screens), a shopper finds
 * the product by search, and the seller deletes it again.
 */

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
  await registerSellerByForm(page, businessName, `catalogue.${stamp}@e2e.thindi.test`, 'Valli Ramasamy');
  await expect(page.getByText(/appear in the store once an admin approves/)).toBeVisible();

  await page.getByRole('button', { name: 'Add Your First Product' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  await modal.getByLabel(/^Product Name/).fill(productName);
  await modal.getByLabel(/^Description/).fill('Peppery gram flour strands, fried in groundnut oil.');
  await modal.getByLabel(/^Quantity/).fill('250');
  await modal.getByLabel(/^Price/).fill('120');
  await modal.getByLabel(/^MRP/).fill('150');
  await modal.getByLabel(/^Category/).selectOption('spicy');
  await modal.getByLabel(/^Stock/).fill('10');
  await modal.getByLabel('Ingredient 1').fill('Gram flour');
  // The label's facts (decision 035): with all the required ones the product is sold past its grace period.
  const facts = modal.getByRole('region', { name: 'Food facts' });
  await facts.getByRole('radio', { name: 'Vegetarian (green mark)' }).check();
  await facts.getByRole('checkbox', { name: 'Contains none of these' }).check();
  await facts.getByLabel('Shelf life (days from packing)').fill('60');
  await expect(facts.getByLabel('Country of origin')).toHaveValue('India');
  await facts.getByLabel('Manufacturer name').fill(businessName);
  await facts.getByLabel('Manufacturer address').fill('3 East Masi Street, Madurai 625001');
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
  await modal.getByLabel(/^Stock/).fill('25');
  await modal.getByRole('button', { name: 'Update Product' }).click();
  await expect(modal).toBeHidden();
  await expect(recent).toContainText('₹99.50');

  await page.getByRole('tab', { name: 'Products' }).click();
  const row = page.getByRole('row').filter({ hasText: productName });
  await expect(row.getByRole('cell')).toHaveText([
    `${productName}250 g`,
    'spicy',
    '₹99.50',
    '25',
    'Not on sale until your account is approved',
    '',
  ]);

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
  await approveSellerByApi(page, seller._id);
  // The approval reaches the catalog by an event; a page's search results are not read again by themselves.
  await searchFinds(shopper.request, productName);
  await shopperSearch(shopper, productName);
  const card = shopper.getByRole('list', { name: 'Products' }).getByRole('article', { name: productName });
  await expect(card).toBeVisible();
  await expect(card).toContainText('₹99.50');
  await shopper.context().close();

  await row.getByRole('button', { name: `Delete ${productName}` }).click();
  const ask = page.getByRole('dialog', { name: `Delete ${productName}` });
  await expect(ask).toContainText('Are you sure you want to delete this product?');
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: `Delete ${productName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete ${productName}` })
    .getByRole('button', { name: 'Delete product' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Product deleted successfully' })).toBeVisible();
  await expect(page.getByText('No products yet')).toBeVisible();
});
