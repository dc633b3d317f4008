import { expect, test } from '@playwright/test';
import { signedInPage, signUpShopperByApi } from './support';

test.use({ viewport: { width: 390, height: 844 } });

/**
 * On a phone: a shopper with an order opens it from /orders, reads it at /orders/:id (items, address with the
 * phone as stored, payment, a timeline lit only up to Pending), and the browser's Back returns to /orders.
 */
test('a shopper on a phone opens an order at its own address and goes Back to the list', async ({ browser, page }) => {
  const email = `detail.${Date.now()}@e2e.thindi.test`;
  const { request } = page;
  const { token, user } = await signUpShopperByApi(request, email, 'Kavya', 'Menon');
  const listing = (await (await request.get('/api/products')).json()) as {
    products: { id: string; name: string; inStock: boolean }[];
  };
  const product = listing.products.find((p) => p.inStock);
  expect(product, 'a demo product in stock').toBeDefined();
  const placed = await request.post('/api/orders', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      items: [{ productId: product?.id, quantity: 2 }],
      shippingAddress: {
        type: 'home',
        firstName: 'Kavya',
        lastName: 'Menon',
        street: '21 North Mada Street',
        city: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600004',
        phone: '+91 98765 43210',
      },
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; orderNumber: string } };

  const shopper = await signedInPage(browser, 'customer', token, user);
  await shopper.goto('/orders');
  // The phone header is two short rows, not a quarter of the screen.
  const header = await shopper.locator('header').first().boundingBox();
  expect(header?.height ?? 0).toBeLessThan(844 / 6);

  await shopper
    .getByRole('article', { name: `Order #${order.orderNumber}` })
    .getByRole('link', { name: 'Track Order' })
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await expect(shopper.getByRole('heading', { level: 1, name: `Order #${order.orderNumber}` })).toBeVisible();
  await expect(shopper.getByRole('region', { name: 'Items' })).toContainText(product?.name ?? '');
  await expect(shopper.getByRole('region', { name: 'Delivery address' })).toContainText('9876543210');
  await expect(shopper.getByTestId('payment-state')).toHaveText('To be paid on delivery');
  const steps = shopper.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps.nth(0)).toHaveAttribute('data-reached', 'true');
  await expect(steps.nth(1)).toHaveAttribute('data-reached', 'false');
  await shopper.screenshot({ path: 'docs/screenshots/phone-order-detail.png', animations: 'disabled' });

  await shopper.goBack();
  await expect(shopper).toHaveURL(/\/orders$/);
  await expect(shopper.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  await shopper.context().close();
});
