import { expect, test, type Page } from '@playwright/test';
import { approveSellerByApi, PNG, registerSellerByForm } from './support';
import { productShown } from './waits';

/**
 * The paged storefront against the real standalone app: with more products than one page (48) holds, a shopper
 * scrolls past the first page (the next loads by itself), opens a product from the second, goes Back, and finds
 * the same products on show with the same card in view.
 */

const PRODUCTS = 60;

const cards = (page: Page) => page.getByRole('list', { name: 'Products' }).getByRole('article');

/** An approved seller adds `count` products through the API, all with one uploaded photo. */
async function stockTheShop(page: Page, stamp: number, count: number) {
  await registerSellerByForm(page, `Paging Pantry ${stamp}`, `paging.${stamp}@e2e.thindi.test`, 'Meena Subramanian');
  const { seller, token } = await page.evaluate(() => ({
    seller: JSON.parse(localStorage.getItem('thindi.seller.seller') ?? '{}') as { _id: string },
    token: localStorage.getItem('thindi.seller.token') ?? '',
  }));
  await approveSellerByApi(page, seller._id);
  const headers = { Authorization: `Bearer ${token}` };
  const upload = await page.request.post('/api/upload/image', {
    headers,
    multipart: { image: { name: 'thattai.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.ok()).toBe(true);
  const { file } = (await upload.json()) as { file: { url: string } };
  let last = '';
  for (let i = 1; i <= count; i += 1) {
    const created = await page.request.post('/api/products', {
      headers,
      data: {
        name: `Paging Thattai ${stamp} ${String(i).padStart(2, '0')}`,
        description: 'Crisp rice crackers with chana dal and curry leaves.',
        price: 90 + i,
        category: 'traditional',
        weight: '200g',
        stockQuantity: 10,
        ingredients: ['Rice flour', 'Chana dal', 'Curry leaves'],
        images: [file.url],
      },
    });
    expect(created.status()).toBe(201);
    last = ((await created.json()) as { product: { id: string } }).product.id;
  }
  // The approval reaches the catalog by an event: once one product shows, they all do.
  await productShown(page.request, last);
}

test('a shopper scrolls past the first page, opens a product and comes Back to the same place', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  await stockTheShop(page, stamp, PRODUCTS);

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/');
  await expect(cards(shopper)).toHaveCount(48);
  await expect(shopper.getByText(/^Showing 48 of [\d,]+ products$/)).toBeVisible();

  // Nearing the end of the grid loads the next page by itself, counted in the URL.
  await shopper.getByRole('button', { name: 'Load more' }).scrollIntoViewIfNeeded();
  await expect.poll(() => cards(shopper).count()).toBeGreaterThan(48);
  await expect(shopper).toHaveURL(/[?&]page=2\b/);
  const shown = await cards(shopper).count();

  const card = cards(shopper).nth(55);
  const name = (await card.getAttribute('aria-label')) ?? '';
  expect(name).not.toBe('');
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('link', { name }).click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();

  await shopper.goBack();
  await expect(cards(shopper)).toHaveCount(shown);
  await expect(shopper.getByRole('article', { name })).toBeInViewport();
  await expect(shopper.getByText(`Showing ${shown} of`, { exact: false })).toBeVisible();
  await shopper.context().close();
});
