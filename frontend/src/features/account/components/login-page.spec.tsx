import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../test/render-app';

const user = makeUser();
const signedIn = () => jsonResponse({ success: true, message: 'Login successful', token: 'tok-1', user });
const refused = (message?: string, status = 401, code?: string) =>
  jsonResponse({ success: false, ...(message ? { message } : {}), ...(code ? { code } : {}) }, status);

async function openLogin(options?: Parameters<typeof userEvent.setup>[0]) {
  const view = renderApp('/login');
  await screen.findByRole('heading', { level: 1, name: 'Sign In' });
  return { ...view, u: userEvent.setup(options) };
}

describe('password login', () => {
  it('asks for both fields', async () => {
    mockApi({});
    const { u } = await openLogin();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('signs in, stores the token and user, and goes home', async () => {
    const api = mockApi({ 'POST /api/auth/login': signedIn });
    const { u, router } = await openLogin();
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password'), 'Secret1!');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(JSON.parse(String(api.sent[0].init.body))).toEqual({ email: 'asha@example.com', password: 'Secret1!' });
    expect(localStorage.getItem('thindi.customer.token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('thindi.customer.user') ?? '{}')).toMatchObject({ email: user.email });
    expect(await screen.findByRole('button', { name: 'Account menu for Asha Raman' })).toBeVisible();
  });

  it.each([
    ['Invalid email or password', 'AUTH.INVALID_CREDENTIALS', 'Invalid email or password'],
    [undefined, undefined, 'Login failed'],
  ])('shows the right message when the server says %s (%s)', async (serverMessage, code, shown) => {
    mockApi({ 'POST /api/auth/login': () => refused(serverMessage, 401, code) });
    const { u } = await openLogin();
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('links to sign-up and the seller login', async () => {
    mockApi({});
    await openLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Seller sign in' })).toHaveAttribute('href', '/seller/login');
  });
});

describe('OTP login', () => {
  afterEach(() => jest.useRealTimers());

  const sent = (resendAfterSeconds: number) =>
    jsonResponse({ success: true, message: 'sent', otpExpiry: '', resendAfterSeconds });

  async function toCodeStep(handlers: Parameters<typeof mockApi>[0]) {
    const api = mockApi({ 'POST /api/auth/send-otp': () => sent(60), ...handlers });
    const view = await openLogin({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await view.u.click(screen.getByRole('button', { name: 'OTP Login' }));
    await view.u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await view.u.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByLabelText('Enter OTP');
    return { ...view, api };
  }

  it('asks for the e-mail first and explains a failed send', async () => {
    mockApi({ 'POST /api/auth/send-otp': () => refused(undefined, 500) });
    const { u } = await openLogin();
    await u.click(screen.getByRole('button', { name: 'OTP Login' }));
    await u.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email address');
    await u.type(screen.getByLabelText('Email'), 'asha@example.com');
    await u.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
  });

  it('keeps digits only, at most six, and checks the length', async () => {
    jest.useFakeTimers();
    const { u, api } = await toCodeStep({});
    expect(JSON.parse(String(api.sent[0].init.body))).toEqual({ email: 'asha@example.com', type: 'login' });
    const code = screen.getByLabelText('Enter OTP');
    await u.type(code, '12a3');
    expect(code).toHaveValue('123');
    await u.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP');
    await u.type(code, '45678');
    expect(code).toHaveValue('123456');
  });

  it('signs in with the code, or shows the server message or the fallback', async () => {
    jest.useFakeTimers();
    let answer = refused('Invalid or expired OTP', 400);
    const { u, router } = await toCodeStep({ 'POST /api/auth/login-with-otp': () => answer });
    await u.type(screen.getByLabelText('Enter OTP'), '123456');
    await u.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
    answer = refused(undefined, 500);
    await u.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('OTP login failed'));
    answer = signedIn();
    await u.click(screen.getByRole('button', { name: 'Verify & Sign In' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it("offers a resend when the server's wait ends, and counts the code's 10 minutes apart", async () => {
    jest.useFakeTimers();
    await toCodeStep({});
    expect(screen.getByText('Code expires in 10:00')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend in 1:00' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Resend in 0:59' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(screen.getByText('Code expires in 9:00')).toBeVisible();
  });

  it('says in the page that a new code was sent, and waits again as long as the server says', async () => {
    jest.useFakeTimers();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    let resend = refused(undefined, 500);
    const { u, api } = await toCodeStep({});
    act(() => jest.advanceTimersByTime(60_000));

    api.fn.mockImplementationOnce(async () => resend);
    await u.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to resend OTP');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    resend = sent(45);
    api.fn.mockImplementationOnce(async () => resend);
    await u.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('status')).toHaveTextContent('New code sent to asha@example.com.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend in 0:45' })).toBeDisabled();
    expect(screen.getByText('Code expires in 10:00')).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('says the same for an e-mail without an account, and offers to sign up from the code step', async () => {
    jest.useFakeTimers();
    const { u, router } = await toCodeStep({});
    expect(screen.getByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to asha@example.com.',
    );
    expect(screen.getByText(/No account\?/)).toHaveTextContent('No account? Sign up');
    await u.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(currentUrl(router)).toBe('/signup');
    expect(screen.getByLabelText('Email *')).toHaveValue('asha@example.com');
  });

  it('puts the code field in focus when the code step opens', async () => {
    jest.useFakeTimers();
    await toCodeStep({});
    expect(screen.getByLabelText('Enter OTP')).toHaveFocus();
  });

  it('goes back to the e-mail step', async () => {
    jest.useFakeTimers();
    const { u } = await toCodeStep({});
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});

it('sends a signed-in customer from /login to the home page', async () => {
  localStorage.setItem('thindi.customer.token', 'tok-1');
  localStorage.setItem('thindi.customer.user', JSON.stringify(user));
  mockApi({ 'GET /api/auth/me': () => jsonResponse({ success: true, user }) });
  const { router } = renderApp('/login');
  await waitFor(() => expect(currentUrl(router)).toBe('/'));
});
