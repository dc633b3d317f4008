import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  approveSellerByApi,
  checkoutToPayment,
  mailFiles,
  placeOrder,
  PNG,
  readCode,
  registerSellerByForm,
} from './support';
import { readAgainUntil, searchFinds } from './waits';

/**
 * The order journey against the real standalone app: a new seller (approved by the admin through the API) adds
 * a product; a new shopper buys it together with a demo seller's product, with a new address and cash on
 * delivery, and tracks the order; the seller confirms and ships its part with a tracking number, which the
 * shopper then sees. A second order, of the new seller's product only, moves to confirmed on the shopper's
 * timeline and is cancelled from its page with a reason.
 */

/** Every alert and confirm is accepted and remembered, so the test can read what was said. */
function acceptDialogs(page: Page): string[] {
  const said: string[] = [];
  page.on('dialog', (dialog) => {
    said.push(dialog.message());
    void dialog.accept();
  });
  return said;
}

async function addProduct(page: Page, productName: string) {
  await page.getByRole('button', { name: 'Add Your First Product' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByLabel(/^Product Name/).fill(productName);
  await modal.getByLabel(/^Description/).fill('Soft wheat halwa slow-cooked in ghee.');
  await modal.getByLabel(/^Quantity/).fill('250');
  await modal.getByLabel(/^Price/).fill('220');
  await modal.getByLabel(/^MRP/).fill('240');
  await modal.getByLabel(/^Category/).selectOption('sweet');
  await modal.getByLabel(/^Stock/).fill('10');
  await modal.getByLabel('Ingredient 1').fill('Wheat');
  await modal.getByLabel(/^Product Images/).setInputFiles([{ name: 'halwa.png', mimeType: 'image/png', buffer: PNG }]);
  await modal.getByRole('button', { name: 'Add Product' }).click();
  await expect(modal).toBeHidden();
}

/** Approves the seller signed in on this page and answers its id. */
async function approveSeller(page: Page) {
  const seller = (await page.evaluate(() => JSON.parse(localStorage.getItem('thindi.seller.seller') ?? '{}'))) as {
    _id: string;
  };
  await approveSellerByApi(page, seller._id);
  return seller._id;
}

async function signUpShopper(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const email = `orders.${Date.now()}@e2e.thindi.test`;
  await page.goto('/signup');
  await page.getByLabel(/^First Name/).fill('Lakshmi');
  await page.getByLabel(/^Last Name/).fill('Iyer');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill('Filter-Kaapi-7');
  await page.getByLabel(/^Confirm Password/).fill('Filter-Kaapi-7');
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  const before = mailFiles();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await page.getByLabel('Enter OTP').fill(await readCode(email, before));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expect(page.getByRole('button', { name: 'Account menu for Lakshmi Iyer' })).toBeVisible();
  return page;
}

/** Finds a product with the header search (the cart lives in memory, so no page loads) and adds it. */
async function addToCart(page: Page, name: string) {
  await page.getByPlaceholder('Search for snacks...').fill(name);
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: /Add to Cart/ }).click();
}

async function checkout(page: Page): Promise<string> {
  const drawer = await checkoutToPayment(page);
  await expect(drawer.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await placeOrder(drawer);
  await expect(drawer.getByText('Order Confirmed!')).toBeVisible();
  await expect(drawer.getByText('You will receive an email confirmation shortly with tracking details.')).toBeVisible();
  const orderNumber = (await drawer.getByTestId('order-number').textContent()) ?? '';
  expect(orderNumber).not.toBe('');
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();
  return orderNumber;
}

/**
 * Moves an order on with the list's quick buttons, one after another as a seller does: each move is shown at once
 * (optimistically) and confirmed by the alert when the server agreed, which the seller answers before the next.
 */
const MOVED_TO: Record<string, string> = { Confirm: 'Confirmed', Process: 'Processing', Ship: 'Shipped' };

/** The seller's quick moves on one order; each outcome is said in the page, never in a browser alert. */
async function sellerMoves(page: Page, said: string[], orderNumber: string, quick: string[]) {
  await page.getByRole('button', { name: 'Refresh Orders' }).click();
  const row = page.getByRole('row').filter({ hasText: `#${orderNumber}` });
  for (const label of quick) {
    await row.getByRole('button', { name: label, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Order status updated' })).toHaveText(
      `Order status updated to ${MOVED_TO[label]} successfully!`,
    );
    await expect(row.getByRole('button', { name: label, exact: true })).toBeHidden();
  }
  expect(said.filter((message) => message.startsWith('Order status'))).toEqual([]);
  return row;
}

test('a shopper orders from two sellers, tracks the order while the seller ships it, and cancels another', async ({
  page,
  browser,
}) => {
  // About 80 seconds on a loaded machine: two checkouts in the browser and the seller's moves between them.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const productName = `Tirunelveli Halwa ${stamp}`;
  const sellerSaid = acceptDialogs(page);
  await registerSellerByForm(page, `Meena Sweets ${stamp}`, `orders.seller.${stamp}@e2e.thindi.test`, 'Meena Krishnan');
  await addProduct(page, productName);
  const sellerId = await approveSeller(page);

  const shopper = await signUpShopper(browser);
  const shopperSaid = acceptDialogs(shopper);
  const listing = (await (await shopper.request.get('/api/products')).json()) as {
    products: { name: string; inStock: boolean; seller: { id: string } }[];
  };
  const demo = listing.products.find((p) => p.inStock && p.seller.id !== sellerId);
  expect(demo, 'a demo product from another seller').toBeDefined();

  // The approval reaches the catalog by an event, and a page's search results are not read again by themselves.
  await searchFinds(shopper.request, productName);
  await addToCart(shopper, productName);
  await addToCart(shopper, demo?.name ?? '');
  const first = await checkout(shopper);

  await shopper.goto('/orders');
  const card = shopper.getByRole('article', { name: `Order #${first}` });
  await expect(card).toContainText(productName);
  await expect(card).toContainText(demo?.name ?? '');
  await card.getByRole('link', { name: 'Track Order' }).click();
  await expect(shopper.getByRole('list', { name: 'Order progress' })).toBeVisible();
  await expect(shopper.getByTestId('order-status')).toHaveText('Pending');

  await page.getByRole('tab', { name: 'Orders' }).click();
  const row = await sellerMoves(page, sellerSaid, first, ['Confirm', 'Process']);
  await row.getByRole('button', { name: 'View' }).click();
  await page.getByLabel('Tracking Number').fill(`TRK${stamp}`);
  await page.getByLabel('Note').fill('Handed to the courier');
  await page.getByRole('button', { name: 'Mark as Shipped' }).click();
  // The part ships with the day it was packed: today unless the seller says otherwise.
  const ship = page.getByRole('dialog', { name: `Ship order #${first}` });
  await expect(ship.getByLabel(/^Packed on/)).not.toHaveValue('');
  await ship.getByRole('button', { name: 'Confirm shipping' }).click();
  await expect(ship).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Order status updated' })).toHaveText(
    'Order status updated to Shipped successfully!',
  );
  // After 'Shipped' only 'Delivered' is offered.
  await expect(page.getByRole('button', { name: 'Mark as Shipped' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as Processing' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

  // The open tracking view follows the refreshed list (focus is one of the refresh triggers). A focus while the
  // list's own timed read is under way joins that read, which may have left before the shipment: focus again.
  const focus = () => shopper.evaluate(() => window.dispatchEvent(new Event('focus')));
  await focus();
  const tracking = shopper.getByTestId('tracking-number');
  await readAgainUntil(
    'the tracking view shows the tracking number',
    tracking.filter({ hasText: `TRK${stamp}` }),
    focus,
  );
  await expect(tracking).toHaveText(`TRK${stamp}`);
  await shopper.getByRole('link', { name: 'Back to Orders' }).click();

  await addToCart(shopper, productName);
  const second = await checkout(shopper);
  await page.getByRole('button', { name: 'Back to Orders' }).click();
  await sellerMoves(page, sellerSaid, second, ['Confirm']);

  await shopper.goto('/orders');
  const secondCard = shopper.getByRole('article', { name: `Order #${second}` });
  await secondCard.getByRole('link', { name: 'Track Order' }).click();
  const steps = shopper.getByRole('list', { name: 'Order progress' }).getByRole('listitem');
  await expect(steps.nth(1)).toHaveAttribute('data-reached', 'true');
  await expect(steps.nth(2)).toHaveAttribute('data-reached', 'false');
  await shopper.getByRole('button', { name: 'Cancel Order' }).click();
  const reasons = shopper.getByRole('dialog', { name: `Cancel order #${second}?` });
  await reasons.getByRole('radio', { name: 'Ordered by mistake' }).check();
  await reasons.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(shopper.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(shopper.getByTestId('cancel-reason')).toHaveText('Reason: Ordered by mistake');
  expect(shopperSaid).toEqual([]);
  await shopper.context().close();
});
