import { expect, test } from '@playwright/test';
import { fillPincode, mailFiles, readCode } from './support';

/**
 * On a phone: a guest fills the cart, reloads (the cart stays), chooses to check out, signs up, and lands back in
 * checkout with the same cart, through to Review.
 */
test.use({ viewport: { width: 390, height: 844 } });

// Transitions finished at once: the cart drawer is shot where it ends, not while it slides in.
const shot = (name: string) => ({ path: `docs/screenshots/phone-${name}.png`, animations: 'disabled' as const });

test('a guest fills the cart, reloads, signs up from checkout and lands back at Review with the cart', async ({
  page,
}) => {
  await page.goto('/');
  const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  await page.screenshot(shot('home'));

  const first = cards.first();
  const firstName = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: /Add to Cart/ }).click();
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();

  const second = cards.nth(1);
  const secondName = (await second.getAttribute('aria-label')) ?? '';
  await second.getByRole('link', { name: secondName }).click();
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  // On a phone the product's buttons sit below its photos: a bar at the bottom keeps them at hand.
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeVisible();
  await page.screenshot(shot('product'));
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Open cart, 2 items' })).toBeVisible();

  // The guest's cart is kept in this browser.
  await page.reload();
  await page.getByRole('button', { name: 'Open cart, 2 items' }).click();
  const cart = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(cart.getByRole('listitem', { name: firstName })).toBeVisible();
  await expect(cart.getByRole('listitem', { name: secondName })).toBeVisible();
  await expect(cart.getByText('Subtotal (2 items)')).toBeVisible();
  const cartTotal = await cart.getByTestId('cart-total').textContent();
  await expect(cart.getByText('Please login to proceed with checkout')).toBeVisible();
  await page.screenshot(shot('cart'));

  await cart.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  const email = `cart.${Date.now()}@e2e.thindi.test`;
  await page.getByLabel(/^First Name/).fill('Divya');
  await page.getByLabel(/^Last Name/).fill('Menon');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Appam-Stew-91');
  await page.getByLabel(/^Confirm Password/).fill('Appam-Stew-91');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  const before = mailFiles();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Enter OTP').fill(await readCode(email, before));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();

  // Back on the product page, checkout open over the same cart, now the customer's on the server.
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await expect(checkout).toBeVisible();
  await expect(page).toHaveURL(/\/product\//);
  await expect(checkout.getByText('Subtotal (2 items)')).toBeVisible();
  await checkout.getByLabel(/^First Name/).fill('Divya');
  await checkout.getByLabel(/^Last Name/).fill('Menon');
  await fillPincode(checkout, '600004', 'Chennai', 'Tamil Nadu');
  await checkout.getByLabel(/^Street Address/).fill('14 Bazaar Road');
  await checkout.getByLabel(/^Phone/).fill('9123456780');
  await checkout.getByRole('button', { name: 'Continue' }).click();
  await checkout.getByRole('button', { name: 'Continue' }).click();
  await expect(checkout.getByRole('listitem').filter({ hasText: firstName }).first()).toBeVisible();
  await expect(checkout.getByRole('listitem').filter({ hasText: secondName }).first()).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Place Order' })).toBeVisible();
  await expect(checkout.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
  // The total shown at Review is the cart's: the same whole-rupee charge, the cart with paise, checkout without.
  expect(cartTotal).toMatch(/^₹[\d,]+\.00$/);
  await expect(checkout.getByTestId('summary-total')).toHaveText((cartTotal ?? '').replace(/\.00$/, ''));

  const server = await page.evaluate(async () => {
    const token = localStorage.getItem('thindi.customer.token');
    const res = await fetch('/api/cart', { headers: { authorization: `Bearer ${token}` } });
    return ((await res.json()) as { cart: { itemCount: number } }).cart.itemCount;
  });
  expect(server).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('thindi.cart'))).toBeNull();
});

test('taps made while the product page is still being hydrated (a slow phone) are kept, in order', async ({
  page,
  context,
  request,
}) => {
  const { products } = (await (await request.get('/api/products')).json()) as { products: { id: string }[] };
  // A phone's CPU: the server's page is on screen well before its script has made the buttons work.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/product/${products[0].id}`, { waitUntil: 'commit' });
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: /^Open cart/ }).click();
  const drawer = page.getByRole('dialog', { name: /cart/i });
  await expect(drawer).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open cart, 1 item' })).toBeAttached();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
