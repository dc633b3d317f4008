import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, meResponse, storeCustomer } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../test/render-app';

const user = makeUser();
const bodyOf = (api: { requests: { url: URL; init: RequestInit }[] }, path: string) =>
  JSON.parse(String(api.requests.find((r) => r.url.pathname === path)?.init.body));

describe("'Forgot password?' on /login", () => {
  async function openForgot(handlers: Parameters<typeof mockApi>[0]) {
    const api = mockApi(handlers);
    const view = renderApp('/login');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot Password' });
    return { ...view, api, u };
  }

  it('sends a code, then sets the new password with it and signs in', async () => {
    const { api, u, router } = await openForgot({
      'POST /api/auth/forgot-password': () =>
        jsonResponse({ success: true, message: 'If an account exists for this e-mail, we sent a code' }),
      'POST /api/auth/reset-password': () =>
        jsonResponse({ success: true, message: 'Password reset', token: 'fresh-token', user }),
    });
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('If an account exists for this e-mail, we sent a code')).toBeVisible();
    expect(bodyOf(api, '/api/auth/forgot-password')).toEqual({ email: 'asha@example.com' });

    await u.type(screen.getByLabelText('Code'), '482913');
    await u.type(screen.getByLabelText('New Password'), 'Payasam@456');
    await u.type(screen.getByLabelText('Confirm New Password'), 'Payasam@456');
    await u.click(screen.getByRole('button', { name: 'Set New Password' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(bodyOf(api, '/api/auth/reset-password')).toEqual({
      email: 'asha@example.com',
      otp: '482913',
      newPassword: 'Payasam@456',
    });
    expect(localStorage.getItem('thindi.customer.token')).toBe('fresh-token');
  });

  it('refuses a short code or mismatched passwords before calling the server, and shows a wrong code', async () => {
    const { api, u } = await openForgot({
      'POST /api/auth/forgot-password': () => jsonResponse({ success: true, message: 'Sent' }),
      'POST /api/auth/reset-password': () => jsonResponse({ success: false, message: 'Invalid or expired OTP' }, 400),
    });
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Code' }));
    await screen.findByText('Sent');
    await u.type(screen.getByLabelText('Code'), '12');
    await u.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP');
    await u.type(screen.getByLabelText('Code'), '3456');
    await u.type(screen.getByLabelText('New Password'), 'Payasam@456');
    await u.type(screen.getByLabelText('Confirm New Password'), 'Payasam@457');
    await u.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(api.requests.some((r) => r.url.pathname === '/api/auth/reset-password')).toBe(false);

    await u.clear(screen.getByLabelText('Confirm New Password'));
    await u.type(screen.getByLabelText('Confirm New Password'), 'Payasam@456');
    await u.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Invalid or expired OTP')).toBeVisible();
  });
});

describe('change password and sign out everywhere on /account', () => {
  async function openAccount(handlers: Parameters<typeof mockApi>[0]) {
    const api = mockApi({ 'GET /api/auth/me': () => meResponse(user), ...handlers });
    storeCustomer(user, 'cust-token');
    const view = renderApp('/account');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    return {
      ...view,
      api,
      u: userEvent.setup(),
      section: screen.getByRole('region', { name: 'Password and Sessions' }),
    };
  }

  it('changes the password with the current one and keeps this session with the fresh token', async () => {
    const { api, u, section } = await openAccount({
      'POST /api/auth/change-password': () =>
        jsonResponse({
          success: true,
          message: 'Password changed. You were signed out on every other device.',
          token: 'fresh-token',
        }),
    });
    await u.type(within(section).getByLabelText('Current Password'), 'Murukku@123');
    await u.type(within(section).getByLabelText('New Password'), 'Payasam@456');
    await u.type(within(section).getByLabelText('Confirm New Password'), 'Payasam@456');
    await u.click(within(section).getByRole('button', { name: 'Change Password' }));

    expect(await within(section).findByText(/signed out on every other device/)).toBeVisible();
    const call = api.requests.find((r) => r.url.pathname === '/api/auth/change-password')!;
    expect(JSON.parse(String(call.init.body))).toEqual({ currentPassword: 'Murukku@123', newPassword: 'Payasam@456' });
    expect(bearer(call.init)).toBe('cust-token');
    expect(localStorage.getItem('thindi.customer.token')).toBe('fresh-token');
  });

  it('shows a wrong current password, and keeps the token', async () => {
    const { u, section } = await openAccount({
      'POST /api/auth/change-password': () =>
        jsonResponse({ success: false, message: 'Your current password is not correct' }, 400),
    });
    await u.type(within(section).getByLabelText('Current Password'), 'nope');
    await u.type(within(section).getByLabelText('New Password'), 'Payasam@456');
    await u.type(within(section).getByLabelText('Confirm New Password'), 'Payasam@456');
    await u.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Your current password is not correct');
    expect(localStorage.getItem('thindi.customer.token')).toBe('cust-token');
  });

  it('signs out everywhere and forgets the session here', async () => {
    const { api, u, section } = await openAccount({
      'POST /api/auth/sign-out-everywhere': () => jsonResponse({ success: true, message: 'Signed out' }),
    });
    await u.click(within(section).getByRole('button', { name: 'Sign Out Everywhere' }));
    await waitFor(() => expect(localStorage.getItem('thindi.customer.token')).toBeNull());
    expect(api.requests.some((r) => r.url.pathname === '/api/auth/sign-out-everywhere')).toBe(true);
  });
});
