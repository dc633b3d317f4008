import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  AuthPatterns,
  FORGOT_PASSWORD_ANSWER,
  MAIL_QUEUE,
  PasswordPatterns,
  PrincipalCheckPatterns,
  PrincipalEvents,
  type AuthResponse,
  type CodeMail,
  type PasswordChangedResponse,
  type Principal,
} from '@thindi/contracts';
import {
  createLogger,
  loadConfig,
  Platform,
  PlatformModule,
  type EventEnvelope,
  type InProcessEventBus,
  type LocalJobQueue,
} from '@thindi/platform';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthModule } from '../../auth.module';

/** Accounts nobody can hijack, and sessions their owner can end: through the auth service's message handlers. */
describe('auth service: sessions and passwords', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-auth-sessions-'));
  let platform: Platform;
  let app: INestMicroservice;
  const mails: Array<CodeMail & { job: string }> = [];
  const revoked: EventEnvelope[] = [];
  const ATTACKER_PASSWORD = 'Attacker@123';
  const OWN_PASSWORD = 'Murukku@123';

  const send = <T>(pattern: string, payload: unknown) => platform.client.command<T>(pattern, payload);
  const person = (email: string, password: string) => ({ firstName: 'Meena', lastName: 'Iyer', email, password });
  const mailsTo = async (to: string, job: string) => {
    await (platform.jobs as LocalJobQueue).idle();
    return mails.filter((m) => m.to === to && m.job === job);
  };
  const lastCode = async (to: string, job: string) => (await mailsTo(to, job)).at(-1)!.code;
  /** Whether the gateway would let this token's principal act. */
  const mayAct = async (token: string) => {
    const { id, sv } = platform.tokens.verify(token);
    return (await platform.client.query<{ active: boolean }>(PrincipalCheckPatterns.customer, { id, sv })).active;
  };
  const principalOf = (token: string): Principal => platform.tokens.verify(token);
  const signUp = async (email: string, password = OWN_PASSWORD) => {
    await send(AuthPatterns.sendOtp, { email, firstName: 'Meena' });
    const otp = await lastCode(email, 'signup-code');
    return send<AuthResponse>(AuthPatterns.verifyOtp, { email, otp, userData: person(email, password) });
  };
  const loginWithCode = async (email: string) => {
    await send(AuthPatterns.sendOtp, { email, type: 'login' });
    return send<AuthResponse>(AuthPatterns.loginWithOtp, { email, otp: await lastCode(email, 'login-code') });
  };
  const login = (email: string, password: string) => send<AuthResponse>(AuthPatterns.login, { email, password });
  /** A token the attacker could hold for the account as it was: the account's id at session version 0. */
  const earlierToken = (user: { id: string; email: string }) =>
    platform.tokens.sign({ id: user.id, role: 'customer', email: user.email, sv: 0 });

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    await platform.jobs.process<CodeMail>(
      MAIL_QUEUE,
      async (data, { name }) => void mails.push({ ...data, job: name }),
    );
    await platform.events.subscribe(PrincipalEvents.sessionsRevoked, {}, (e) => void revoked.push(e));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), AuthModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('auth') });
    await app.listen();
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers no token for a password registration', async () => {
    const answer = await send<Record<string, unknown>>(
      AuthPatterns.register,
      person('no-token@example.in', ATTACKER_PASSWORD),
    );
    expect(answer).toEqual({ success: true, message: expect.stringMatching(/verify your email/) });
  });

  it('starts a pre-registered account clean when its owner signs up with a code: new password, earlier tokens dead', async () => {
    const email = 'victim-signup@example.in';
    await send(AuthPatterns.register, person(email, ATTACKER_PASSWORD));
    const signedUp = await signUp(email);
    const attackerToken = earlierToken(signedUp.user);
    expect(await mayAct(attackerToken)).toBe(false);
    expect(await mayAct(signedUp.token)).toBe(true);
    await expect(login(email, ATTACKER_PASSWORD)).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    await expect(login(email, OWN_PASSWORD)).resolves.toMatchObject({ success: true });
    await waitUntil('the revocation event', async () => {
      await (platform.events as InProcessEventBus).settle();
      return revoked.length > 0;
    });
    expect(revoked.map((e) => e.data)).toContainEqual({ id: signedUp.user.id, role: 'customer', sv: 1 });
  });

  it('leaves no password the registrant knows when the owner signs in with a code', async () => {
    const email = 'victim-otp@example.in';
    await send(AuthPatterns.register, person(email, ATTACKER_PASSWORD));
    const signedIn = await loginWithCode(email);
    expect(signedIn.user.emailVerified).toBe(true);
    expect(await mayAct(earlierToken(signedIn.user))).toBe(false);
    expect(await mayAct(signedIn.token)).toBe(true);
    await expect(login(email, ATTACKER_PASSWORD)).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
  });

  it('changes the password with the current one: other sessions end, the caller gets a fresh token, a mail says so', async () => {
    const email = 'change@example.in';
    const first = await signUp(email);
    const second = await login(email, OWN_PASSWORD);
    await expect(
      send(PasswordPatterns.customer.change, {
        principal: principalOf(first.token),
        input: { currentPassword: 'Wrong@123', newPassword: 'Payasam@456' },
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'Your current password is not correct' });
    expect(await mayAct(second.token)).toBe(true);

    const changed = await send<PasswordChangedResponse>(PasswordPatterns.customer.change, {
      principal: principalOf(first.token),
      input: { currentPassword: OWN_PASSWORD, newPassword: 'Payasam@456' },
    });
    expect(await mayAct(first.token)).toBe(false);
    expect(await mayAct(second.token)).toBe(false);
    expect(await mayAct(changed.token)).toBe(true);
    await expect(login(email, OWN_PASSWORD)).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    await expect(login(email, 'Payasam@456')).resolves.toMatchObject({ success: true });
    await waitUntil('the password-changed mail', async () => (await mailsTo(email, 'password-changed')).length > 0);
    expect(await mailsTo(email, 'password-changed')).toHaveLength(1);
  });

  it('refuses a new password that is too short, changing nothing', async () => {
    const email = 'short@example.in';
    const { token } = await signUp(email);
    await expect(
      send(PasswordPatterns.customer.change, {
        principal: principalOf(token),
        input: { currentPassword: OWN_PASSWORD, newPassword: '123' },
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: expect.stringMatching(/at least 8/) });
    expect(await mayAct(token)).toBe(true);
  });

  it('resets a forgotten password with an e-mailed code, ending every session', async () => {
    const email = 'forgot@example.in';
    const { token } = await signUp(email);
    await expect(send(PasswordPatterns.customer.forgot, { email })).resolves.toEqual({
      success: true,
      message: FORGOT_PASSWORD_ANSWER,
    });
    const otp = await lastCode(email, 'password-reset-code');
    await expect(
      send(PasswordPatterns.customer.reset, {
        email,
        otp: otp === '000000' ? '111111' : '000000',
        newPassword: 'Kesari-Bath-31',
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'Invalid or expired OTP' });
    const reset = await send<AuthResponse>(PasswordPatterns.customer.reset, { email, otp, newPassword: 'Adhirasam@7' });
    expect(await mayAct(token)).toBe(false);
    expect(await mayAct(reset.token)).toBe(true);
    await expect(login(email, 'Adhirasam@7')).resolves.toMatchObject({ success: true });
    await expect(send(PasswordPatterns.customer.reset, { email, otp, newPassword: 'Again@123' })).rejects.toMatchObject(
      { kind: 'VALIDATION' },
    );
    await waitUntil('the password-changed mail', async () => (await mailsTo(email, 'password-changed')).length > 0);
    expect(await mailsTo(email, 'password-changed')).toHaveLength(1);
  });

  it('answers a reset request for an unknown e-mail the same way, and mails nothing', async () => {
    const email = 'nobody-here@example.in';
    await expect(send(PasswordPatterns.customer.forgot, { email })).resolves.toEqual({
      success: true,
      message: FORGOT_PASSWORD_ANSWER,
    });
    await (platform.jobs as LocalJobQueue).idle();
    expect(mails.filter((m) => m.to === email)).toEqual([]);
  });

  it('signs out everywhere: every token of the account stops working', async () => {
    const email = 'everywhere@example.in';
    const first = await signUp(email);
    const second = await login(email, OWN_PASSWORD);
    await expect(
      send(PasswordPatterns.customer.signOutEverywhere, { principal: principalOf(first.token), input: {} }),
    ).resolves.toMatchObject({ success: true });
    expect(await mayAct(first.token)).toBe(false);
    expect(await mayAct(second.token)).toBe(false);
    expect(await mayAct((await login(email, OWN_PASSWORD)).token)).toBe(true);
  });
});
