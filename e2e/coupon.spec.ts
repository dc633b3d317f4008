import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  addProductByApi,
  adminToken,
  fillPincode,
  placeOrder,
  registerSellerByApi,
  signedInPage,
  signUpShopperByApi,
} from './support';
import { productShown, readAgainUntil } from './waits';

/**
 * A coupon, end to end on the real standalone app: a Madurai sweet shop runs DIWALI10 (10% off its products, up to
 * ₹150, on ₹500 or more); a shopper applies it in the cart, sees 'Discount (DIWALI10)' in the cart, at checkout, on
 * the confirmation and on the order's page; once the part ships, the shop's tax invoice carries the lowered value
 * and names the coupon on the line it lowered.
 */
const run = Date.now().toString(36);
const day = 24 * 3600 * 1000;

test('a shopper applies DIWALI10 in the cart and sees its discount through checkout, the order and the invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await registerSellerByApi(page.request, `Madurai Mithai ${run}`, { gstin: '33ABCDE1234F1Z7' });
  const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(approved.ok()).toBe(true);
  const name = `Madurai Jangiri ${run}`;
  // ₹600 before 5% GST: ₹630 to the shopper, and DIWALI10 takes ₹63 off.
  const productId = await addProductByApi(page.request, seller.token, {
    name,
    price: 600,
    category: 'sweet',
    description: 'Urad dal jalebi soaked in saffron syrup.',
    ingredients: ['urad dal', 'sugar', 'ghee', 'saffron'],
  });
  const made = await page.request.post('/api/sellers/coupons', {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: {
      code: 'diwali10',
      kind: 'percent',
      value: 10,
      minSubtotal: 500,
      maxDiscount: 150,
      startsAt: new Date(Date.now() - day).toISOString(),
      endsAt: new Date(Date.now() + 7 * day).toISOString(),
      perCustomerLimit: 1,
    },
  });
  expect(made.status()).toBe(201);
  await productShown(page.request, productId);

  const shopper = await signUpShopperByApi(page.request, `diwali.${run}@e2e.thindi.test`, 'Kavitha', 'Raman');
  const shop = await signedInPage(browser, 'customer', shopper.token, shopper.user);
  await shop.goto(`/product/${productId}`);
  await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
  await shop.getByRole('button', { name: /^Open cart/ }).click();

  // The cart takes the code in any case and shows what it takes off.
  const cart = shop.getByRole('dialog', { name: 'Shopping Cart' });
  await cart.getByLabel('Have a coupon?').fill('diwali10');
  await cart.getByRole('button', { name: 'Apply' }).click();
  await expect(cart.getByText('Discount (DIWALI10)')).toBeVisible();
  await expect(cart.getByTestId('cart-discount')).toContainText('63.00');
  await expect(cart.getByRole('button', { name: 'Remove coupon DIWALI10' })).toBeVisible();

  await cart.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const drawer = shop.getByRole('dialog', { name: 'Checkout' });
  await drawer.getByLabel(/^First Name/).fill('Kavitha');
  await drawer.getByLabel(/^Last Name/).fill('Raman');
  await fillPincode(drawer, '600004', 'Chennai', 'Tamil Nadu');
  await drawer.getByLabel(/^Street Address/).fill('21 North Mada Street');
  await drawer.getByLabel(/^Phone/).fill('9123456789');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByText('Discount (DIWALI10)')).toBeVisible();
  await expect(drawer.getByTestId('summary-discount')).toContainText('63.00');
  await placeOrder(drawer);
  await expect(drawer.getByTestId('confirmed-discount')).toContainText('63.00');
  const orderNumber = ((await drawer.getByTestId('order-number').textContent()) ?? '').trim();
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();

  // The order keeps its discount: the API and the order's own page say so.
  const mine = await page.request.get('/api/orders/my-orders', {
    headers: { Authorization: `Bearer ${shopper.token}` },
  });
  const { orders } = (await mine.json()) as {
    orders: { _id: string; orderNumber: string; coupon?: { code: string; discount: number } | null }[];
  };
  const order = orders.find((o) => o.orderNumber === orderNumber)!;
  expect(order.coupon).toMatchObject({ code: 'DIWALI10', discount: 63 });
  await shop.goto(`/orders/${order._id}`);
  await expect(shop.getByText('Discount (DIWALI10)')).toBeVisible();
  await expect(shop.getByTestId('order-discount')).toContainText('63.00');

  // The shop ships; finance invoices the part on hearing it: the seller's coupon lowered the taxable value.
  const shipped = await page.request.patch(`/api/orders/${order._id}/status`, {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { status: 'shipped' },
  });
  expect(shipped.ok()).toBe(true);
  await shop.goto('/orders');
  const card = shop.getByRole('article', { name: `Order #${orderNumber}` });
  const invoice = card
    .getByRole('list', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ hasText: seller.businessName })
    .getByRole('button', { name: 'Download invoice' });
  await readAgainUntil('the invoice is issued', invoice, () => shop.reload());
  const [download] = await Promise.all([shop.waitForEvent('download'), invoice.click()]);
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Tax Invoice');
  expect(flat).toContain('DIWALI10');
  // ₹630 less ₹63: ₹540 taxable and ₹27 of GST.
  expect(flat).toContain('540.00');
  expect(flat).toContain('567.00');
  await shop.context().close();
});
