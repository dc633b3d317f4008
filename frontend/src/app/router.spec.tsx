import { screen } from '@testing-library/react';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { currentUrl, renderApp } from '../../test/render-app';
import { preloadScreens } from './router';

beforeEach(() => {
  mockFetch(() => jsonResponse({ success: true, products: [] }));
});

describe('routes', () => {
  it.each(['/no-such-page', '/product', '/seller', '/seller/nothing'])(
    'redirects %s to the home page',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Our Products' })).toBeVisible();
      expect(currentUrl(router)).toBe('/');
    },
  );

  it.each([
    ['/login', 'Sign In'],
    ['/signup', 'Create Account'],
    ['/seller/login', 'Sign In to Dashboard'],
    ['/seller/signup', 'Become a Seller'],
    ['/admin/users', 'Admin Login'],
  ])('%s opens its screen for a visitor', async (path, title) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  it.each(['/orders', '/wishlist', '/account'])('%s sends a visitor to /login', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(currentUrl(router)).toBe('/login');
  });

  it('/seller/dashboard sends a visitor to the seller login', async () => {
    const { router } = renderApp('/seller/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In to Dashboard' })).toBeVisible();
    expect(currentUrl(router)).toBe('/seller/login');
  });
});

describe('preloadScreens', () => {
  it.each([
    ['/', 'Our Products'],
    ['/about', 'About Thindi'],
    ['/login', 'Sign In'],
  ])('loads the screen of %s so it renders without a loading state', async (path, title) => {
    await preloadScreens(path);
    renderApp(path);
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(await screen.findByRole('heading', { name: title })).toBeVisible();
  });
});
