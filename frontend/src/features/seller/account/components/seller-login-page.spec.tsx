import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '@/lib/auth-storage';
import { bearer, jsonResponse, mockApi } from '../../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../../test/render-app';
import { makeSeller } from '../../../../../test/sellers';

describe('seller login and dashboard', () => {
  it('asks for both fields, shows the server message, then opens the dashboard', async () => {
    let answer = jsonResponse({ success: false, message: 'Invalid email or password' }, 401);
    mockApi({ 'POST /api/sellers/login': () => answer });
    const { router } = renderApp('/seller/login');
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sign In to Dashboard' });
    expect(screen.getByRole('link', { name: 'Register your business' })).toHaveAttribute('href', '/seller/signup');
    expect(screen.getByRole('link', { name: 'Customer sign in' })).toHaveAttribute('href', '/login');

    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await u.type(screen.getByLabelText('Email'), 'amma@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    answer = jsonResponse({ success: true, message: 'ok', token: 's-tok', seller: makeSeller({ isVerified: true }) });
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/seller/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amma Sweets' })).toBeVisible();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('checks a stored seller token and logs out to the seller login', async () => {
    const api = mockApi({ 'GET /api/sellers/me': () => jsonResponse({ success: true, seller: makeSeller() }) });
    storeSession('seller', 's-tok', makeSeller());
    const { router } = renderApp('/seller/login');
    await waitFor(() => expect(currentUrl(router)).toBe('/seller/dashboard'));
    const me = api.requests.find((r) => r.url.pathname === '/api/sellers/me');
    expect(me && bearer(me.init)).toBe('s-tok');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/seller/login'));
    expect(localStorage.getItem('thindi.seller.token')).toBeNull();
  });

  it('clears a refused seller token silently', async () => {
    mockApi({ 'GET /api/sellers/me': () => jsonResponse({ success: false, message: 'Unauthorized' }, 401) });
    storeSession('seller', 'old', makeSeller());
    const { router } = renderApp('/seller/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Sign In to Dashboard' });
    expect(currentUrl(router)).toBe('/seller/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('thindi.seller.seller')).toBeNull();
  });
});

describe('seller login form rules', () => {
  it("refuses a malformed e-mail with the login contract's message, without calling the server", async () => {
    const api = mockApi({});
    renderApp('/seller/login');
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sign In to Dashboard' });
    await u.type(screen.getByLabelText('Email'), 'amma.example.com');
    await u.type(screen.getByLabelText('Password'), 'secret1');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email must be a valid e-mail address');
    expect(api.requests.filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });

  it('asks for the password when only the e-mail is given', async () => {
    mockApi({});
    renderApp('/seller/login');
    const u = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sign In to Dashboard' });
    await u.type(screen.getByLabelText('Email'), 'amma@example.com');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
  });
});
