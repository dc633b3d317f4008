import { expect, test } from '@playwright/test';
import { bestBefore, formatCalendarDate } from '@thindi/contracts';
import {
  addProductByApi,
  adminToken,
  checkoutToPayment,
  placeOrder,
  registerSellerByApi,
  signedInPage,
  signUpShopperByApi,
} from './support';
import { eventually, productShown } from './waits';

/**
 * Food facts and licences on the real standalone app (decision 035): a vegetarian with a peanut allergy turns on
 * 'Veg only' and 'Free from peanuts', opens what is left, reads its label facts and its seller's FSSAI licence, and
 * buys it cash on delivery; the seller ships it from the dashboard giving the day it was packed; the shopper's
 * order then says when it is best before.
 */
const run = Date.now().toString(36);
const SHELF_LIFE_DAYS = 90;
const businessName = `Kovilpatti Sweets ${run}`;

/** Today in India, as the ship dialog defaults 'Packed on' to it. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

const FULL_FACTS = {
  shelfLifeDays: SHELF_LIFE_DAYS,
  storage: 'Store in a cool, dry place',
  countryOfOrigin: 'India',
  manufacturer: { name: businessName, address: '3 East Masi Street, Madurai 625001' },
};

/** Three sweets of one seller: a vegetarian laddu with milk and cashew, a peanut brittle, and an egg cake. */
const laddu = {
  name: `Rava Laddu ${run}`,
  description: 'Semolina, ghee and cashew, rolled by hand.',
  price: 240,
  category: 'sweet',
  ingredients: ['semolina', 'ghee', 'sugar', 'cashew'],
  food: {
    ...FULL_FACTS,
    diet: 'veg',
    allergens: ['milk', 'tree-nut', 'gluten'],
    nutritionPer100g: {
      energyKcal: 480,
      proteinG: 7,
      carbohydrateG: 62,
      totalSugarsG: 35,
      addedSugarsG: 33,
      totalFatG: 22,
      saturatedFatG: 12,
      transFatG: 0,
      sodiumMg: 60,
    },
  },
};
const mittai = {
  name: `Kadalai Mittai ${run}`,
  description: 'Peanut and jaggery brittle.',
  price: 120,
  category: 'sweet',
  ingredients: ['peanut', 'jaggery'],
  food: { ...FULL_FACTS, diet: 'veg', allergens: ['peanut'] },
};
const eggCake = {
  name: `Plum Cake ${run}`,
  description: 'A Kerala bakery plum cake.',
  price: 300,
  category: 'sweet',
  ingredients: ['flour', 'egg', 'butter', 'raisins'],
  food: { ...FULL_FACTS, diet: 'egg', allergens: ['egg', 'gluten', 'milk'] },
};

test('a vegetarian with a peanut allergy filters, reads the facts and licence, buys, and sees the best-before date', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const seller = await registerSellerByApi(page.request, businessName);
  const approved = await page.request.patch(`/api/admin/sellers/${seller.id}/approve`, {
    headers: { Authorization: `Bearer ${await adminToken(page.request)}` },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const licence = (seller.account as { foodLicence: { number: string } }).foodLicence.number;
  const ids: string[] = [];
  for (const product of [laddu, mittai, eggCake]) ids.push(await addProductByApi(page.request, seller.token, product));
  for (const id of ids) await productShown(page.request, id);
  // The storefront search finds all three by the run's mark once the index has them.
  await eventually('a search finds the three sweets', async () => {
    const res = await page.request.get(`/api/products?search=${run}`);
    const names = res.ok() ? ((await res.json()) as { products: { name: string }[] }).products.map((p) => p.name) : [];
    return [laddu, mittai, eggCake].every((p) => names.includes(p.name));
  });

  const shopper = await signUpShopperByApi(page.request, `veg.${run}@e2e.thindi.test`, 'Lakshmi', 'Iyer');
  const shop = await signedInPage(browser, 'customer', shopper.token, shopper.user);
  await shop.goto(`/?search=${run}`);
  const grid = shop.getByRole('list', { name: 'Products' });
  await expect(grid.getByRole('article', { name: eggCake.name })).toBeVisible();
  const filters = shop.getByRole('group', { name: 'Food filters' });
  await expect(filters).toContainText('As declared by the seller');

  await filters.getByRole('button', { name: 'Veg only (2)' }).click();
  await expect(shop).toHaveURL(/[?&]diet=veg/);
  await expect(grid.getByRole('article', { name: eggCake.name })).toBeHidden();
  await filters.getByRole('button', { name: 'Free from peanuts (1)' }).click();
  await expect(shop).toHaveURL(/[?&]excludeAllergens=peanut(&|$)/);
  await expect(grid.getByRole('article', { name: mittai.name })).toBeHidden();
  const card = grid.getByRole('article', { name: laddu.name });
  await expect(card.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
  await card.getByRole('link', { name: laddu.name }).click();

  await expect(shop.getByRole('heading', { level: 1, name: laddu.name })).toBeVisible();
  const facts = shop.getByRole('region', { name: 'Food facts' });
  await expect(facts.getByRole('img', { name: 'Vegetarian' })).toBeVisible();
  await expect(facts.getByText('Contains: gluten, milk, tree nuts')).toBeVisible();
  const nutrition = facts.getByRole('table', { name: 'Nutrition per 100 g' });
  await expect(nutrition.getByRole('row', { name: /Energy/ })).toContainText('480 kcal');
  await expect(facts.getByText(`Best before ${SHELF_LIFE_DAYS} days from packing`)).toBeVisible();
  await expect(facts.getByText('Country of origin: India')).toBeVisible();
  await expect(facts.getByText(`Manufactured by: ${businessName}, 3 East Masi Street, Madurai 625001`)).toBeVisible();
  const sellerBlock = shop.getByRole('region', { name: 'Sold by' });
  await expect(sellerBlock.getByRole('link', { name: businessName })).toHaveAttribute('href', `/sellers/${seller.id}`);
  await expect(sellerBlock.getByText(`FSSAI Lic. No. ${licence}`)).toBeVisible();
  await expect(sellerBlock.getByText('Madurai, Tamil Nadu 625001')).toBeVisible();

  await shop.getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = await checkoutToPayment(shop);
  await expect(drawer.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked();
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await placeOrder(drawer);
  const orderNumber = ((await drawer.getByTestId('order-number').textContent()) ?? '').trim();
  expect(orderNumber).not.toBe('');
  await drawer.getByRole('button', { name: 'Continue Shopping' }).click();

  // The seller moves the part on from its dashboard; shipping asks when the food was packed (today by default).
  const sellerPage = await signedInPage(browser, 'seller', seller.token, seller.account);
  await sellerPage.goto('/seller/dashboard');
  await sellerPage.getByRole('tab', { name: 'Orders' }).click();
  const row = sellerPage.getByRole('row').filter({ hasText: `#${orderNumber}` });
  for (const [move, moved] of [
    ['Confirm', 'Confirmed'],
    ['Process', 'Processing'],
  ]) {
    await row.getByRole('button', { name: move, exact: true }).click();
    await expect(sellerPage.getByRole('status').filter({ hasText: 'Order status updated' })).toHaveText(
      `Order status updated to ${moved} successfully!`,
    );
  }
  await row.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = sellerPage.getByRole('dialog', { name: `Ship order #${orderNumber}` });
  const packedOn = ship.getByLabel(/^Packed on/);
  await expect(packedOn).toHaveValue(indiaToday());
  await ship.getByRole('button', { name: 'Confirm shipping' }).click();
  await expect(ship).toBeHidden();
  await expect(sellerPage.getByRole('status').filter({ hasText: 'Order status updated' })).toHaveText(
    'Order status updated to Shipped successfully!',
  );

  // The shopper's order names the day the laddu is best before: packed today, plus its shelf life.
  const expected = `Best before ${formatCalendarDate(bestBefore(indiaToday(), SHELF_LIFE_DAYS))}`;
  await shop.goto('/orders');
  const order = shop.getByRole('article', { name: `Order #${orderNumber}` });
  await expect(order.getByText(expected)).toBeVisible();
  await order.getByRole('link', { name: 'Track Order' }).click();
  await expect(shop.getByRole('region', { name: 'Items' }).getByText(expected)).toBeVisible();
});
