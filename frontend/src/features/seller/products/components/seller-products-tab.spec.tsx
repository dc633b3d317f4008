import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerProduct } from '@thindi/contracts';
import { jsonResponse, type mockApi } from '../../../../../test/fetch-mock';
import { callsTo, makeSellerProduct, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';
import { PRODUCT_SEARCH_DEBOUNCE_MS } from '../hooks/use-seller-products';
import { LOW_STOCK_AT } from './stock-badge';

type Handlers = Parameters<typeof mockApi>[0];

/** 45 products, newest first: Murukku 1 … Murukku 40, then five laddus. */
const catalogue = (): SellerProduct[] => [
  ...Array.from({ length: 40 }, (_, i) => makeSellerProduct({ _id: `m${i + 1}`, name: `Murukku ${i + 1}` })),
  ...Array.from({ length: 5 }, (_, i) => makeSellerProduct({ _id: `l${i + 1}`, name: `Rava Laddu ${i + 1}` })),
];

/** An approved seller, whose active products are on sale. */
const approved = makeSeller({ isVerified: true });

async function openProducts(
  products: SellerProduct[] | (() => SellerProduct[]) = catalogue(),
  handlers?: Handlers,
  seller = approved,
) {
  const view = await openDashboard({ products, handlers, seller });
  const u = userEvent.setup();
  await u.click(screen.getByRole('tab', { name: 'Products' }));
  await screen.findByRole('heading', { name: 'Products' });
  return { ...view, u };
}

const productCalls = (api: Awaited<ReturnType<typeof openDashboard>>['api']) =>
  callsTo(api, 'GET', '/api/products/seller/my-products');
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].querySelector('p')?.textContent);
const searchBox = () => screen.getByRole('searchbox', { name: 'Search your products' });

describe('seller products tab', () => {
  it('shows why the marketplace deactivated a product instead of its stock, and names each cell for the phone cards', async () => {
    const off = makeSellerProduct({
      _id: 'off',
      name: 'Kara Sev',
      isActive: false,
      deactivationReason: 'The photos show another product',
    });
    await openProducts([off, makeSellerProduct({ _id: 'on', name: 'Thattai' })]);
    const [first, second] = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(first).toHaveTextContent('Deactivated by the marketplace: The photos show another product');
    expect(first).not.toHaveTextContent('In Stock');
    expect(second).toHaveTextContent('In Stock');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.getAttribute('data-label')),
    ).toEqual(['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions']);
  });

  it('shows the stock of each pack and flags the packs at or below the low-stock mark', async () => {
    const base = makeSellerProduct({ _id: 'mp', name: 'Mysore Pak' });
    const packOf = (label: string, stockQuantity: number) => ({
      ...base.variants[0],
      id: `mp-${label}`,
      label,
      stockQuantity,
      inStock: stockQuantity > 0,
    });
    const mysorePak = {
      ...base,
      variants: [packOf('250 g', 12), packOf('500 g', LOW_STOCK_AT), packOf('1 kg', 0)],
    };
    await openProducts([mysorePak, makeSellerProduct({ _id: 'th', name: 'Thattai', stockQuantity: 20 })]);
    const [packed, single] = within(await screen.findByRole('table')).getAllByRole('list', { name: 'Stock per pack' });
    expect(
      within(packed)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['250 g: 12', `· 500 g: ${LOW_STOCK_AT}Low stock`, '· 1 kg: 0Sold out']);
    expect(single).toHaveTextContent(/^20$/);
  });

  it('tells a seller waiting for approval that its products are not on sale, on the tab and on each product', async () => {
    const off = makeSellerProduct({
      _id: 'off',
      name: 'Kara Sev',
      isActive: false,
      deactivationReason: 'Blurred photos',
    });
    await openProducts([off, makeSellerProduct({ _id: 'on', name: 'Thattai' })], undefined, makeSeller());
    const [first, second] = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(screen.getByRole('note', { name: 'Not on sale until your account is approved' })).toHaveTextContent(
      'Shoppers cannot see or buy your products yet.',
    );
    expect(second).toHaveTextContent('Not on sale until your account is approved');
    expect(second).not.toHaveTextContent('In Stock');
    expect(first).toHaveTextContent('Deactivated by the marketplace: Blurred photos');
  });

  it('shows an approved seller no such notice', async () => {
    await openProducts([makeSellerProduct({ name: 'Thattai' })]);
    await screen.findByRole('table');
    expect(screen.queryByRole('note', { name: 'Not on sale until your account is approved' })).not.toBeInTheDocument();
    expect(screen.queryByText('Not on sale until your account is approved')).not.toBeInTheDocument();
  });

  it('shows 20 products a page with the total, and Next turns to page 2 of 3', async () => {
    const { api, u } = await openProducts();
    const pages = await screen.findByRole('navigation', { name: 'Products pages' });
    expect(pages).toHaveTextContent('Page 1 of 3');
    expect(screen.getByText('45 products')).toBeVisible();
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('Murukku 1');
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));
    expect(names()[0]).toBe('Murukku 21');
    expect(productCalls(api).at(-1)?.url.search).toBe('?page=2&pageSize=20');
  });

  it('keeps the rows of the page shown, without a spinner, until the next page arrives', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { u } = await openProducts(catalogue(), {
      'GET /api/products/seller/my-products': async () => {
        const page = Number(
          new URL(String(jest.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://localhost').searchParams.get('page'),
        );
        if (page === 2) await held;
        const shown = catalogue().slice((page - 1) * 20, page * 20);
        return jsonResponse({
          success: true,
          products: shown,
          pagination: { page, pageSize: 20, total: 45, totalPages: 3 },
        });
      },
    });
    const pages = await screen.findByRole('navigation', { name: 'Products pages' });
    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(names()[0]).toBe('Murukku 1');
    expect(screen.getByRole('table').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Loading products...')).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(names()[0]).toBe('Murukku 21'));
  });

  it('searches the names once typing rests, from page 1, and clearing the box shows every product again', async () => {
    const { api, u } = await openProducts();
    const pages = await screen.findByRole('navigation', { name: 'Products pages' });
    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 3'));

    await u.type(searchBox(), 'laddu');
    await waitFor(() =>
      expect(names()).toEqual(['Rava Laddu 1', 'Rava Laddu 2', 'Rava Laddu 3', 'Rava Laddu 4', 'Rava Laddu 5']),
    );
    const searches = productCalls(api).filter((c) => c.url.searchParams.has('search'));
    expect(searches.map((c) => c.url.search)).toEqual(['?search=laddu&page=1&pageSize=20']);
    expect(screen.getByText('5 products')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();

    await u.clear(searchBox());
    expect(await screen.findByRole('navigation', { name: 'Products pages' })).toHaveTextContent('Page 1 of 3');
    expect(names()[0]).toBe('Murukku 1');
  });

  it('waits for typing to rest before it searches', async () => {
    jest.useFakeTimers();
    try {
      const { api } = await openDashboard({ products: catalogue(), seller: approved });
      const u = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await u.click(screen.getByRole('tab', { name: 'Products' }));
      await u.type(await screen.findByRole('searchbox', { name: 'Search your products' }), 'lad');
      const searched = () => productCalls(api).filter((c) => c.url.searchParams.has('search'));
      await act(async () => jest.advanceTimersByTimeAsync(PRODUCT_SEARCH_DEBOUNCE_MS - 1));
      expect(searched()).toHaveLength(0);
      await act(async () => jest.advanceTimersByTimeAsync(1));
      await waitFor(() => expect(searched().map((c) => c.url.searchParams.get('search'))).toEqual(['lad']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('says which search found nothing, apart from having no products at all', async () => {
    const { u } = await openProducts();
    await u.type(await screen.findByRole('searchbox', { name: 'Search your products' }), 'halwa');
    expect(await screen.findByText('No products match “halwa”.')).toBeVisible();
    expect(screen.queryByText('No products yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads the page shown again after a delete, stepping back when the delete emptied it', async () => {
    let products = catalogue().slice(0, 21);
    const { api, u } = await openProducts(() => products, {
      'DELETE /api/products/m21': () => {
        products = products.slice(0, 20);
        return jsonResponse({ success: true, message: 'Product deleted successfully' });
      },
    });
    const confirm = jest.spyOn(window, 'confirm');
    const pages = await screen.findByRole('navigation', { name: 'Products pages' });
    await u.click(within(pages).getByRole('button', { name: 'Next' }));
    await u.click(await screen.findByRole('button', { name: 'Delete Murukku 21' }));
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Delete Murukku 21' })).getByRole('button', {
        name: 'Delete product',
      }),
    );
    await waitFor(() => expect(names()[0]).toBe('Murukku 1'));
    expect(screen.getByText('20 products')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Products pages' })).not.toBeInTheDocument();
    expect(productCalls(api).filter((c) => c.url.searchParams.get('page') === '2')).toHaveLength(2);
    expect(confirm).not.toHaveBeenCalled();
    confirm.mockRestore();
  });
});
