import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browseAnswer } from '../../../test/catalog-api';
import { deferredFetch, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

const catalogue = [
  makeProduct({
    name: 'Mysore Pak',
    category: 'sweet',
    price: 320,
    originalPrice: 400,
    rating: { average: 4.25, count: 12 },
  }),
  makeProduct({ name: 'Rava Laddu', category: 'sweet', price: 240 }),
  makeProduct({ name: 'Madras Mixture', category: 'spicy', price: 180 }),
  makeProduct({ name: 'Kerala Banana Chips', category: 'savory', price: 150 }),
];

function serveCatalogue() {
  return mockFetch((url) => jsonResponse(browseAnswer(catalogue, url)));
}

const productGrid = () => screen.findByRole('list', { name: 'Products' });
const cardNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));

describe('home page', () => {
  it('shows the loading text until the products arrive', async () => {
    const fetchMock = deferredFetch();
    renderApp('/');
    expect(await screen.findByText('Loading products...')).toBeVisible();

    fetchMock.release(jsonResponse({ success: true, products: catalogue }));
    expect(cardNames(await productGrid())).toEqual([
      'Mysore Pak',
      'Rava Laddu',
      'Madras Mixture',
      'Kerala Banana Chips',
    ]);
  });

  it('shows a card with name, weight, price, struck original price and discount', async () => {
    serveCatalogue();
    renderApp('/');
    const card = within(await productGrid()).getByRole('article', { name: 'Mysore Pak' });
    expect(within(card).getByText('₹320.00')).toBeVisible();
    expect(within(card).getByText('₹400.00')).toBeVisible();
    expect(within(card).getByText('20% OFF')).toBeVisible();
    // Reviewed products show their average and count; a product without reviews shows none.
    expect(within(card).getByText('4.3')).toBeVisible();
    expect(within(card).getByText('(12 reviews)')).toBeVisible();
    const unrated = within(await productGrid()).getByRole('article', { name: 'Rava Laddu' });
    expect(within(unrated).queryByText(/reviews?\)/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Mysore Pak' })).toHaveAttribute(
      'href',
      `/product/${catalogue[0].id}`,
    );
  });

  it('counts every category and filters through the API when a chip is chosen', async () => {
    const { calls } = serveCatalogue();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await productGrid();

    expect(screen.getByRole('button', { name: 'all 4 products' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'sweet 2 products' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'traditional 0 products' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'sweet 2 products' }));
    expect(currentUrl(router)).toBe('/?category=sweet');
    await waitFor(() =>
      expect(cardNames(screen.getByRole('list', { name: 'Products' }))).toEqual(['Mysore Pak', 'Rava Laddu']),
    );
    expect(calls.some((url) => url.searchParams.get('category') === 'sweet')).toBe(true);
    expect(screen.getByRole('button', { name: 'all 4 products' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens with the hero, and leaves it out while a search or a category is chosen so the results come first', async () => {
    serveCatalogue();
    const hero = { level: 1, name: 'Snacks, sweets and spices that taste like home' } as const;
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', hero)).toBeVisible();
    unmount();

    for (const path of ['/?search=pak', '/?category=sweet']) {
      const view = renderApp(path);
      await productGrid();
      expect(screen.queryByRole('heading', hero)).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows the empty state when a search matches nothing', async () => {
    serveCatalogue();
    renderApp('/?search=payasam');
    expect(await screen.findByText('No products found')).toBeVisible();
    expect(screen.getByText("Try adjusting your search or filters to find what you're looking for.")).toBeVisible();
  });

  it('shows the three built-in products when the server fails', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/');
    expect(cardNames(await productGrid())).toEqual(['Murukku', 'Banana Chips', 'Mixture']);
    const murukku = screen.getByRole('article', { name: 'Murukku' });
    expect(within(murukku).getByText('₹299.00')).toBeVisible();
    expect(within(murukku).getByText('₹399.00')).toBeVisible();
    expect(within(murukku).getByText('200g')).toBeVisible();
    expect(screen.getByRole('button', { name: 'savory 2 products' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'spicy 1 product' })).toBeVisible();
  });

  it('shows the three built-in products when the server has none at all', async () => {
    mockFetch(() => jsonResponse({ success: true, products: [] }));
    renderApp('/');
    expect(cardNames(await productGrid())).toEqual(['Murukku', 'Banana Chips', 'Mixture']);
  });

  it('adds a product to the cart from its card', async () => {
    serveCatalogue();
    renderApp('/');
    const user = userEvent.setup();
    const card = within(await productGrid()).getByRole('article', { name: 'Madras Mixture' });
    await user.click(within(card).getByRole('button', { name: /Add to Cart/ }));
    expect(screen.getByRole('button', { name: 'Open cart, 1 item' })).toBeVisible();
    expect(await screen.findByText(/Madras Mixture added to your cart/)).toBeVisible();
  });
});
