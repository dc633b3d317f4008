import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../test/render-app';

const user = makeUser();

async function openSignedIn(path = '/') {
  const api = mockApi({ 'GET /api/auth/me': () => meResponse(user) });
  storeCustomer(user, 'stored-token');
  const view = renderApp(path);
  const button = await screen.findByRole('button', { name: 'Account menu for Asha Raman' });
  return { ...view, api, button, u: userEvent.setup() };
}

describe('customer session', () => {
  it('checks the stored token with the server before showing the user menu', async () => {
    const { api } = await openSignedIn();
    const me = api.requests.find((r) => r.url.pathname === '/api/auth/me');
    expect(me && bearer(me.init)).toBe('stored-token');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('signs out silently when the server refuses the stored token', async () => {
    mockApi({ 'GET /api/auth/me': () => jsonResponse({ success: false, message: 'Invalid token' }, 401) });
    storeCustomer(user, 'expired-token');
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('thindi.customer.token')).toBeNull();
    expect(localStorage.getItem('thindi.customer.user')).toBeNull();
  });
});

describe('user menu', () => {
  it('shows the name, the e-mail and the entries', async () => {
    const { u, button } = await openSignedIn();
    await u.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = button.parentElement as HTMLElement;
    expect(within(menu).getByText('Asha Raman')).toBeVisible();
    expect(within(menu).getByText('asha@example.com')).toBeVisible();
    const links = within(menu).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Profile', '/account'],
      ['My Orders', '/orders'],
      ['Wishlist', '/wishlist'],
      ['Settings', '/account#preferences'],
    ]);
    expect(within(menu).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('closes on an outside click and on Escape', async () => {
    const { u, button } = await openSignedIn();
    await u.click(button);
    await u.click(screen.getByRole('heading', { name: 'Our Products' }));
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await u.click(button);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('signs out, clears the stored session and goes home', async () => {
    const { u, button, router } = await openSignedIn('/wishlist');
    await screen.findByRole('heading', { name: 'My Wishlist' });
    await u.click(button);
    await u.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(localStorage.getItem('thindi.customer.token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  it('My Orders opens the orders page for a signed-in customer', async () => {
    const { u, button, router } = await openSignedIn();
    await u.click(button);
    await u.click(screen.getByRole('link', { name: 'My Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    expect(currentUrl(router)).toBe('/orders');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });
});
