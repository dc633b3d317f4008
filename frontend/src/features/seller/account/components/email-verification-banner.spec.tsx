import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bearer, jsonResponse } from '../../../../../test/fetch-mock';
import { callsTo, openDashboard } from '../../../../../test/seller-dashboard';
import { makeSeller } from '../../../../../test/sellers';

const unverified = makeSeller({ emailVerified: false });
const banner = () => screen.getByRole('region', { name: 'Verify your e-mail' });

describe('seller dashboard: e-mail verification banner', () => {
  it('asks a seller whose e-mail is not verified for the code, and verifies it', async () => {
    const { api } = await openDashboard({
      seller: unverified,
      handlers: {
        'POST /api/sellers/verify-email': () =>
          jsonResponse({
            success: true,
            message: 'Email verified successfully',
            seller: { ...unverified, emailVerified: true },
          }),
      },
    });
    expect(banner()).toHaveTextContent('We sent a 6-digit code to amma@example.com.');
    const u = userEvent.setup();
    await u.type(within(banner()).getByRole('textbox', { name: 'Verification code' }), '123456');
    await u.click(within(banner()).getByRole('button', { name: 'Verify e-mail' }));

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Email verified successfully');
    const [call] = callsTo(api, 'POST', '/api/sellers/verify-email');
    expect(JSON.parse(String(call!.init.body))).toEqual({ otp: '123456' });
    expect(bearer(call!.init)).toBe('s-tok');
  });

  it("shows the server's message for a wrong code and keeps asking", async () => {
    await openDashboard({
      seller: unverified,
      handlers: {
        'POST /api/sellers/verify-email': () =>
          jsonResponse({ success: false, message: 'Invalid or expired OTP' }, 400, 'Bad Request'),
      },
    });
    const u = userEvent.setup();
    await u.type(within(banner()).getByRole('textbox', { name: 'Verification code' }), '000000');
    await u.click(within(banner()).getByRole('button', { name: 'Verify e-mail' }));
    expect(await within(banner()).findByRole('alert')).toHaveTextContent('Invalid or expired OTP');
  });

  it('refuses a code that is not six digits without calling the server', async () => {
    const { api } = await openDashboard({ seller: unverified });
    const u = userEvent.setup();
    await u.type(within(banner()).getByRole('textbox', { name: 'Verification code' }), '12a');
    await u.click(within(banner()).getByRole('button', { name: 'Verify e-mail' }));
    expect(within(banner()).getByRole('alert')).toHaveTextContent('Please enter a valid 6-digit OTP');
    expect(callsTo(api, 'POST', '/api/sellers/verify-email')).toHaveLength(0);
  });

  it('resends the code and waits a minute before the next resend', async () => {
    const { api } = await openDashboard({
      seller: unverified,
      handlers: {
        'POST /api/sellers/send-otp': () =>
          jsonResponse({ success: true, message: 'OTP sent to your email', otpExpiry: '2026-01-01T00:10:00.000Z' }),
      },
    });
    const u = userEvent.setup();
    await u.click(within(banner()).getByRole('button', { name: 'Resend code' }));
    expect(await within(banner()).findByRole('status')).toHaveTextContent('OTP sent to your email');
    expect(within(banner()).getByRole('button', { name: /^Resend in 1:00|^Resend in 0:5\d/ })).toBeDisabled();
    const [call] = callsTo(api, 'POST', '/api/sellers/send-otp');
    expect(JSON.parse(String(call!.init.body))).toEqual({ email: 'amma@example.com', businessName: 'Amma Sweets' });
  });

  it('shows no banner once the e-mail is verified', async () => {
    await openDashboard({ seller: makeSeller({ emailVerified: true }) });
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
  });
});
