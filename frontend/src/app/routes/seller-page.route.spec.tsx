import { screen, within } from '@testing-library/react';
import { SELLER_ID, seller, mittai, halwa } from '../../../test/public-seller';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';

/** The API of a seller's page: the seller by id (404 otherwise), and its products when asked with `seller=`. */
function serve() {
  return mockFetch((url) => {
    if (url.pathname === `/api/sellers/${SELLER_ID}/public`) return jsonResponse({ success: true, seller });
    if (url.pathname === '/api/products' && url.searchParams.get('seller') === SELLER_ID)
      return jsonResponse({ success: true, products: [mittai, halwa] });
    return jsonResponse({ success: false, message: 'Seller not found' }, 404, 'Not Found');
  });
}

describe("a seller's public page", () => {
  it('shows who the seller is, its licence and customer care, and its products', async () => {
    const { calls } = serve();
    renderApp(`/sellers/${SELLER_ID}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Kovilpatti Sweets' })).toBeVisible();
    expect(screen.getByText('Kadalai mittai from Kovilpatti, made the old way with jaggery.')).toBeVisible();
    expect(screen.getByText('Selling on Thindi since March 2026')).toBeVisible();
    expect(screen.getByText('2 products')).toBeVisible();
    expect(screen.getByText('Seller rating: 4.2 out of 5 (9 reviews)')).toBeVisible();
    expect(screen.getByText('FSSAI Lic. No. 13323001000123')).toBeVisible();
    expect(screen.getByText('Madurai, Tamil Nadu 625001')).toBeVisible();
    const products = await screen.findByRole('list', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Kadalai Mittai', 'Tirunelveli Halwa']);
    expect(calls.some((url) => url.pathname === '/api/products' && url.searchParams.get('seller') === SELLER_ID)).toBe(
      true,
    );
    expect(document.title).toBe('Kovilpatti Sweets | Sellers on Thindi');
  });

  it('says a seller that does not exist was not found', async () => {
    serve();
    renderApp('/sellers/4b1d3a52-8c4e-4b7a-9d2f-0a1b2c3d4e5f');
    expect(await screen.findByRole('heading', { name: 'Seller Not Found' })).toBeVisible();
  });
});
