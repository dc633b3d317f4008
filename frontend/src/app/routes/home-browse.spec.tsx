import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const catalogue = [
  makeProduct({ name: 'Mysore Pak', category: 'sweet', price: 320 }),
  makeProduct({ name: 'Madras Mixture', category: 'spicy', price: 180 }),
  makeProduct({ name: 'Kerala Banana Chips', category: 'savory', price: 150 }),
];
const counts = { all: 42, savory: 20, sweet: 12, spicy: 7, traditional: 3 };

/** Answers like the catalogue API: price filter and sort applied, counts sent when `withCounts`. */
function serve(withCounts: boolean) {
  return mockFetch((url) => {
    const min = Number(url.searchParams.get('minPrice') ?? 0);
    const max = Number(url.searchParams.get('maxPrice') ?? Infinity);
    const products = catalogue.filter((p) => p.price >= min && p.price <= max);
    if (url.searchParams.get('sort') === 'price-asc') products.sort((a, b) => a.price - b.price);
    return jsonResponse({ success: true, products, ...(withCounts ? { counts } : {}) });
  });
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('home browse controls', () => {
  it('takes the category counts from the API when it sends them', async () => {
    serve(true);
    renderApp('/');
    await cardNames();
    expect(screen.getByRole('button', { name: 'all 42 products' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'traditional 3 products' })).toBeVisible();
  });

  it('sorts through the API and keeps the order in the URL', async () => {
    const { calls } = serve(false);
    const { router } = renderApp('/');
    const u = userEvent.setup();
    await cardNames();
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveDisplayValue('Newest');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Price: low to high', 'Price: high to low', 'Biggest discount', 'Customer rating']);
    await u.selectOptions(sort, 'Price: low to high');
    expect(currentUrl(router)).toBe('/?sort=price-asc');
    await waitFor(async () =>
      expect(await cardNames()).toEqual(['Kerala Banana Chips', 'Madras Mixture', 'Mysore Pak']),
    );
    expect(calls.some((url) => url.searchParams.get('sort') === 'price-asc')).toBe(true);
  });

  it('offers Relevance first while searching', async () => {
    serve(false);
    renderApp('/?search=mix');
    await cardNames();
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveDisplayValue('Relevance');
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Relevance');
  });

  it('filters by a price range through the API and the URL, and clears it', async () => {
    const { calls } = serve(false);
    const { router } = renderApp('/');
    const u = userEvent.setup();
    await cardNames();
    await u.type(screen.getByLabelText('Min price (₹)'), '160');
    await u.type(screen.getByLabelText('Max price (₹)'), '400');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentUrl(router)).toBe('/?minPrice=160&maxPrice=400');
    await waitFor(async () => expect(await cardNames()).toEqual(['Mysore Pak', 'Madras Mixture']));
    const last = calls[calls.length - 1];
    expect([last.searchParams.get('minPrice'), last.searchParams.get('maxPrice')]).toEqual(['160', '400']);

    await u.click(screen.getByRole('button', { name: 'Clear price' }));
    expect(currentUrl(router)).toBe('/');
    expect(screen.getByLabelText('Min price (₹)')).toHaveValue(null);
  });

  it('folds the price range behind a Filters button that counts the range while it is set', async () => {
    serve(false);
    renderApp('/');
    const u = userEvent.setup();
    await cardNames();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(filters).toHaveAttribute('aria-controls', screen.getByRole('form', { name: 'Price range' }).id);

    await u.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await u.type(screen.getByLabelText('Min price (₹)'), '160');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });

  it('reads a swapped range the way it was meant and shows no built-in products when a price hides all', async () => {
    serve(false);
    const { router } = renderApp('/?minPrice=1000');
    expect(await screen.findByText('No products found')).toBeVisible();
    expect(screen.getByLabelText('Min price (₹)')).toHaveValue(1000);
    const u = userEvent.setup();
    await u.clear(screen.getByLabelText('Min price (₹)'));
    await u.type(screen.getByLabelText('Min price (₹)'), '200');
    await u.type(screen.getByLabelText('Max price (₹)'), '100');
    await u.click(screen.getByRole('button', { name: 'Apply' }));
    expect(currentUrl(router)).toBe('/?minPrice=100&maxPrice=200');
    expect(await cardNames()).toEqual(['Madras Mixture', 'Kerala Banana Chips']);
  });
});
