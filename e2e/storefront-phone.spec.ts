import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * The storefront on a phone (390×844) against the seeded catalogue: what the first screen shows, the product's
 * buttons, search, About and Contact, and the header.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

const shot = (name: string) => ({ path: `docs/screenshots/phone-${name}.png`, animations: 'disabled' as const });
const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');
const hero = (page: Page) => page.getByRole('heading', { level: 1, name: /taste like home/ });

/** Where the element sits, failing the test when it is not laid out. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element is not laid out');
  return found;
}

/** True when the element's text fits inside it: no second line, nothing cut off at the side. */
const textFits = (locator: Locator) =>
  locator.evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight);

async function expectOneRowOnScreen(controls: Locator[]) {
  const boxes = await Promise.all(controls.map(box));
  const middle = (b: { y: number; height: number }) => b.y + b.height / 2;
  for (const b of boxes) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(PHONE.width);
    expect(Math.abs(middle(b) - middle(boxes[0]))).toBeLessThanOrEqual(4);
  }
}

test('the home page shows products on the first screen, with the price range folded behind Filters', async ({
  page,
}) => {
  await page.goto('/');
  await expect(hero(page)).toBeVisible();
  const first = cards(page).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  // The first product's photo and name are on the first screen.
  await expect(first.getByRole('link', { name })).toBeInViewport();
  expect((await box(first)).y + 120).toBeLessThan(PHONE.height);
  await page.screenshot(shot('home'));

  const min = page.getByLabel('Min price (₹)');
  await expect(min).toBeHidden();
  await page.getByRole('button', { name: 'Filters' }).click();
  await expect(min).toBeVisible();
  await min.fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]minPrice=100\b/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
});

test('a product keeps quantity, Add to Cart, Buy Now and the heart in one row, and a bar at the bottom', async ({
  page,
}) => {
  await page.goto('/');
  const first = cards(page).first();
  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const main = page.locator('main');
  const addToCart = main.getByRole('button', { name: 'Add to Cart', exact: true }).first();
  const buyNow = main.getByRole('button', { name: 'Buy Now', exact: true }).first();
  await addToCart.scrollIntoViewIfNeeded();
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await expect(bar).toBeHidden();
  await expectOneRowOnScreen([
    main.getByRole('button', { name: 'Decrease quantity' }),
    addToCart,
    buyNow,
    main.getByRole('button', { name: `Add ${name} to wishlist` }),
  ]);
  expect(await textFits(addToCart)).toBe(true);
  expect(await textFits(buyNow)).toBe(true);
  await page.screenshot(shot('product-actions'));

  // Further down (the reviews, similar products) the bar keeps the buttons at hand.
  await page.getByRole('heading', { name: 'Similar products' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeVisible();
  const barBox = await box(bar);
  expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height);
  await page.screenshot(shot('product-bar'));
  const barButtons = [bar.getByRole('button', { name: 'Add to Cart' }), bar.getByRole('button', { name: 'Buy Now' })];
  await expectOneRowOnScreen(barButtons);
  for (const button of barButtons) expect(await textFits(button)).toBe(true);

  // What the bar adds is confirmed above it: the toast never covers its buttons.
  await barButtons[0].click();
  const toast = page.getByText(/added to your cart/);
  await expect(toast).toBeVisible();
  const toastBox = await box(toast);
  expect(toastBox.y + toastBox.height).toBeLessThanOrEqual((await box(bar)).y);
});

test('a product page shows what its label says and who sells it, readable on a phone', async ({ page }) => {
  await page.goto('/?search=chikki');
  const card = cards(page).filter({ hasText: 'Peanut Chikki' }).first();
  await expect(card.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
  const name = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const facts = page.getByRole('region', { name: 'Food facts' });
  await facts.scrollIntoViewIfNeeded();
  await expect(facts.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
  await expect(facts.getByText(/^Contains: .*peanuts/)).toBeVisible();
  await expect(facts.getByRole('table', { name: 'Nutrition per 100 g' })).toBeVisible();
  await expect(facts.getByText(/^Best before \d+ days from packing$/)).toBeVisible();
  expect((await box(facts)).width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot(shot('product-facts'));

  const seller = page.getByRole('region', { name: 'Sold by' });
  await seller.scrollIntoViewIfNeeded();
  await expect(seller.getByText(/^FSSAI Lic\. No\. \d{14}$/)).toBeVisible();
  expect((await box(seller)).width).toBeLessThanOrEqual(PHONE.width);
});

test('a search link opens on its results, without the hero above them', async ({ page }) => {
  await page.goto('/?search=murukku');
  await expect(cards(page).first()).toBeVisible();
  await expect(hero(page)).toHaveCount(0);
  expect((await box(page.getByRole('heading', { name: 'Our Products' }))).y).toBeLessThan(200);
  await expect(cards(page).first()).toBeInViewport();
  await page.screenshot(shot('search'));

  // Typing a search from the home page takes the hero away too.
  await page.goto('/');
  await expect(hero(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Search products' }).fill('laddu');
  await expect(page).toHaveURL(/[?&]search=laddu\b/);
  await expect(hero(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Our Products' })).toBeInViewport();
});

test('suggestions find a product by a synonym and through a typo, as the search does', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await box.fill('ladoo');
  await expect(suggestions.getByRole('option', { name: /Laddu/ }).first()).toBeVisible();
  await box.fill('murkku');
  await expect(suggestions.getByRole('option', { name: /Murukku/ }).first()).toBeVisible();
});

test('About and Contact open pages of their own from the phone menu, loading no products', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  const productReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/products')) productReads.push(request.url());
  });

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About Thindi' })).toBeInViewport();
  await page.screenshot(shot('about'));

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInViewport();
  expect(productReads).toEqual([]);

  // An old link to the footer's section leads to the page.
  await page.goto('/#about');
  await expect(page).toHaveURL(/\/about$/);
  // The server renders both pages, so they read without JavaScript.
  for (const [path, title] of [
    ['/about', 'About Thindi'],
    ['/contact', 'Contact us'],
  ]) {
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
});

test('the header is opaque: nothing shows through it as the page scrolls under it', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  await page.mouse.wheel(0, 600);
  const style = await page
    .locator('header')
    .first()
    .evaluate((header) => {
      const computed = getComputedStyle(header);
      return { background: computed.backgroundColor, backdrop: computed.backdropFilter };
    });
  // rgb(…) without an alpha, or one of 1.
  const alpha = /\/\s*([\d.]+)\s*\)$|rgba\([^)]*,\s*([\d.]+)\s*\)$/.exec(style.background);
  expect(alpha ? Number(alpha[1] ?? alpha[2]) : 1).toBe(1);
  expect(style.backdrop).toBe('none');
});
