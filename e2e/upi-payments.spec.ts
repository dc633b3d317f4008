import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, fillPincode, signedInPage, signUpShopperByApi } from './support';

/**
 * Paying by UPI on a phone, against the real standalone app (scripts/e2e.mjs gives an order 90 seconds to be paid
 * and sweeps every 2): a shopper places a UPI order and sees its QR code, the 'Pay with a UPI app' link and the
 * time left, and gives the UTR; the admin marks it paid with that UTR. Another UPI order left unpaid is cancelled
 * by the timer, and its stock is back.
 */
test.use({ viewport: { width: 390, height: 844 } });

interface ApiProduct {
  id: string;
  name: string;
  inStock: boolean;
  stockQuantity: number;
}
interface ApiOrder {
  id: string;
  orderNumber: string;
  orderStatus: string;
  paymentStatus: string;
  totalAmount: number;
}

const UTR = '612345678901';

async function inStockProduct(request: APIRequestContext, skip = 0): Promise<ApiProduct> {
  const listing = (await (await request.get('/api/products?pageSize=20')).json()) as { products: ApiProduct[] };
  const product = listing.products.filter((p) => p.inStock && p.stockQuantity > 5)[skip];
  expect(product, 'a demo product in stock').toBeDefined();
  return product;
}

async function stockOf(request: APIRequestContext, id: string): Promise<number> {
  return ((await (await request.get(`/api/products/${id}`)).json()) as { product: ApiProduct }).product.stockQuantity;
}

async function newShopper(page: Page, name: string) {
  const email = `upi.${name.toLowerCase()}.${Date.now()}@e2e.thindi.test`;
  const { token, user } = await signUpShopperByApi(page.request, email, name, 'Iyer');
  return { token, page: await signedInPage(page.context().browser()!, 'customer', token, user) };
}

async function checkoutByUpi(page: Page, product: ApiProduct): Promise<string> {
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const drawer = page.getByRole('dialog', { name: 'Checkout' });
  await drawer.getByLabel(/^First Name/).fill('Lakshmi');
  await drawer.getByLabel(/^Last Name/).fill('Iyer');
  await fillPincode(drawer, '600004', 'Chennai', 'Tamil Nadu');
  await drawer.getByLabel(/^Street Address/).fill('21 North Mada Street');
  await drawer.getByLabel(/^Phone/).fill('9123456789');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('radio', { name: /Credit\/Debit Card/ })).toBeDisabled();
  await expect(drawer.getByRole('radio', { name: /Net Banking/ })).toBeDisabled();
  await drawer.getByRole('radio', { name: /UPI/ }).check();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByRole('button', { name: 'Place Order' }).click();
  await expect(drawer.getByText('Order Confirmed!')).toBeVisible();
  return (await drawer.getByTestId('order-number').textContent()) ?? '';
}

test('a UPI order shows its QR code and link, and the admin marks it paid with its UTR', async ({ page }) => {
  // A shopper's checkout and the admin's dashboard in one journey.
  test.setTimeout(120_000);
  const product = await inStockProduct(page.request);
  const shopper = await newShopper(page, 'Lakshmi');
  const orderNumber = await checkoutByUpi(shopper.page, product);

  const drawer = shopper.page.getByRole('dialog', { name: 'Checkout' });
  const panel = drawer.getByRole('region', { name: 'Pay by UPI' });
  const qr = panel.getByRole('img', { name: /^UPI QR code to pay ₹/ });
  await expect(qr).toBeVisible();
  const link = (await qr.getAttribute('data-upi-link')) ?? '';
  // The amount is the charge: whole rupees.
  expect(link).toMatch(new RegExp(`^upi://pay\\?pa=thindi@upi&pn=Thindi&am=\\d+\\.00&cu=INR&tn=${orderNumber}$`));
  await expect(panel.getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute('href', link);
  await expect(panel.getByText(/^Pay within \d+ min, or this order is cancelled/)).toBeVisible();
  await shopper.page.screenshot({ path: 'docs/screenshots/phone-checkout-upi.png', animations: 'disabled' });

  await panel.getByLabel('UTR (12-digit UPI reference)').fill(UTR);
  await panel.getByRole('button', { name: 'Send UTR' }).click();
  await expect(panel.getByRole('status')).toHaveText('Thank you: we will confirm your payment once it reaches us');

  await page.goto('/admin');
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Orders' }).click();
  await page.getByLabel('Search orders').fill(orderNumber);
  await page.getByRole('button', { name: `Mark order ${orderNumber} paid` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark paid' });
  await expect(dialog.getByLabel(/^UTR/)).toHaveValue(UTR);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  // The search narrows the list to this order.
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  const mine = (await (
    await page.request.get('/api/orders/my-orders', { headers: { Authorization: `Bearer ${shopper.token}` } })
  ).json()) as { orders: ApiOrder[] };
  expect(mine.orders.find((o) => o.orderNumber === orderNumber)).toMatchObject({ paymentStatus: 'paid' });
});

test('a UPI order left unpaid is cancelled by the timer and its stock given back', async ({ page }) => {
  // The layer needs it: the order is given 90 seconds to be paid before the sweep cancels it.
  test.setTimeout(180_000);
  const product = await inStockProduct(page.request, 1);
  const before = await stockOf(page.request, product.id);
  const shopper = await newShopper(page, 'Ravi');
  const orderNumber = await checkoutByUpi(shopper.page, product);
  expect(await stockOf(page.request, product.id)).toBe(before - 1);

  const auth = { Authorization: `Bearer ${shopper.token}` };
  const order = async () =>
    (
      (await (await page.request.get('/api/orders/my-orders', { headers: auth })).json()) as { orders: ApiOrder[] }
    ).orders.find((o) => o.orderNumber === orderNumber);
  await expect
    .poll(async () => (await order())?.orderStatus, { timeout: 140_000, intervals: [2000] })
    .toBe('cancelled');
  expect(await order()).toMatchObject({ paymentStatus: 'expired' });
  await expect.poll(() => stockOf(page.request, product.id), { timeout: 15_000 }).toBe(before);

  await shopper.page.goto('/orders');
  const card = shopper.page.getByRole('article', { name: `Order #${orderNumber}` });
  await card.getByRole('link', { name: 'Track Order' }).click();
  await expect(shopper.page.getByText('This order was cancelled: the payment was not received in time.')).toBeVisible();
});
