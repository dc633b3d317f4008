import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import {
  addProductByApi,
  adminToken,
  checkoutToPayment,
  placeOrder,
  registerSellerByApi,
  signedInPage,
  signUpShopperByApi,
} from './support';
import { productShown, readAgainUntil } from './waits';

/**
 * Pack sizes on the real standalone app: a seller lists Mysore Pak in 250 g, 500 g and 1 kg; a shopper opens it,
 * chooses 1 kg (the price, the unit price and the URL follow), buys it cash on delivery, and sees '1 kg' on the
 * order and, once the seller ships, on the seller's tax invoice.
 */
const run = Date.now().toString(36);

test('a shopper chooses the 1 kg pack, buys it, and sees 1 kg on the order and the invoice', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const seller = await registerSellerByApi(page.request, `Kovilpatti Sweets ${run}`, {
    pan: 'ABCDE2345H',
    gstin: '33ABCDE2345H1ZX',
  });
  const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(approved.ok()).toBe(true);
  const name = `Ghee Mysore Pak ${run}`;
  const productId = await addProductByApi(page.request, seller.token, {
    name,
    description: 'Ghee-rich gram flour fudge.',
    price: 450,
    category: 'sweet',
    ingredients: ['gram flour', 'ghee', 'sugar'],
    variants: [
      { netQuantity: { value: 250, unit: 'g' }, price: 240, mrp: 260, stockQuantity: 10 },
      { netQuantity: { value: 500, unit: 'g' }, price: 450, mrp: 480, stockQuantity: 10 },
      { netQuantity: { value: 1, unit: 'kg' }, price: 850, mrp: 900, stockQuantity: 5 },
    ],
  });
  await productShown(page.request, productId);
  const shopper = await signUpShopperByApi(page.request, `pack.${run}@e2e.thindi.test`, 'Lakshmi', 'Iyer');
  const shop = await signedInPage(browser, 'customer', shopper.token, shopper.user);

  await shop.goto(`/product/${productId}`);
  const price = shop.getByTestId('product-price');
  // The first pack is the default: 250 g at ₹252.00 with 5% GST, ₹1.01 a gram.
  await expect(price).toContainText('240');
  // The size buttons are labels around visually hidden radios: the shopper clicks the label.
  await shop.getByRole('radiogroup', { name: 'Size' }).getByText('1 kg', { exact: true }).click();
  await expect(shop.getByRole('radio', { name: `${name} 1 kg` })).toBeChecked();
  await expect(shop).toHaveURL(/\?size=1kg$/);
  await expect(price).toContainText('850');
  // ₹850 with 5% GST is ₹892.50 for a kilo.
  await expect(shop.getByText('MRP ₹900.00 (incl. of all taxes)')).toBeVisible();
  await expect(shop.getByText('₹892.50/kg')).toBeVisible();

  await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = await checkoutToPayment(shop);
  await expect(drawer.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByText(/1 kg/).first()).toBeVisible();
  await placeOrder(drawer);
  const orderNumber = ((await drawer.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).not.toBe('');
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();

  await shop.goto('/orders');
  const card = shop.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(card.getByText(/· 1 kg/).first()).toBeVisible();

  const orders = await page.request.get('/api/orders/seller/orders', {
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  const { orders: list } = (await orders.json()) as { orders: { _id: string; orderNumber: string }[] };
  const order = list.find((o) => o.orderNumber === orderNumber)!;
  const shipped = await page.request.patch(`/api/orders/${order._id}/status`, {
    headers: { Authorization: `Bearer ${seller.token}` },
    data: { status: 'shipped' },
  });
  expect(shipped.ok()).toBe(true);
  // Finance invoices the part when it hears it shipped (an event): the card lists the invoice once it exists.
  const invoice = card.getByRole('list', { name: 'Invoices' }).getByRole('button', { name: 'Download invoice' });
  await readAgainUntil('the invoice is issued', invoice.first(), () => shop.reload());
  const [download] = await Promise.all([shop.waitForEvent('download'), invoice.first().click()]);
  const text = execFileSync('pdftotext', ['-layout', (await download.path())!, '-'], { encoding: 'utf8' });
  expect(text).toContain('Tax Invoice');
  expect(text).toMatch(/1 kg/);
});
