import { AuthPatterns, PasswordPatterns, type AuthResponse, type Principal } from '@thindi/contracts';
import { hashPassword } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { AuthHarness, OWN_PASSWORD, person, startAuth } from '../../../test/auth-harness';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** Every place a customer's password is set refuses a short or guessable one, saying why; old ones still sign in. */
describe('auth service: password rules', () => {
  let auth: AuthHarness;
  let serial = 0;
  const fresh = () => `rules${++serial}@example.in`;
  const principalOf = (answer: AuthResponse): Principal => auth.platform.tokens.verify(answer.token);
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => 'accepted',
      (error: { kind: string; message: string }) => `${error.kind}: ${error.message}`,
    );
  const TOO_SHORT = 'VALIDATION: password: Password must be at least 8 characters long';
  const COMMON = /^VALIDATION: .*(top-10|top-100|very common|commonly used)/i;

  beforeAll(async () => {
    auth = await startAuth();
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => auth?.service.stop());

  it('refuses 123456 and aaaaaa at registration, saying why, and creates nothing', async () => {
    const email = fresh();
    expect(await refusal(auth.send(AuthPatterns.register, person(email, '123456')))).toMatch(/at least 8 characters/);
    expect(await refusal(auth.send(AuthPatterns.register, person(email, 'aaaaaa')))).toMatch(/at least 8 characters/);
    expect(await refusal(auth.send(AuthPatterns.register, person(email, '12345678')))).toMatch(COMMON);
    expect(await refusal(auth.send(AuthPatterns.register, person(email, 'aaaaaaaa')))).toMatch(/repeat/i);
    expect(await auth.customerRow(email)).toBeUndefined();
  });

  it('refuses a guessable password in a code sign-up before the code is spent', async () => {
    const email = fresh();
    await auth.send(AuthPatterns.sendOtp, { email, type: 'registration' });
    const otp = await auth.lastCode(email, 'signup-code');
    const weak = { email, otp, userData: person(email, 'password1') };
    expect(await refusal(auth.send(AuthPatterns.verifyOtp, weak))).toMatch(COMMON);
    expect(await refusal(auth.send(AuthPatterns.completeRegistration, { email, userData: weak.userData }))).toMatch(
      /verify your email first/,
    );
    await expect(
      auth.send(AuthPatterns.verifyOtp, { ...weak, userData: person(email, OWN_PASSWORD) }),
    ).resolves.toMatchObject({ success: true });
  });

  it('refuses a password built from the name or e-mail of the account', async () => {
    const email = 'meenakshi.sundaram@example.in';
    const signedUp = await auth.signUp(email);
    const change = auth.send(PasswordPatterns.customer.change, {
      principal: principalOf(signedUp),
      input: { currentPassword: OWN_PASSWORD, newPassword: 'meenakshi.sundaram' },
    });
    expect(await refusal(change)).toMatch(/^VALIDATION: .*name or e-mail/);
  });

  it('refuses a weak new password at change and reset, changing nothing', async () => {
    const email = fresh();
    const signedUp = await auth.signUp(email);
    const change = auth.send(PasswordPatterns.customer.change, {
      principal: principalOf(signedUp),
      input: { currentPassword: OWN_PASSWORD, newPassword: 'qwertyuiop' },
    });
    expect(await refusal(change)).toMatch(COMMON);
    await auth.send(PasswordPatterns.customer.forgot, { email });
    const otp = await auth.lastCode(email, 'password-reset-code');
    expect(await refusal(auth.send(PasswordPatterns.customer.reset, { email, otp, newPassword: 'abc' }))).toBe(
      'VALIDATION: newPassword: Password must be at least 8 characters long',
    );
    expect(await refusal(auth.send(PasswordPatterns.customer.reset, { email, otp, newPassword: 'iloveyou1' }))).toMatch(
      COMMON,
    );
    await expect(auth.send(AuthPatterns.login, { email, password: OWN_PASSWORD })).resolves.toMatchObject({
      success: true,
    });
    await expect(
      auth.send(PasswordPatterns.customer.reset, { email, otp, newPassword: 'Kozhukattai-9' }),
    ).resolves.toMatchObject({ success: true });
  });

  it('keeps an older short password working, and says at sign-in that it is weak', async () => {
    const email = fresh();
    await auth.signUp(email);
    const legacy = await hashPassword('abc123');
    await auth.platform.db
      .drizzle({})
      .execute(sql`UPDATE auth.customers SET password_hash = ${legacy} WHERE email = ${email}`);
    const signedIn = await auth.send<AuthResponse>(AuthPatterns.login, { email, password: 'abc123' });
    expect(signedIn).toMatchObject({ success: true, weakPassword: true });
    const strong = await auth.send<AuthResponse>(PasswordPatterns.customer.change, {
      principal: principalOf(signedIn),
      input: { currentPassword: 'abc123', newPassword: 'Kozhukattai-9' },
    });
    expect(strong).toMatchObject({ success: true });
    expect((await auth.send<AuthResponse>(AuthPatterns.login, { email, password: 'Kozhukattai-9' })).weakPassword).toBe(
      undefined,
    );
  });

  it('checks the length before anything else, in the words of the contract', async () => {
    expect(await refusal(auth.send(AuthPatterns.register, person(fresh(), 'Ab1!')))).toBe(TOO_SHORT);
  });
});
