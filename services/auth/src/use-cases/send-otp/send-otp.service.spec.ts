import { AuthPatterns, type CustomerSendOtpResponse } from '@thindi/contracts';
import { AuthHarness, setClock, startAuth } from '../../../test/auth-harness';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** A code's answer says when another may be asked for, by the same rule that refuses one sooner. */
describe('auth service: how long until another code', () => {
  let auth: AuthHarness;
  let serial = 0;
  const fresh = (name = 'shopper') => `${name}${++serial}.${Date.now().toString(36)}@example.in`;
  const sendCode = (email: string, type: 'login' | 'registration') =>
    auth.send<CustomerSendOtpResponse>(AuthPatterns.sendOtp, { email, type });

  beforeAll(async () => {
    auth = await startAuth();
  }, SERVICE_START_TIMEOUT_MS);
  afterEach(() => jest.useRealTimers());
  afterAll(() => auth?.service.stop());

  it('answers a sign-in code request with the same wait for an account and for an unknown e-mail', async () => {
    const known = fresh();
    await auth.signUp(known);
    const forKnown = await sendCode(known, 'login');
    const forUnknown = await sendCode(fresh('nobody'), 'login');
    expect(forKnown.resendAfterSeconds).toBe(60);
    expect(forUnknown).toEqual({ ...forKnown, otpExpiry: expect.any(String) });
  });

  it('refuses another code until the wait it answered is over, then sends one', async () => {
    const email = fresh('nobody');
    setClock('2026-03-02T09:00:00Z');
    const { resendAfterSeconds } = await sendCode(email, 'login');
    setClock(new Date(Date.parse('2026-03-02T09:00:00Z') + (resendAfterSeconds - 1) * 1000));
    await expect(sendCode(email, 'login')).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
      message: 'Please wait 1 seconds before requesting a new code',
    });
    setClock(new Date(Date.parse('2026-03-02T09:00:00Z') + resendAfterSeconds * 1000));
    await expect(sendCode(email, 'login')).resolves.toMatchObject({ success: true, resendAfterSeconds });
  });

  it('answers the same wait for a sign-up code', async () => {
    await expect(sendCode(fresh(), 'registration')).resolves.toMatchObject({ resendAfterSeconds: 60 });
  });
});
