import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  FORGOT_PASSWORD_ANSWER,
  MAIL_QUEUE,
  MailJobs,
  PasswordPatterns,
  PrincipalCheckPatterns,
  PrincipalEvents,
  SellerPatterns,
  type CodeMail,
  type PasswordChangedResponse,
  type SellerAuthResponse,
} from '@thindi/contracts';
import {
  createLogger,
  InProcessEventBus,
  loadConfig,
  Platform,
  PlatformModule,
  type EventEnvelope,
  type LocalJobQueue,
} from '@thindi/platform';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { SellerModule } from '../../seller.module';

/** A seller's password and sessions, through the seller service's message handlers. */
describe('seller service: sessions and passwords', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-seller-sessions-'));
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  const PASSWORD = 'Kara-Sev-2024';
  let platform: Platform;
  let app: INestMicroservice;
  const mails: Array<{ name: string; data: CodeMail }> = [];
  const revoked: EventEnvelope[] = [];

  const send = <T>(pattern: string, payload: unknown) => platform.client.command<T>(pattern, payload);
  const incoming = async () => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, pdf, 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  const register = async (email: string) =>
    send<SellerAuthResponse>(SellerPatterns.register, {
      registration: {
        businessName: 'Amma Snacks',
        ownerName: 'Lakshmi',
        email,
        password: PASSWORD,
        phone: '9876543210',
        businessType: 'individual',
        panNumber: 'ABCDE1234F',
        address: { street: '1 Main Road', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
        bankDetails: {
          accountNumber: '123456789012',
          ifscCode: 'SBIN0001234',
          accountHolderName: 'Lakshmi',
          bankName: 'SBI',
        },
      },
      documents: { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming() },
    });
  const login = (email: string, password = PASSWORD) =>
    send<SellerAuthResponse>(SellerPatterns.login, { email, password });
  const mayAct = async (token: string) => {
    const { id, sv } = platform.tokens.verify(token);
    return (await platform.client.query<{ active: boolean }>(PrincipalCheckPatterns.seller, { id, sv })).active;
  };
  const mailsTo = async (to: string, name: string) => {
    await (platform.jobs as LocalJobQueue).idle();
    return mails.filter((m) => m.data.to === to && m.name === name);
  };

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    await platform.jobs.process<CodeMail>(MAIL_QUEUE, async (data, meta) => void mails.push({ name: meta.name, data }));
    await platform.events.subscribe(PrincipalEvents.sessionsRevoked, {}, (e) => void revoked.push(e));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), SellerModule],
      controllers: [FakeMediaController],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('seller') });
    await app.listen();
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes the password with the current one: other sessions end, the caller gets a fresh token, a mail says so', async () => {
    const email = 'change@example.in';
    const first = await register(email);
    const second = await login(email);
    const principal = platform.tokens.verify(first.token);
    await expect(
      send(PasswordPatterns.seller.change, {
        principal,
        input: { currentPassword: 'nope123', newPassword: 'Laddu@99' },
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'Your current password is not correct' });
    expect(await mayAct(second.token)).toBe(true);
    const changed = await send<PasswordChangedResponse>(PasswordPatterns.seller.change, {
      principal,
      input: { currentPassword: PASSWORD, newPassword: 'Laddu@99' },
    });
    expect(await mayAct(first.token)).toBe(false);
    expect(await mayAct(second.token)).toBe(false);
    expect(await mayAct(changed.token)).toBe(true);
    await expect(login(email)).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    await expect(login(email, 'Laddu@99')).resolves.toMatchObject({ success: true });
    await waitUntil('the revocation event', async () => {
      await (platform.events as InProcessEventBus).settle();
      return revoked.length > 0;
    });
    expect(revoked.map((e) => e.data)).toContainEqual({ id: principal.id, role: 'seller', sv: 1 });
    await waitUntil(
      'the password-changed mail',
      async () => (await mailsTo(email, MailJobs.passwordChanged)).length > 0,
    );
    expect(await mailsTo(email, MailJobs.passwordChanged)).toHaveLength(1);
  });

  it('resets a forgotten password with an e-mailed code, ending every session; a used code does not work twice', async () => {
    const email = 'forgot@example.in';
    const { token } = await register(email);
    await expect(send(PasswordPatterns.seller.forgot, { email })).resolves.toEqual({
      success: true,
      message: FORGOT_PASSWORD_ANSWER,
    });
    const otp = (await mailsTo(email, MailJobs.passwordResetCode)).at(-1)!.data.code;
    await expect(
      send(PasswordPatterns.seller.reset, {
        email,
        otp: otp === '000000' ? '111111' : '000000',
        newPassword: 'Halwa@12',
      }),
    ).rejects.toMatchObject({ kind: 'VALIDATION' });
    const reset = await send<SellerAuthResponse>(PasswordPatterns.seller.reset, {
      email,
      otp,
      newPassword: 'Halwa@12',
    });
    expect(await mayAct(token)).toBe(false);
    expect(await mayAct(reset.token)).toBe(true);
    await expect(login(email, 'Halwa@12')).resolves.toMatchObject({ success: true });
    await expect(send(PasswordPatterns.seller.reset, { email, otp, newPassword: 'Again@12' })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
    await waitUntil(
      'the password-changed mail',
      async () => (await mailsTo(email, MailJobs.passwordChanged)).length > 0,
    );
    expect(await mailsTo(email, MailJobs.passwordChanged)).toHaveLength(1);
  });

  it('answers a reset request for an unknown e-mail the same way, and mails nothing', async () => {
    await expect(send(PasswordPatterns.seller.forgot, { email: 'nobody@example.in' })).resolves.toEqual({
      success: true,
      message: FORGOT_PASSWORD_ANSWER,
    });
    expect(await mailsTo('nobody@example.in', MailJobs.passwordResetCode)).toEqual([]);
  });

  it('signs out everywhere: every token of the seller stops working', async () => {
    const email = 'everywhere@example.in';
    const first = await register(email);
    const second = await login(email);
    await send(PasswordPatterns.seller.signOutEverywhere, {
      principal: platform.tokens.verify(first.token),
      input: {},
    });
    expect(await mayAct(first.token)).toBe(false);
    expect(await mayAct(second.token)).toBe(false);
    expect(await mayAct((await login(email)).token)).toBe(true);
  });

  it('refuses a customer token on the seller calls', async () => {
    const principal = { id: randomUUID(), role: 'customer', email: 'c@example.in' };
    await expect(send(PasswordPatterns.seller.signOutEverywhere, { principal, input: {} })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
  });
});
