import { expect, test, type Page } from '@playwright/test';
import { fillPincode, mailFiles, placeOrder, readCode } from './support';

/**
 * Delivery to a pincode, end to end: a new shopper checks a pincode on a product page of a demo seller (Amma
 * Sweets & Snacks ships from Madurai), sees the date, finds the same date on the seller's part of the cart and in
 * Review, checks out to an address whose city and state fill from the pincode, and sees that date on /orders.
 */

const SELLER = 'Amma Sweets & Snacks';
const PINCODE = '600001';

async function signUpShopper(page: Page) {
  const email = `delivery.${Date.now()}@e2e.thindi.test`;
  await page.goto('/signup');
  await page.getByLabel(/^First Name/).fill('Revathi');
  await page.getByLabel(/^Last Name/).fill('Subramanian');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Kozhukattai-9');
  await page.getByLabel(/^Confirm Password/).fill('Kozhukattai-9');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  const before = mailFiles();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Enter OTP').fill(await readCode(email, before));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Revathi Subramanian' })).toBeVisible();
}

test('a shopper sees the delivery date for a pincode on the product page, in checkout and on the order', async ({
  page,
}) => {
  await signUpShopper(page);
  const listing = (await (await page.request.get('/api/products')).json()) as {
    products: { id: string; name: string; inStock: boolean; seller: { businessName: string } }[];
  };
  const product = listing.products.find((p) => p.inStock && p.seller.businessName === SELLER);
  expect(product, `an in-stock product of ${SELLER}`).toBeDefined();
  const { id, name } = product ?? { id: '', name: '' };

  // The product page: the pincode is answered in place, with the date and cash on delivery.
  await page.goto(`/product/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const box = page.getByRole('region', { name: 'Check delivery' });
  await box.getByLabel('Pincode').fill(PINCODE);
  await box.getByRole('button', { name: 'Check' }).click();
  const answer = box.getByRole('status');
  await expect(answer).toContainText(/Delivery by \w{3}, \d{1,2} \w{3}/);
  await expect(answer).toContainText('Cash on Delivery available');
  const label = /Delivery by \w{3}, \d{1,2} \w{3}/.exec((await answer.textContent()) ?? '')?.[0] ?? '';
  expect(label).not.toBe('');

  // The cart, with the remembered pincode, shows the seller's part with the same date.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  const part = cart.getByRole('region', { name: SELLER });
  await expect(part).toContainText(label);
  await expect(part.getByRole('listitem', { name })).toBeVisible();
  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Checkout: the pincode fills the city and state; Review shows the seller's date.
  const drawer = page.getByRole('dialog', { name: 'Checkout' });
  await drawer.getByLabel(/^First Name/).fill('Revathi');
  await drawer.getByLabel(/^Last Name/).fill('Subramanian');
  await fillPincode(drawer, PINCODE, 'Chennai', 'Tamil Nadu');
  await expect(drawer.getByText('Chennai, Tamil Nadu')).toBeVisible();
  await drawer.getByLabel(/^Street Address/).fill('8 Armenian Street');
  await drawer.getByLabel(/^Phone/).fill('9123456780');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('region', { name: 'Delivery' })).toContainText(`${SELLER}: ${label}`);
  await placeOrder(drawer);
  await expect(drawer.getByText('Order Confirmed!')).toBeVisible();
  const orderNumber = (await drawer.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).not.toBe('');
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();

  // The order keeps the seller's estimate.
  await page.goto('/orders');
  const card = page.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card.getByRole('list', { name: 'Estimated delivery' })).toContainText(`${SELLER}: ${label}`);
});
