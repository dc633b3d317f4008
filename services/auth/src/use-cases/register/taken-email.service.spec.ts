import { AuthPatterns, type AuthResponse } from '@thindi/contracts';
import { AuthHarness, person, setClock, startAuth } from '../../../test/auth-harness';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** Sign-up answers a taken e-mail exactly like a new one; only the owner's mailbox learns of the attempt. */
describe('auth service: sign-up with a taken e-mail', () => {
  let auth: AuthHarness;
  let serial = 0;
  const fresh = () => `new${++serial}.${Date.now().toString(36)}@example.in`;
  const ATTEMPT = 'signup-attempt';

  beforeAll(async () => {
    auth = await startAuth();
  }, SERVICE_START_TIMEOUT_MS);
  afterEach(() => jest.useRealTimers());
  afterAll(() => auth?.service.stop());

  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  /** What a caller sees of an answer or a refusal: its kind and words, never the values that differ per call. */
  const outcome = async (call: Promise<unknown>) =>
    call.then(
      (answer) => {
        const { success, message } = answer as { success: boolean; message: string };
        return { success, message };
      },
      (error: { kind: string; message: string }) => ({ kind: error.kind, message: error.message }),
    );

  it('answers /register for a taken e-mail like for a new one, and leaves the account as it was', async () => {
    const taken = fresh();
    const owner = await auth.signUp(taken);
    const forTaken = await outcome(auth.send(AuthPatterns.register, person(taken, 'Attacker@123', 'Attacker')));
    const forNew = await outcome(auth.send(AuthPatterns.register, person(fresh(), 'Attacker@123', 'Attacker')));
    expect(forTaken).toEqual(forNew);
    expect(forTaken).toMatchObject({ success: true });
    await expect(auth.send(AuthPatterns.login, { email: taken, password: 'Murukku@123' })).resolves.toMatchObject({
      user: { id: owner.user.id, firstName: 'Meena' },
    });
  });

  it('answers a sign-up code request for a taken e-mail like one for a new e-mail, and mails the owner a warning, no code', async () => {
    const taken = fresh();
    await auth.signUp(taken);
    const before = (await auth.mailsTo(taken)).length;
    setClock(new Date(Date.now() + 61_000));
    const forTaken = await auth.send<{ message: string }>(AuthPatterns.sendOtp, { email: taken, type: 'registration' });
    const forNew = await auth.send<{ message: string }>(AuthPatterns.sendOtp, { email: fresh(), type: 'registration' });
    expect(forTaken.message).toBe(forNew.message);
    const since = (await auth.mailsTo(taken)).slice(before);
    expect(since.map((m) => m.job)).toEqual([ATTEMPT]);
  });

  it('refuses a guessed code for a taken e-mail like a wrong code for a new one, in verify-otp and complete-registration', async () => {
    const taken = fresh();
    const other = fresh();
    await auth.signUp(taken);
    setClock(new Date(Date.now() + 61_000));
    await auth.send(AuthPatterns.sendOtp, { email: taken, type: 'registration' });
    await auth.send(AuthPatterns.sendOtp, { email: other, type: 'registration' });
    const otp = wrongFor(await auth.lastCode(other, 'signup-code'));
    const verify = (email: string) =>
      outcome(auth.send(AuthPatterns.verifyOtp, { email, otp, userData: person(email), clientAddress: '192.0.2.7' }));
    expect(await verify(taken)).toEqual(await verify(other));
    expect(await verify(taken)).toEqual({ kind: 'VALIDATION', message: 'Invalid or expired OTP' });
    const complete = (email: string) =>
      outcome(auth.send(AuthPatterns.completeRegistration, { email, userData: person(email) }));
    expect(await complete(taken)).toEqual(await complete(other));
  });

  it('warns the owner at most once a day, and the count outlives a restart', async () => {
    const taken = fresh();
    await auth.signUp(taken);
    const attempts = async () => (await auth.mailsTo(taken, ATTEMPT)).length;
    await auth.send(AuthPatterns.register, person(taken));
    await auth.send(AuthPatterns.register, person(taken));
    expect(await attempts()).toBe(1);

    const { dataDir } = auth.service;
    await auth.service.close();
    auth = await startAuth({ dataDir });
    // A new process: whatever it kept in memory is gone, the day's warning is still counted.
    await auth.send(AuthPatterns.register, person(taken));
    expect(await attempts()).toBe(0);

    setClock(new Date(Date.now() + 24 * 3600_000 + 1000));
    await auth.send(AuthPatterns.register, person(taken));
    expect(await attempts()).toBe(1);
  });

  it('still signs up a new e-mail with its code, and answers the account', async () => {
    const email = fresh();
    const created = await auth.signUp(email);
    expect(created).toMatchObject<Partial<AuthResponse>>({ success: true, user: expect.objectContaining({ email }) });
  });
});
