import { screen } from '@testing-library/react';
import { clearProductListCache } from '@/features/catalog/api/product-list-cache';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { currentUrl, renderApp } from '../../test/render-app';

beforeEach(() => {
  clearProductListCache();
  mockFetch(() => jsonResponse({ success: true, products: [] }));
});

describe('routes', () => {
  it.each(['/no-such-page', '/product', '/seller'])('redirects %s to the home page', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeVisible();
    expect(currentUrl(router)).toBe('/');
  });

  it.each([
    ['/login', 'Sign In'],
    ['/signup', 'Sign Up'],
    ['/orders', 'My Orders'],
    ['/wishlist', 'Wishlist'],
    ['/seller/login', 'Seller Sign In'],
    ['/seller/signup', 'Become a Seller'],
    ['/seller/dashboard', 'Seller Dashboard'],
    ['/admin/users', 'Admin'],
  ])('%s is registered and honestly says it is coming soon', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByText('Coming soon')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /password|email/i })).not.toBeInTheDocument();
  });
});
