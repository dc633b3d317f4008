import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@thindi/contracts';
import { makeUser } from '../../../../test/accounts';
import { bearer, jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../test/render-app';

/** What follows a sign-in: a profile for an account registered with a password, a nudge for a weak password. */
const unnamed = makeUser({ firstName: '', lastName: '', phone: null, hasPassword: false });
const named = (over: Partial<User> = {}) => makeUser({ hasPassword: false, ...over });
const bodyOf = (api: { requests: { url: URL; init: RequestInit }[] }, path: string) =>
  JSON.parse(String(api.requests.find((r) => r.url.pathname === path)?.init.body));

async function signInByCode(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'POST /api/auth/send-otp': () =>
      jsonResponse({ success: true, message: 'sent', otpExpiry: '', resendAfterSeconds: 60 }),
    'POST /api/auth/login-with-otp': () =>
      jsonResponse({ success: true, message: 'Login successful', token: 'tok-1', user: unnamed, needsProfile: true }),
    ...handlers,
  });
  const view = renderApp('/login');
  const u = userEvent.setup();
  await u.click(await screen.findByRole('button', { name: 'OTP Login' }));
  await u.type(screen.getByLabelText('Email'), 'asha@example.com');
  await u.click(screen.getByRole('button', { name: 'Send OTP' }));
  await u.type(await screen.findByLabelText('Enter OTP'), '123456');
  await u.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Thindi' });
  return { ...view, api, u };
}

describe('the first code sign-in of an account registered with a password', () => {
  it('asks for the name, phone and a password again, saves them, and goes home signed in with the fresh token', async () => {
    const { api, u, router } = await signInByCode({
      'PUT /api/users/profile': () => jsonResponse({ success: true, message: 'Saved', user: named() }),
      'POST /api/auth/password': () => jsonResponse({ success: true, message: 'Password set', token: 'tok-2' }),
    });
    expect(
      screen.getByText(/Choose a password \(or keep the one you chose when you signed up: type it again\)/),
    ).toBeVisible();
    await u.type(screen.getByLabelText('First Name *'), 'Asha');
    await u.type(screen.getByLabelText('Last Name *'), 'Raman');
    await u.type(screen.getByLabelText('Password (optional)'), 'Kozhukattai-9');
    await u.type(screen.getByLabelText('Confirm Password'), 'Kozhukattai-9');
    await u.click(screen.getByRole('button', { name: 'Save and Continue' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(bodyOf(api, '/api/users/profile')).toEqual({ firstName: 'Asha', lastName: 'Raman', phone: '' });
    expect(bodyOf(api, '/api/auth/password')).toEqual({ password: 'Kozhukattai-9' });
    expect(bearer(api.requests.find((r) => r.url.pathname === '/api/auth/password')!.init)).toBe('tok-1');
    expect(localStorage.getItem('thindi.customer.token')).toBe('tok-2');
    expect(await screen.findByRole('button', { name: 'Account menu for Asha Raman' })).toBeVisible();
  });

  it('refuses a guessable password with the reason before anything is sent, and may go on without one', async () => {
    const { api, u, router } = await signInByCode({
      'PUT /api/users/profile': () => jsonResponse({ success: true, message: 'Saved', user: named() }),
    });
    await u.type(screen.getByLabelText('First Name *'), 'Asha');
    await u.type(screen.getByLabelText('Last Name *'), 'Raman');
    await u.type(screen.getByLabelText('Password (optional)'), 'password1');
    await u.type(screen.getByLabelText('Confirm Password'), 'password1');
    await u.click(screen.getByRole('button', { name: 'Save and Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is a very common password.');
    expect(api.requests.some((r) => r.url.pathname === '/api/users/profile')).toBe(false);

    await u.clear(screen.getByLabelText('Password (optional)'));
    await u.clear(screen.getByLabelText('Confirm Password'));
    await u.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(api.requests.some((r) => r.url.pathname === '/api/auth/password')).toBe(false);
    expect(localStorage.getItem('thindi.customer.token')).toBe('tok-1');
  });
});

describe('a password reset by code of an account registered with a password', () => {
  it('asks for the details only, as the reset chose the password', async () => {
    const reset = { ...unnamed, hasPassword: true };
    const api = mockApi({
      'POST /api/auth/forgot-password': () => jsonResponse({ success: true, message: 'Sent' }),
      'POST /api/auth/reset-password': () =>
        jsonResponse({ success: true, message: 'Reset', token: 'tok-1', user: reset, needsProfile: true }),
      'PUT /api/users/profile': () =>
        jsonResponse({ success: true, message: 'Saved', user: named({ hasPassword: true }) }),
    });
    const { router } = renderApp('/login');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Send Code' }));
    await u.type(await screen.findByLabelText('Code'), '482913');
    await u.type(screen.getByLabelText('New Password'), 'Kozhukattai-9');
    await u.type(screen.getByLabelText('Confirm New Password'), 'Kozhukattai-9');
    await u.click(screen.getByRole('button', { name: 'Set New Password' }));

    await screen.findByRole('heading', { level: 1, name: 'Welcome to Thindi' });
    expect(screen.queryByLabelText('Password (optional)')).toBeNull();
    await u.type(screen.getByLabelText('First Name *'), 'Asha');
    await u.type(screen.getByLabelText('Last Name *'), 'Raman');
    await u.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(api.requests.some((r) => r.url.pathname === '/api/auth/password')).toBe(false);
  });
});

describe('a password sign-in with a weak password', () => {
  it('goes to the account page, which asks for a stronger password', async () => {
    const user = makeUser({ hasPassword: true });
    mockApi({
      'POST /api/auth/login': () =>
        jsonResponse({ success: true, message: 'Login successful', token: 'tok-1', user, weakPassword: true }),
      'GET /api/auth/me': () => jsonResponse({ success: true, user }),
    });
    const { router } = renderApp('/login');
    const u = userEvent.setup();
    await u.type(await screen.findByLabelText('Email'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password'), 'abc123');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/account'));
    expect(await screen.findByText(/The password you signed in with is easy to guess/)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Change password' })).toBeVisible();
  });
});
