import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { AuthPatterns, MAIL_QUEUE, PrincipalCheckPatterns, type AuthResponse, type CodeMail } from '@thindi/contracts';
import { createLogger, loadConfig, Platform, PlatformModule, type LocalJobQueue } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthModule } from '../../auth.module';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** The auth module on PGlite, through its message handlers; mail jobs are caught instead of sent. */
describe('auth service', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-auth-'));
  let platform: Platform;
  let app: INestMicroservice;
  const mails: Array<CodeMail & { job: string }> = [];

  const send = <T>(pattern: string, payload: unknown) => platform.client.command<T>(pattern, payload);
  const userData = (email: string) => ({ firstName: 'Meena', lastName: 'Iyer', email, password: 'Murukku@123' });
  /** Only Date moves: timers and the database keep real time. */
  const setClock = (iso: string) => {
    jest.useFakeTimers({
      doNotFake: [
        'nextTick',
        'setImmediate',
        'setTimeout',
        'setInterval',
        'clearTimeout',
        'clearInterval',
        'queueMicrotask',
        'hrtime',
        'performance',
      ],
    });
    jest.setSystemTime(new Date(iso));
  };
  const lastCode = async (to: string) => {
    await (platform.jobs as LocalJobQueue).idle();
    return mails.filter((m) => m.to === to).at(-1)!.code;
  };

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    await platform.jobs.process<CodeMail>(
      MAIL_QUEUE,
      async (data, { name }) => void mails.push({ ...data, job: name }),
    );
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), AuthModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('auth') });
    await app.listen();
  }, SERVICE_START_TIMEOUT_MS);

  afterEach(() => jest.useRealTimers());
  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('mails a sign-up code and keeps only its hash', async () => {
    await send(AuthPatterns.sendOtp, { email: 'hash@example.in', firstName: 'Meena' });
    const code = await lastCode('hash@example.in');
    expect(mails.at(-1)).toMatchObject({ job: 'signup-code', firstName: 'Meena', expiresInMinutes: 10 });
    const rows = await platform.db
      .drizzle({})
      .execute(sql`SELECT * FROM auth.code_challenges WHERE email = 'hash@example.in'`);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a code ten minutes after it was sent', async () => {
    setClock('2026-03-01T10:00:00Z');
    await send(AuthPatterns.sendOtp, { email: 'late@example.in' });
    const otp = await lastCode('late@example.in');
    setClock('2026-03-01T10:10:01Z');
    await expect(
      send(AuthPatterns.verifyOtp, { email: 'late@example.in', otp, userData: userData('late@example.in') }),
    ).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'Invalid or expired OTP',
    });
  });

  it('accepts a code just before its ten minutes are up', async () => {
    setClock('2026-03-01T11:00:00Z');
    await send(AuthPatterns.sendOtp, { email: 'intime@example.in' });
    const otp = await lastCode('intime@example.in');
    setClock('2026-03-01T11:09:59Z');
    const res = await send<AuthResponse>(AuthPatterns.verifyOtp, {
      email: 'intime@example.in',
      otp,
      userData: userData('intime@example.in'),
    });
    expect(res.user.emailVerified).toBe(true);
  });

  it('sends a new code once the minute of cooldown has passed, and the old code stops working', async () => {
    setClock('2026-03-01T12:00:00Z');
    await send(AuthPatterns.sendOtp, { email: 'again@example.in' });
    const first = await lastCode('again@example.in');
    setClock('2026-03-01T12:00:59Z');
    await expect(send(AuthPatterns.sendOtp, { email: 'again@example.in' })).rejects.toMatchObject({
      kind: 'RATE_LIMITED',
      message: 'Please wait 1 seconds before requesting a new code',
    });
    setClock('2026-03-01T12:01:00Z');
    await send(AuthPatterns.sendOtp, { email: 'again@example.in' });
    const second = await lastCode('again@example.in');
    if (first !== second) {
      await expect(
        send(AuthPatterns.verifyOtp, { email: 'again@example.in', otp: first, userData: userData('again@example.in') }),
      ).rejects.toMatchObject({ kind: 'VALIDATION' });
    }
    await expect(
      send(AuthPatterns.verifyOtp, { email: 'again@example.in', otp: second, userData: userData('again@example.in') }),
    ).resolves.toMatchObject({ success: true });
  });

  it('mails no sign-in code to an e-mail without an account', async () => {
    await (platform.jobs as LocalJobQueue).idle();
    const before = mails.length;
    await send(AuthPatterns.sendOtp, { email: 'ghost@example.in', type: 'login' });
    await (platform.jobs as LocalJobQueue).idle();
    expect(mails.length).toBe(before);
  });

  it('tells the gateway an unknown or malformed customer id may not act', async () => {
    await expect(platform.client.query(PrincipalCheckPatterns.customer, { id: 'nope' })).resolves.toEqual({
      active: false,
    });
    await expect(
      platform.client.query(PrincipalCheckPatterns.customer, { id: '00000000-0000-4000-8000-000000000000' }),
    ).resolves.toEqual({ active: false });
  });

  it('refuses a message whose principal is of another role', async () => {
    const principal = { id: '00000000-0000-4000-8000-000000000000', role: 'seller', email: 's@example.in' };
    await expect(platform.client.query(AuthPatterns.me, { principal, input: {} })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
  });

  it('validates every payload at the door', async () => {
    await expect(send(AuthPatterns.login, { email: 'x' })).rejects.toMatchObject({ kind: 'VALIDATION' });
  });
});
