import { AuthPatterns, type AuthResponse } from '@thindi/contracts';
import { AuthHarness, setClock, startAuth } from '../../../test/auth-harness';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/**
 * Guessing e-mailed codes: wrong codes are counted per account and client address across reissued codes, each one
 * beyond three in an hour makes the account wait longer, and the count is kept in the auth database.
 */
describe('auth service: wrong codes across reissued codes', () => {
  let auth: AuthHarness;
  let serial = 0;
  let now = Date.parse('2026-05-01T10:00:00Z');
  const ATTACKER = '203.0.113.66';
  const OWNER = '198.51.100.23';

  const tick = (seconds: number) => {
    now += seconds * 1000;
    setClock(new Date(now));
  };
  const victim = async () => {
    const email = `owner${++serial}@example.in`;
    await auth.signUp(email);
    return email;
  };
  const askCode = async (email: string) => {
    await auth.send(AuthPatterns.sendOtp, { email, type: 'login' });
    return auth.lastCode(email, 'login-code');
  };
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
  const guess = (email: string, otp: string, clientAddress = ATTACKER) =>
    auth.send<AuthResponse>(AuthPatterns.loginWithOtp, { email, otp, clientAddress }).then(
      () => 'signed in',
      (error: { kind: string; message: string }) => `${error.kind}: ${error.message}`,
    );

  beforeAll(async () => {
    setClock(new Date(now));
    auth = await startAuth();
  }, SERVICE_START_TIMEOUT_MS);
  beforeEach(() => tick(3600));
  afterAll(async () => {
    jest.useRealTimers();
    await auth?.service.stop();
  });

  it('lets three wrong codes through, then makes each next try for the account wait longer, saying how long', async () => {
    const email = await victim();
    const code = await askCode(email);
    for (let i = 0; i < 4; i++) expect(await guess(email, wrong(code))).toBe('VALIDATION: Invalid or expired OTP');
    expect(await guess(email, wrong(code))).toMatch(/^RATE_LIMITED: .*Please try again in 2 seconds\.$/);
    tick(2);
    expect(await guess(email, wrong(code))).toMatch(/^VALIDATION: /);
    expect(await guess(email, code, OWNER)).toMatch(/^RATE_LIMITED: .*Please try again in 4 seconds\.$/);
  });

  it('refuses an eleventh wrong code in an hour from one address, across new codes; the owner still signs in from theirs', async () => {
    const email = await victim();
    for (let i = 1; i <= 10; i++) {
      tick(301);
      expect(await guess(email, wrong(await askCode(email)))).toBe('VALIDATION: Invalid or expired OTP');
    }
    tick(301);
    const code = await askCode(email);
    expect(await guess(email, wrong(code))).toMatch(
      /^RATE_LIMITED: Too many wrong codes from your address\. Please try again in \d+ minutes\.$/,
    );
    expect(await guess(email, code, OWNER)).toBe('signed in');
  });

  it('tells the owner in the next code mail how many wrong codes were tried since the last sign-in', async () => {
    const email = await victim();
    const code = await askCode(email);
    for (let i = 0; i < 3; i++) await guess(email, wrong(code));
    tick(61);
    await askCode(email);
    expect((await auth.mailsTo(email, 'login-code')).at(-1)).toMatchObject({ wrongCodesSinceSignIn: 3 });
    expect(await guess(email, await auth.lastCode(email, 'login-code'), OWNER)).toBe('signed in');
    tick(61);
    await askCode(email);
    expect((await auth.mailsTo(email, 'login-code')).at(-1)?.wrongCodesSinceSignIn ?? 0).toBe(0);
  });

  it('checks at most four of twenty wrong codes sent at once', async () => {
    const email = await victim();
    const code = await askCode(email);
    const answers = await Promise.all(Array.from({ length: 20 }, () => guess(email, wrong(code))));
    expect(answers.filter((a) => a.startsWith('VALIDATION')).length).toBeLessThanOrEqual(4);
    expect(answers.filter((a) => a.startsWith('RATE_LIMITED')).length).toBeGreaterThanOrEqual(16);
  });

  it('keeps the count in the database: a restarted service still makes the account wait', async () => {
    const email = await victim();
    const code = await askCode(email);
    for (let i = 0; i < 4; i++) await guess(email, wrong(code));
    const { dataDir } = auth.service;
    await auth.service.close();
    auth = await startAuth({ dataDir });
    expect(await guess(email, code, OWNER)).toMatch(/^RATE_LIMITED: /);
    tick(2);
    expect(await guess(email, code, OWNER)).toBe('signed in');
  });
});
