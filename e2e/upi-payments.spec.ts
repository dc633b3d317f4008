import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { admin, signedInPage } from './support';
import { eventually } from './waits';
import {
  checkoutByUpi,
  newShopper,
  stockOf,
  unpaidOrderFile,
  type ApiOrder,
  type ApiProduct,
  type UnpaidOrder,
} from './upi-support';

/**
 * Paying by UPI on a phone, against the real standalone app (scripts/e2e.mjs gives an order 90 seconds to be paid
 * and sweeps every 2): a shopper places a UPI order and sees its QR code, the 'Pay with a UPI app' link and the
 * time left, and gives the UTR; the admin marks it paid with that UTR. Another UPI order, placed and left unpaid
 * before the other journeys (e2e/upi-unpaid.setup.ts), is cancelled by the timer, and its stock is back.
 */
test.use({ viewport: { width: 390, height: 844 } });

const UTR = '612345678901';

async function inStockProduct(request: APIRequestContext): Promise<ApiProduct> {
  const listing = (await (await request.get('/api/products?pageSize=20')).json()) as { products: ApiProduct[] };
  const product = listing.products.find((p) => p.inStock && p.stockQuantity > 5);
  expect(product, 'a demo product in stock').toBeDefined();
  return product!;
}

test('a UPI order shows its QR code and link, and the admin marks it paid with its UTR', async ({ page }) => {
  const product = await inStockProduct(page.request);
  const shopper = await newShopper(page, 'Lakshmi');
  const orderNumber = await checkoutByUpi(shopper.page, product);

  const drawer = shopper.page.getByRole('dialog', { name: 'Checkout' });
  const panel = drawer.getByRole('region', { name: 'Pay by UPI' });
  const qr = panel.getByRole('img', { name: /^UPI QR code to pay ₹/ });
  await expect(qr).toBeVisible();
  // On the phone the payment is on the first screen of the confirmation, above the order's money lines.
  await expect(qr).toBeInViewport();
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

test('a UPI order left unpaid is cancelled by the timer and its stock given back', async ({ browser, request }) => {
  // Placed before the other journeys; the poll outlasts the 90 seconds when this journey runs alone.
  test.setTimeout(180_000);
  const unpaid = JSON.parse(readFileSync(unpaidOrderFile(test.info().project.outputDir), 'utf8')) as UnpaidOrder;
  const auth = { Authorization: `Bearer ${unpaid.token}` };
  const order = async () =>
    (
      (await (await request.get('/api/orders/my-orders', { headers: auth })).json()) as { orders: ApiOrder[] }
    ).orders.find((o) => o.orderNumber === unpaid.orderNumber);
  // The timer looks every 2 seconds: asking more often would not see it sooner.
  await eventually(
    'the timer cancels the unpaid order',
    async () => (await order())?.orderStatus === 'cancelled',
    140_000,
    2000,
  );
  expect(await order()).toMatchObject({ paymentStatus: 'expired' });
  // The cancellation reaches the catalogue's stock by an event.
  await eventually(
    "the unpaid order's stock is given back",
    async () => (await stockOf(request, unpaid.productId)) === unpaid.stockBefore,
  );

  const shopper = await signedInPage(browser, 'customer', unpaid.token, unpaid.user);
  await shopper.goto('/orders');
  const card = shopper.getByRole('article', { name: `Order #${unpaid.orderNumber}` });
  await card.getByRole('link', { name: 'Track Order' }).click();
  await expect(shopper.getByText('This order was cancelled: the payment was not received in time.')).toBeVisible();
});
