import type { CustomerSendOtpResponse } from '@thindi/contracts';
import { freshEmail, verifiedCustomer } from './accounts-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;

/** POST /api/auth/send-otp through the gateway, as the SPA calls it. */
async function sendCode(email: string, type: 'login' | 'registration') {
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url: '/api/auth/send-otp', payload: { email, type } });
  return { status: res.statusCode, body: res.json<CustomerSendOtpResponse & { message: string }>() };
}

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
  });
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/auth/send-otp: when another code may be asked for', () => {
  it('answers the seconds to wait, the same for an account and for an e-mail without one', async () => {
    const { email } = await verifiedCustomer(app);
    const known = await sendCode(email, 'login');
    const unknown = await sendCode(freshEmail('nobody'), 'login');
    expect(known).toEqual({
      status: 200,
      body: { success: true, message: expect.any(String), otpExpiry: expect.any(String), resendAfterSeconds: 60 },
    });
    expect(unknown).toEqual({ status: 200, body: { ...known.body, otpExpiry: expect.any(String) } });
  });

  it('refuses a code asked for sooner, within the wait it answered', async () => {
    const email = freshEmail('nobody');
    const first = await sendCode(email, 'login');
    const again = await sendCode(email, 'login');
    expect(again.status).toBe(429);
    const wait = Number(/^Please wait (\d+) seconds before requesting a new code$/.exec(again.body.message)?.[1]);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(first.body.resendAfterSeconds);
  });
});
