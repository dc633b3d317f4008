import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browseAnswer } from '../../../test/catalog-api';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/product.factory';
import { currentUrl, renderApp } from '../../../test/render-app';

// 100 products: two full pages of 48 and a third of 4.
const catalogue = Array.from({ length: 100 }, (_, i) =>
  makeProduct({ name: `Snack number ${i + 1}`, category: i % 4 === 0 ? 'sweet' : 'savory' }),
);

function serve(extra: Record<string, unknown> = {}) {
  return mockFetch((url) => {
    const product = catalogue.find((p) => url.pathname === `/api/products/${p.id}`);
    if (product) return jsonResponse({ success: true, product });
    return jsonResponse(browseAnswer(catalogue, url, extra));
  });
}

const productCards = () => within(screen.getByRole('list', { name: 'Products' })).getAllByRole('article');
const gridRequests = (calls: URL[]) => calls.filter((url) => url.pathname === '/api/products');
/** Reads of a page after the first: only the grid asks for them. */
const laterPageReads = (calls: URL[]) => gridRequests(calls).filter((url) => url.searchParams.has('page')).length;

describe('home grid paging', () => {
  it('shows the first page with how many products there are in all', async () => {
    serve();
    renderApp('/');
    expect(await screen.findByText('Showing 48 of 100 products')).toBeVisible();
    expect(productCards()).toHaveLength(48);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeVisible();
  });

  it('loads the next page with the first answer’s asOf and counts it in the URL', async () => {
    const { calls } = serve();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByText('Showing 96 of 100 products')).toBeVisible();
    expect(productCards()).toHaveLength(96);
    expect(currentUrl(router)).toBe('/?page=2');
    const second = gridRequests(calls).find((url) => url.searchParams.get('page') === '2');
    expect(second?.searchParams.get('asOf')).toBe('2025-01-01T00:00:00.000Z');
  });

  it('moves the focus to the first product the button added', async () => {
    serve();
    renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const first = await screen.findByRole('article', { name: 'Snack number 49' });
    await waitFor(() => expect(within(first).getByRole('link', { name: 'Snack number 49' })).toHaveFocus());
  });

  it('replaces the history entry as pages are added, so Back leaves the grid', async () => {
    serve();
    const { router } = renderApp('/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 96 of 100 products');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('offers no more once the last page is shown', async () => {
    serve();
    renderApp('/?page=3');
    expect(await screen.findByText('Showing 100 of 100 products')).toBeVisible();
    expect(productCards()).toHaveLength(100);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows pages one to two when the URL says page 2', async () => {
    const { calls } = serve();
    renderApp('/?page=2');
    expect(await screen.findByText('Showing 96 of 100 products')).toBeVisible();
    expect(productCards().map((card) => card.getAttribute('aria-label'))).toEqual(
      catalogue.slice(0, 96).map((p) => p.name),
    );
    expect(gridRequests(calls).map((url) => url.searchParams.get('page'))).toEqual([null, '2']);
  });

  it('starts again at the first page when a filter changes', async () => {
    serve();
    const { router } = renderApp('/?page=2');
    const user = userEvent.setup();
    await screen.findByText('Showing 96 of 100 products');
    await user.click(screen.getByRole('button', { name: 'sweet 25 products' }));
    expect(currentUrl(router)).toBe('/?category=sweet');
    expect(await screen.findByText('Showing 25 of 25 products')).toBeVisible();
  });

  it('takes the chips’ counts from the whole filtered set, not the page on show', async () => {
    serve();
    renderApp('/');
    await screen.findByText('Showing 48 of 100 products');
    expect(screen.getByRole('button', { name: 'all 100 products' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'savory 75 products' })).toBeVisible();
  });

  it('loads the next page by itself when the end of the grid nears the screen', async () => {
    serve();
    let observed: IntersectionObserverCallback | undefined;
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback) {
        observed = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      const { router } = renderApp('/');
      await screen.findByText('Showing 48 of 100 products');
      act(() => observed?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(await screen.findByText('Showing 96 of 100 products')).toBeVisible();
      expect(currentUrl(router)).toBe('/?page=2');
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('comes Back from a product to the same products and scroll position', async () => {
    const { calls } = serve();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = renderApp('/?page=2');
    const user = userEvent.setup();
    await screen.findByText('Showing 96 of 100 products');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 5400 });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(sessionStorage.getItem('thindi.scroll')).toContain('5400'));
    const readsBefore = laterPageReads(calls);

    await user.click(within(screen.getByRole('article', { name: 'Snack number 60' })).getByRole('link'));
    await screen.findByRole('heading', { name: 'Snack number 60', level: 1 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await act(() => router.navigate(-1));

    expect(productCards()).toHaveLength(96);
    expect(screen.queryByText('Loading products...')).not.toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 5400));
    expect(laterPageReads(calls)).toBe(readsBefore);
    scrollTo.mockRestore();
  });
});

describe('what the search was understood as', () => {
  it('says which respelling the results are for', async () => {
    serve({ showingResultsFor: 'murukku' });
    renderApp('/?search=murukk');
    const note = await screen.findByText(/Showing results for/);
    expect(note).toHaveTextContent('Showing results for murukku');
    expect(within(note).getByText('murukku').tagName).toBe('B');
  });

  it('offers the nearest spelling as a search when nothing matched', async () => {
    mockFetch((url) => jsonResponse(browseAnswer([], url, { didYouMean: 'murukku' })));
    const { router } = renderApp('/?search=mrkku&category=savory');
    expect(await screen.findByText('No products found')).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'murukku' }));
    expect(currentUrl(router)).toBe('/?search=murukku&category=savory');
    expect(await screen.findByText(/Did you mean/)).toHaveTextContent('Did you mean murukku?');
  });
});

describe('the count under the grid', () => {
  it('reads the Indian way and in the singular for one product', async () => {
    mockFetch((url) =>
      jsonResponse({
        ...browseAnswer(catalogue.slice(0, 1), url),
        pagination: { page: 1, pageSize: 48, total: 1, totalPages: 1 },
      }),
    );
    renderApp('/');
    expect(await screen.findByText('Showing 1 of 1 product')).toBeVisible();
  });

  it('groups a large total in lakhs', async () => {
    mockFetch((url) =>
      jsonResponse({
        ...browseAnswer(catalogue, url),
        pagination: { page: 1, pageSize: 48, total: 123456, totalPages: 2573 },
      }),
    );
    renderApp('/');
    expect(await screen.findByText('Showing 48 of 1,23,456 products')).toBeVisible();
  });
});
