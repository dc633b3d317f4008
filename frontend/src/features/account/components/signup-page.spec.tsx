import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { currentUrl, renderApp } from '../../../../test/render-app';

const sent = () => jsonResponse({ success: true, message: 'OTP sent', otpExpiry: '', resendAfterSeconds: 60 });

async function openSignup() {
  const view = renderApp('/signup');
  await screen.findByRole('heading', { level: 1, name: 'Create Account' });
  return { ...view, u: userEvent.setup() };
}

async function fillDetails(u: ReturnType<typeof userEvent.setup>, password = 'Kozhukattai-9', confirm = password) {
  await u.type(screen.getByLabelText('First Name *'), 'Asha');
  await u.type(screen.getByLabelText('Last Name *'), 'Raman');
  await u.type(screen.getByLabelText('Email *'), 'Asha@Example.com');
  await u.type(screen.getByLabelText('Password *'), password);
  if (confirm) await u.type(screen.getByLabelText('Confirm Password *'), confirm);
}

const submit = () => screen.getByRole('button', { name: 'Send Verification Code' });

describe('sign-up, step 1: Account Details', () => {
  it('asks for the required fields', async () => {
    mockApi({});
    const { u } = await openSignup();
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    await u.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
  });

  it.each([
    ['abc', 'Weak'],
    ['password1', 'Weak'],
    ['Admin@123', 'Fair'],
    ['Attacker@123', 'Good'],
    ['Masala-Dosa-42', 'Strong'],
  ])('rates the password %s as %s, by the rule the server checks', async (password, label) => {
    mockApi({});
    const { u } = await openSignup();
    await u.type(screen.getByLabelText('Password *'), password);
    expect(await screen.findByText(`Password strength: ${label}`)).toBeVisible();
  });

  it('says under the password why the server would refuse it', async () => {
    mockApi({});
    const { u } = await openSignup();
    await u.type(screen.getByLabelText('Password *'), '12345678');
    expect(
      await screen.findByText('This is a top-10 common password. Add another word or two. Uncommon words are better.'),
    ).toBeVisible();
    await u.type(screen.getByLabelText('Password *'), '-Kozhukattai');
    await waitFor(() => expect(screen.queryByText(/top-10 common password/)).toBeNull());
  });

  it('says live whether the passwords match and disables sending while they differ', async () => {
    mockApi({});
    const { u } = await openSignup();
    await fillDetails(u, 'Kozhukattai-9', 'Kozhukattai-');
    expect(screen.getByText("Passwords don't match")).toBeVisible();
    expect(submit()).toBeDisabled();
    await u.type(screen.getByLabelText('Confirm Password *'), '9');
    expect(screen.getByText('Passwords match')).toBeVisible();
    expect(submit()).toBeEnabled();
  });

  it('checks the confirmation, the length and the terms', async () => {
    mockApi({});
    const { u } = await openSignup();
    await fillDetails(u, 'abc', '');
    await u.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    await u.type(screen.getByLabelText('Confirm Password *'), 'abc');
    await u.click(submit());
    expect(
      await screen.findByText('Password must be at least 8 characters long', { selector: '[role=alert]' }),
    ).toBeVisible();
    await u.type(screen.getByLabelText('Password *'), '-Kozhukattai-9');
    await u.type(screen.getByLabelText('Confirm Password *'), '-Kozhukattai-9');
    await u.click(submit());
    expect(
      await screen.findByText('Please accept the Terms of Service and Privacy Policy', { selector: '[role=alert]' }),
    ).toBeVisible();
  });

  it("shows the server's refusal, or 'Failed to send OTP'", async () => {
    const wait = 'Please wait 42 seconds before requesting a new code';
    let answer = jsonResponse({ success: false, message: wait, code: 'AUTH.CODE_REQUESTED_TOO_SOON' }, 429);
    mockApi({ 'POST /api/auth/send-otp': () => answer });
    const { u } = await openSignup();
    await fillDetails(u);
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(wait);
    answer = jsonResponse({ success: false }, 500, 'Internal Server Error');
    await u.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP'));
  });
});

describe('sign-up: each step checks its own fields, and Back keeps them', () => {
  it('refuses a bad phone on the details step, in a sentence, before any code is sent', async () => {
    const api = mockApi({ 'POST /api/auth/send-otp': sent });
    const { u } = await openSignup();
    await fillDetails(u);
    await u.type(screen.getByLabelText('Phone (optional)'), '0123');
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid phone number');
    expect(screen.getByRole('heading', { name: 'Account Details' })).toBeVisible();
    expect(api.sent).toHaveLength(0);
  });

  it('takes the phone as people type it and sends the 10 digits', async () => {
    const api = mockApi({ 'POST /api/auth/send-otp': sent, 'POST /api/auth/verify-otp': () => jsonResponse({}, 500) });
    const { u } = await openSignup();
    await fillDetails(u);
    await u.type(screen.getByLabelText('Phone (optional)'), '+91 98765 43210');
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(submit());
    await u.type(await screen.findByLabelText('Enter OTP'), '654321');
    await u.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await screen.findByText('OTP verification failed');
    expect(JSON.parse(String(api.sent.at(-1)?.init.body)).userData.phone).toBe('9876543210');
  });

  it('shows everything typed again after Back from the code step', async () => {
    mockApi({ 'POST /api/auth/send-otp': sent });
    const { u } = await openSignup();
    await fillDetails(u);
    await u.type(screen.getByLabelText('Phone (optional)'), '98765 43210');
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(submit());
    await screen.findByRole('heading', { name: 'Email Verification' });
    await u.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByLabelText('First Name *')).toHaveValue('Asha');
    expect(screen.getByLabelText('Last Name *')).toHaveValue('Raman');
    expect(screen.getByLabelText('Email *')).toHaveValue('Asha@Example.com');
    expect(screen.getByLabelText('Phone (optional)')).toHaveValue('98765 43210');
    expect(screen.getByLabelText('Password *')).toHaveValue('Kozhukattai-9');
    expect(screen.getByLabelText('Confirm Password *')).toHaveValue('Kozhukattai-9');
    expect(screen.getByRole('checkbox', { name: /Terms of Service/ })).toBeChecked();
  });

  it('links its Terms and Privacy words to the policy pages', async () => {
    mockApi({});
    await openSignup();
    const terms = screen.getByRole('checkbox', { name: /Terms of Service/ }).closest('label') as HTMLElement;
    expect(within(terms).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(terms).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

describe('sign-up, step 2: Email Verification', () => {
  it('says it sent a code to the e-mail, whether or not the e-mail has an account (the server answers alike)', async () => {
    mockApi({ 'POST /api/auth/send-otp': sent });
    const { u } = await openSignup();
    await fillDetails(u);
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(submit());
    expect(await screen.findByText(/We sent a 6-digit code to/)).toHaveTextContent(
      'We sent a 6-digit code to asha@example.com.',
    );
  });

  it('sends the code, verifies it with the details, signs in and goes home', async () => {
    const user = makeUser();
    let verify = jsonResponse({ success: false }, 500);
    const api = mockApi({ 'POST /api/auth/send-otp': sent, 'POST /api/auth/verify-otp': () => verify });
    const { u, router } = await openSignup();
    await fillDetails(u);
    await u.type(screen.getByLabelText('Phone (optional)'), '9876543210');
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    await u.click(submit());

    expect(await screen.findByRole('heading', { name: 'Email Verification' })).toBeVisible();
    expect(JSON.parse(String(api.sent[0].init.body))).toEqual({
      email: 'asha@example.com',
      firstName: 'Asha',
      type: 'registration',
    });
    expect(screen.getByRole('button', { name: 'Resend in 1:00' })).toBeDisabled();
    await u.type(screen.getByLabelText('Enter OTP'), '654321');
    await u.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');

    verify = jsonResponse({ success: true, message: 'Registered', token: 'tok-new', user });
    await u.click(screen.getByRole('button', { name: 'Verify & Create Account' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(JSON.parse(String(api.sent.at(-1)?.init.body))).toEqual({
      email: 'asha@example.com',
      otp: '654321',
      userData: {
        firstName: 'Asha',
        lastName: 'Raman',
        email: 'asha@example.com',
        phone: '9876543210',
        password: 'Kozhukattai-9',
      },
    });
    expect(localStorage.getItem('thindi.customer.token')).toBe('tok-new');
  });

  it('brings the step heading into view and puts the code field in focus', async () => {
    mockApi({ 'POST /api/auth/send-otp': sent });
    const { u } = await openSignup();
    await fillDetails(u);
    await u.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    await u.click(submit());

    const heading = await screen.findByRole('heading', { name: 'Email Verification' });
    await waitFor(() => expect(scrolled.mock.contexts).toContain(heading));
    expect(screen.getByLabelText('Enter OTP')).toHaveFocus();
    scrolled.mockRestore();
  });

  it('links to the login and the seller sign-up', async () => {
    mockApi({});
    await openSignup();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register as a seller' })).toHaveAttribute('href', '/seller/signup');
  });
});
