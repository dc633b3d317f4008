import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storeSession } from '@/lib/auth-storage';
import { bearer, deferredFetch, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { AdminDashboard } from './admin-dashboard';

const admin = { _id: 'a1', id: 'a1', firstName: 'Meena', lastName: 'Iyer', email: 'admin@thindi.in' };

async function openLogin() {
  renderApp('/admin');
  await screen.findByRole('heading', { level: 1, name: 'Admin Login' });
  return userEvent.setup();
}

describe('admin area', () => {
  it('shows the login with an e-mail input, a show/hide toggle and a restricted-access note', async () => {
    mockApi({});
    const u = await openLogin();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await u.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await u.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
    expect(screen.getByText(/Restricted access/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('asks for both fields and shows the server message or Login failed', async () => {
    let answer = jsonResponse({ success: false, message: 'Invalid email or password' }, 401);
    mockApi({ 'POST /api/admin/login': () => answer });
    const u = await openLogin();
    await u.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    await u.type(screen.getByLabelText('Email'), 'admin@thindi.in');
    await u.type(screen.getByLabelText('Password'), 'nope');
    await u.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    answer = jsonResponse({}, 500, 'Internal Server Error');
    await u.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
  });

  it("reads 'Signing In...' while busy, then welcomes the admin, who can log out", async () => {
    const pending = deferredFetch();
    const u = await openLogin();
    await u.type(screen.getByLabelText('Email'), 'admin@thindi.in');
    await u.type(screen.getByLabelText('Password'), 'Secret1!');
    await u.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    expect(screen.getByRole('button', { name: 'Signing In...' })).toBeDisabled();
    pending.release(jsonResponse({ success: true, message: 'ok', token: 'adm', admin }));

    expect(await screen.findByRole('heading', { name: 'Welcome, Meena Iyer' })).toBeVisible();
    expect(localStorage.getItem('thindi.admin.token')).toBe('adm');
    await u.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(localStorage.getItem('thindi.admin.token')).toBeNull();
  });

  it('checks a stored admin token with the admin token', async () => {
    const api = mockApi({ 'GET /api/admin/me': () => jsonResponse({ success: true, admin }) });
    storeSession('admin', 'adm-stored', admin);
    renderApp('/admin/sellers');
    expect(await screen.findByRole('heading', { name: 'Welcome, Meena Iyer' })).toBeVisible();
    expect(bearer(api.requests[0].init)).toBe('adm-stored');
  });

  it('goes back to the login, with no banner, when the server refuses the stored admin token mid-session', async () => {
    mockApi({
      'GET /api/admin/me': () => jsonResponse({ success: true, admin }),
      'GET /api/admin/stats': () => jsonResponse({ success: false, message: 'Session ended' }, 401),
    });
    storeSession('admin', 'adm-stored', admin);
    renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(localStorage.getItem('thindi.admin.token')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the dashboard without an admin says Access Denied', () => {
    render(<AdminDashboard admin={null} onLogout={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText('Please log in as an admin to access the dashboard.')).toBeVisible();
  });

  it("refuses a malformed e-mail with the admin login contract's message, without calling the server", async () => {
    const api = mockApi({});
    const u = await openLogin();
    await u.type(screen.getByLabelText('Email'), 'admin.thindi.in');
    await u.type(screen.getByLabelText('Password'), 'Secret1!');
    await u.click(screen.getByRole('button', { name: 'Sign In to Dashboard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email must be a valid e-mail address');
    expect(api.requests.filter((r) => r.init.method === 'POST')).toHaveLength(0);
  });
});
