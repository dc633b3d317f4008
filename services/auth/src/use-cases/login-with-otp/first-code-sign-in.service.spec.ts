import { AuthPatterns, PasswordPatterns, type AuthResponse, type Principal } from '@thindi/contracts';
import { AuthHarness, OWN_PASSWORD, person, startAuth } from '../../../test/auth-harness';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/**
 * The first code sign-in of an account nobody had proven: whatever was typed at /register is dropped, the owner is
 * asked for a profile and may choose a password; only a password set by someone who proved the e-mail works.
 */
describe('auth service: the first code sign-in of a registered account', () => {
  let auth: AuthHarness;
  let serial = 0;
  const fresh = () => `first${++serial}@example.in`;
  const principalOf = (answer: AuthResponse): Principal => auth.platform.tokens.verify(answer.token);
  const login = (email: string, password: string) =>
    auth.send<AuthResponse>(AuthPatterns.login, { email, password }).then(
      () => 'signed in',
      (error: { kind: string }) => error.kind,
    );
  const setPassword = (answer: AuthResponse, password: string) =>
    auth.send<{ token: string }>(PasswordPatterns.customer.set, {
      principal: principalOf(answer),
      input: { password },
    });

  beforeAll(async () => {
    auth = await startAuth();
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => auth?.service.stop());

  it('drops the name, phone and password an unproven registration typed, and asks the owner for a profile', async () => {
    const email = fresh();
    await auth.send(AuthPatterns.register, { ...person(email, 'Attacker@123', 'Attacker'), phone: '9999999999' });
    const signedIn = await auth.loginWithCode(email);
    expect(signedIn).toMatchObject({ needsProfile: true, user: { firstName: '', lastName: '', phone: null } });
    expect(await login(email, 'Attacker@123')).toBe('UNAUTHORIZED');
    const me = await auth.platform.client.query<AuthResponse>(AuthPatterns.me, {
      principal: principalOf(signedIn),
      input: {},
    });
    expect(me.user).toMatchObject({ firstName: '', emailVerified: true, hasPassword: false });
  });

  it('keeps the honest way working: register with a password, sign in by code, type the password again', async () => {
    const email = fresh();
    await auth.send(AuthPatterns.register, person(email));
    expect(await login(email, OWN_PASSWORD)).toBe('UNAUTHORIZED');
    const signedIn = await auth.loginWithCode(email);
    expect(signedIn.needsProfile).toBe(true);
    await auth.send(AuthPatterns.updateProfile, {
      principal: principalOf(signedIn),
      input: { firstName: 'Meena', lastName: 'Iyer', phone: '9876543210' },
    });
    const set = await setPassword(signedIn, OWN_PASSWORD);
    expect(set).toMatchObject({ success: true, token: expect.any(String) });
    await expect(auth.send(AuthPatterns.login, { email, password: OWN_PASSWORD })).resolves.toMatchObject({
      user: { firstName: 'Meena', hasPassword: true },
    });
    expect((await auth.send<AuthResponse>(AuthPatterns.login, { email, password: OWN_PASSWORD })).needsProfile).toBe(
      undefined,
    );
  });

  it('sets a password only when the account has none it can use, and points to change-password otherwise', async () => {
    const email = fresh();
    const signedUp = await auth.signUp(email);
    await expect(setPassword(signedUp, 'Kesari-Bath-31')).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: expect.stringMatching(/already have a password.*change/i),
    });
    expect(await login(email, OWN_PASSWORD)).toBe('signed in');
  });

  it('keeps the password of a code sign-up (verify-otp with the details) usable at once', async () => {
    const email = fresh();
    await auth.send(AuthPatterns.register, person(email, 'Attacker@123', 'Attacker'));
    const signedUp = await auth.signUp(email);
    expect(signedUp.needsProfile).toBe(undefined);
    expect(signedUp.user.firstName).toBe('Meena');
    expect(await login(email, OWN_PASSWORD)).toBe('signed in');
    expect(await login(email, 'Attacker@123')).toBe('UNAUTHORIZED');
  });

  it('does not ask a proven account for its profile again at a code sign-in', async () => {
    const email = fresh();
    await auth.signUp(email);
    const again = await auth.loginWithCode(email);
    expect(again.needsProfile).toBe(undefined);
    expect(await login(email, OWN_PASSWORD)).toBe('signed in');
  });

  it('drops what an unproven registration typed at a reset by code too, and neither mail greets with it', async () => {
    const email = fresh();
    await auth.send(AuthPatterns.register, person(email, 'Attacker@123', 'Visit evil.example now'));
    await auth.send(AuthPatterns.sendOtp, { email, type: 'login' });
    await auth.send(PasswordPatterns.customer.forgot, { email });
    const mails = await auth.mailsTo(email);
    expect(mails.map((m) => m.firstName)).toEqual([undefined, undefined]);
    const otp = await auth.lastCode(email, 'password-reset-code');
    const reset = await auth.send<AuthResponse>(PasswordPatterns.customer.reset, {
      email,
      otp,
      newPassword: 'Kesari-Bath-31',
    });
    expect(reset).toMatchObject({ needsProfile: true, user: { firstName: '', phone: null, hasPassword: true } });
    expect(await login(email, 'Kesari-Bath-31')).toBe('signed in');
  });
});
