import { expect, test, type Locator, type Page } from '@playwright/test';

/** ₹1,23,456.00: the shop's own formatting (Indian digit grouping, two decimals). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Reads "₹1,234.50" back into 1234.5. */
function rupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cards = (page: Page) => grid(page).getByRole('article');
/** The cart's subtotal: price × quantity over its lines (the total adds shipping, GST and the round off). */
const cartTotal = (drawer: Locator) => drawer.getByTestId('cart-subtotal');

test('the grid the server rendered stays on screen while the page comes alive', async ({ page }) => {
  // Every change in the number of cards, from the first byte of HTML to a page with nothing left to load.
  await page.addInitScript(() => {
    const seen: number[] = [];
    Object.assign(window, { cardCounts: seen });
    const count = () => {
      const shown = document.querySelectorAll('ul[aria-label="Products"] article').length;
      if (seen.at(-1) !== shown) seen.push(shown);
    };
    new MutationObserver(count).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const counts = await page.evaluate(() => (window as unknown as { cardCounts: number[] }).cardCounts);
  // Cards arrive with the HTML and are never taken away for a loading state.
  const firstShown = counts.findIndex((shown) => shown > 0);
  expect(firstShown).toBeGreaterThanOrEqual(0);
  expect(counts.slice(firstShown)).not.toContain(0);
});

test('a shopper filters sweets, adds one to the cart twice over and empties the cart', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  // The seeded catalogue, not the three built-in stand-ins.
  await expect.poll(() => cards(page).count()).toBeGreaterThan(3);
  await expect(page.getByText("We couldn't load the full catalogue")).toHaveCount(0);

  await page.getByRole('button', { name: /^sweet \d+ products?$/ }).click();
  await expect(page).toHaveURL(/[?&]category=sweet\b/);
  await expect(page.getByRole('button', { name: /^sweet / })).toHaveAttribute('aria-pressed', 'true');
  // The grid holds exactly what the API lists as sweet, and every card says so.
  const sweet = (await (await page.request.get('/api/products?category=sweet')).json()) as {
    products: { name: string }[];
  };
  const expected = sweet.products.map((product) => product.name).sort();
  expect(expected.length).toBeGreaterThan(0);
  await expect(cards(page)).toHaveCount(expected.length);
  const shown = await cards(page).evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-label') ?? ''));
  expect(shown.sort()).toEqual(expected);
  await expect(grid(page).getByText('sweet', { exact: true })).toHaveCount(expected.length);

  const first = cards(page).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  await first.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/product\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const main = page.locator('main');
  const price = rupees((await main.getByTestId('product-price').textContent()) ?? '');
  expect(price).toBeGreaterThan(0);
  await expect(main.getByText('Free shipping on orders above ₹500')).toBeVisible();

  await main.getByRole('button', { name: 'Increase quantity' }).first().click();
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await page.getByRole('button', { name: 'Open cart, 2 items' }).click();

  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await expect(drawer.getByRole('listitem', { name })).toBeVisible();
  await expect(cartTotal(drawer)).toHaveText(inr.format(price * 2));

  await drawer.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(cartTotal(drawer)).toHaveText(inr.format(price * 3));
  await drawer.getByRole('button', { name: 'Decrease quantity' }).click();
  await drawer.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(cartTotal(drawer)).toHaveText(inr.format(price));

  await drawer.getByRole('button', { name: 'Clear Cart' }).click();
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open cart, 0 items' })).toBeVisible();
});

test('the home page fits a phone screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Two cards side by side.
  const [a, b] = await Promise.all([cards(page).nth(0).boundingBox(), cards(page).nth(1).boundingBox()]);
  expect(a?.y).toBe(b?.y);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('an unknown path goes to the home page', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
});
