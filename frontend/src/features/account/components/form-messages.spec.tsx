import { MemoryRouter } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../../../test/accounts';
import { jsonResponse, mockApi } from '../../../../test/fetch-mock';
import { renderWithClient } from '../../../../test/render-with-client';
import { AddressForm, EMPTY_ADDRESS } from './address-form';
import { ChangePasswordForm } from '@/components/auth/change-password-form';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { OtpCodeStep } from './otp-code-step';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';
import { ProfileForm } from './profile-form';
import { SignupDetailsForm } from './signup-details-form';

type User = ReturnType<typeof userEvent.setup>;
/** Each entry: what a person types, by label, before pressing the button. */
type Typing = [label: string, text: string][];

async function fillAndSubmit(u: User, typing: Typing, button: string) {
  for (const [label, text] of typing) {
    const input = screen.getByLabelText(label);
    if (input instanceof HTMLSelectElement) {
      await u.selectOptions(input, text);
      continue;
    }
    await u.clear(input);
    if (text) await u.type(input, text);
  }
  await u.click(screen.getByRole('button', { name: button }));
}

const chennai = { pincode: '600001', district: 'Chennai', state: 'Tamil Nadu', stateCode: '33', places: ['Parrys'] };

const never = jest.fn(() => Promise.reject(new Error('the form should not have called the server')));
afterEach(() => never.mockClear());

describe('sign-in forms show their own messages before calling the server', () => {
  beforeEach(() => mockApi({}));

  it.each<[Typing, string]>([
    [[], 'Please fill in all fields'],
    [[['Email', 'asha@example.com']], 'Please fill in all fields'],
    [[['Password', 'Secret1!']], 'Please fill in all fields'],
  ])('password login: %j shows "%s"', async (typing, message) => {
    renderWithClient(<PasswordLoginForm onSignedIn={never} />);
    await fillAndSubmit(userEvent.setup(), typing, 'Sign In');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('OTP login asks for the e-mail', async () => {
    renderWithClient(<OtpLoginForm onSignedIn={never} />);
    await fillAndSubmit(userEvent.setup(), [], 'Send OTP');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email address');
  });

  it.each<[string]>([[''], ['12345']])('the code step refuses "%s" as a 6-digit OTP', async (code) => {
    renderWithClient(
      <OtpCodeStep
        email="asha@example.com"
        resendAfterSeconds={60}
        submitLabel="Verify"
        busyLabel="Verifying..."
        verifyFallback="OTP login failed"
        onVerify={never}
        onResend={never}
        onBack={() => undefined}
      />,
    );
    await fillAndSubmit(userEvent.setup(), [['Enter OTP', code]], 'Verify');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP');
    expect(never).not.toHaveBeenCalled();
  });
});

describe('sign-up shows each spec message in order', () => {
  const details: Typing = [
    ['First Name *', 'Asha'],
    ['Last Name *', 'Raman'],
    ['Email *', 'asha@example.com'],
  ];

  it.each<[Typing, boolean, string]>([
    [[], false, 'Please fill in all required fields'],
    [[...details.slice(1), ['Password *', 'Secret1!']], true, 'Please fill in all required fields'],
    [[...details, ['Password *', 'abc']], true, 'Passwords do not match'],
    [
      [...details, ['Password *', 'abc'], ['Confirm Password *', 'abc']],
      true,
      'Password must be at least 8 characters long',
    ],
    [
      [...details, ['Password *', 'password1'], ['Confirm Password *', 'password1']],
      true,
      'This is a very common password. Add another word or two. Uncommon words are better.',
    ],
    [
      [...details, ['Password *', 'asharaman'], ['Confirm Password *', 'asharaman']],
      true,
      'A password made of your name or e-mail address is easy to guess.',
    ],
    [
      [...details, ['Password *', 'Kozhukattai-9'], ['Confirm Password *', 'Kozhukattai-9']],
      false,
      'Please accept the Terms of Service and Privacy Policy',
    ],
  ])('%j (terms %s) shows "%s"', async (typing, terms, message) => {
    renderWithClient(
      <MemoryRouter>
        <SignupDetailsForm onSubmit={never} />
      </MemoryRouter>,
    );
    const u = userEvent.setup();
    if (terms) await u.click(screen.getByRole('checkbox'));
    await fillAndSubmit(u, typing, 'Send Verification Code');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('password forms show their messages', () => {
  it('forgot password asks for the e-mail, then checks the code, the length and the confirmation', async () => {
    const calls = { forgot: jest.fn(async () => ({ message: 'Sent' })), reset: never };
    renderWithClient(<ForgotPasswordForm calls={calls} onSignedIn={never} onCancel={() => undefined} />);
    const u = userEvent.setup();
    await fillAndSubmit(u, [], 'Send Code');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your email');
    await fillAndSubmit(u, [['Email', 'asha@example.com']], 'Send Code');
    await screen.findByText('Sent');

    const steps: [Typing, string][] = [
      [[['Code', '12']], 'Please enter a valid 6-digit OTP'],
      [
        [
          ['Code', '123456'],
          ['New Password', 'abc'],
        ],
        'Password must be at least 8 characters long',
      ],
      [[['New Password', 'qwertyuiop']], 'This is a top-100 common password.'],
      [
        [
          ['New Password', 'Kozhukattai-9'],
          ['Confirm New Password', 'Kozhukattai-8'],
        ],
        'Passwords do not match',
      ],
    ];
    for (const [typing, message] of steps) {
      await fillAndSubmit(u, typing, 'Set New Password');
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    }
    expect(never).not.toHaveBeenCalled();
  });

  it.each<[Typing, string]>([
    [[], 'Please fill in all fields'],
    [
      [
        ['Current Password', 'old-secret'],
        ['New Password', 'abc'],
        ['Confirm New Password', 'abc'],
      ],
      'Password must be at least 8 characters long',
    ],
    [
      [
        ['Current Password', 'old-secret'],
        ['New Password', 'aaaaaaaa'],
        ['Confirm New Password', 'aaaaaaaa'],
      ],
      'Repeats like "aaa" are easy to guess. Avoid repeated words and characters.',
    ],
    [
      [
        ['Current Password', 'old-secret'],
        ['New Password', 'Kozhukattai-9'],
        ['Confirm New Password', 'Kozhukattai-8'],
      ],
      'Passwords do not match',
    ],
    [
      [
        ['Current Password', 'Kozhukattai-9'],
        ['New Password', 'Kozhukattai-9'],
        ['Confirm New Password', 'Kozhukattai-9'],
      ],
      'The new password must differ from the current one',
    ],
  ])('change password: %j shows "%s"', async (typing, message) => {
    renderWithClient(<ChangePasswordForm change={never} onChanged={never} />);
    await fillAndSubmit(userEvent.setup(), typing, 'Change Password');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('profile and address forms show their messages', () => {
  it.each<[Typing, string]>([
    [[['First Name *', '']], 'Please fill in all required fields'],
    [[['Last Name *', '']], 'Please fill in all required fields'],
    [[['Phone', '0123']], 'Please enter a valid phone number'],
  ])('profile: %j shows "%s"', async (typing, message) => {
    const api = mockApi({ 'PUT /api/users/profile': () => jsonResponse({ success: true, user: makeUser() }) });
    renderWithClient(<ProfileForm user={makeUser()} onSaved={never} />);
    await fillAndSubmit(userEvent.setup(), typing, 'Save Profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(api.requests).toHaveLength(0);
  });

  // In the form's order: the pincode first, then the city and state it filled, as the shopper leaves them.
  const complete: Typing = [
    ['First name *', 'Asha'],
    ['Last name *', 'Raman'],
    ['Pincode *', '600001'],
    ['City *', 'Chennai'],
    ['State *', 'Tamil Nadu'],
    ['Street *', '12 Gandhi Road'],
    ['Phone *', '9876543210'],
  ];
  const without = (label: string): Typing => complete.map(([l, text]) => [l, l === label ? '' : text]);
  const replacing = (label: string, text: string): Typing => complete.map(([l, t]) => [l, l === label ? text : t]);

  it.each<[Typing, string]>([
    [without('First name *'), 'First name is required'],
    [without('Last name *'), 'Last name is required'],
    [without('Street *'), 'Street is required'],
    [without('City *'), 'City is required'],
    [without('State *'), 'State is required'],
    [without('Pincode *'), 'Pincode is required'],
    [without('Phone *'), 'Phone is required'],
    [replacing('Pincode *', '012345'), 'Please enter a valid pincode'],
    [replacing('Phone *', '0123'), 'Please enter a valid phone number'],
  ])('address: %j shows "%s"', async (typing, message) => {
    mockApi({ 'GET /api/pincodes/600001': () => jsonResponse({ success: true, pincode: chennai }) });
    renderWithClient(
      <AddressForm initial={EMPTY_ADDRESS} submitLabel="Add Address" onSubmit={never} onCancel={() => undefined} />,
    );
    await fillAndSubmit(userEvent.setup(), typing, 'Add Address');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(never).not.toHaveBeenCalled();
  });
});
