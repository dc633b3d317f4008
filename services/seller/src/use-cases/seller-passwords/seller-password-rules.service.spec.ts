import {
  MAIL_QUEUE,
  PasswordPatterns,
  SellerPatterns,
  type CodeMail,
  type SellerAuthResponse,
} from '@thindi/contracts';
import { hashPassword, type LocalJobQueue, type Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { SellerModule } from '../../seller.module';

/** A seller's password follows the customers' rule wherever it is set: long enough and not guessable. */
describe('seller service: password rules', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const mails: Array<CodeMail & { job: string }> = [];
  const PASSWORD = 'Kara-Sev-2024';

  const incoming = async () => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  const register = async (email: string, password: string) =>
    platform.client.command<SellerAuthResponse>(SellerPatterns.register, {
      registration: {
        businessName: 'Amma Snacks',
        ownerName: 'Lakshmi',
        email,
        password,
        phone: '9876543210',
        businessType: 'individual',
        panNumber: 'ABCDE1234F',
        address: { street: '1 Main Road', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
        bankDetails: {
          accountNumber: '123456789012',
          ifscCode: 'SBIN0001234',
          accountHolderName: 'L',
          bankName: 'SBI',
        },
      },
      documents: { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming() },
    });
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => 'accepted',
      (error: { kind: string; message: string }) => `${error.kind}: ${error.message}`,
    );

  beforeAll(async () => {
    service = await startServiceForTest(
      'seller',
      { module: SellerModule, controllers: [FakeMediaController] },
      {
        prepare: (p) =>
          void p.jobs.process<CodeMail>(MAIL_QUEUE, async (data, { name }) => void mails.push({ ...data, job: name })),
      },
    );
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('refuses a short or common password at registration, saying why', async () => {
    expect(await refusal(register('short@example.in', 'secret1'))).toMatch(/at least 8 characters/);
    expect(await refusal(register('common@example.in', 'password123'))).toMatch(/^VALIDATION: This is a/);
    expect(await refusal(register('shop@example.in', 'AmmaSnacks'))).toMatch(/^VALIDATION: /);
  });

  it('refuses a weak new password at change and at reset, keeping the old one', async () => {
    const email = 'rules@example.in';
    const { token } = await register(email, PASSWORD);
    const principal = platform.tokens.verify(token);
    const change = platform.client.command(PasswordPatterns.seller.change, {
      principal,
      input: { currentPassword: PASSWORD, newPassword: 'qwertyuiop' },
    });
    expect(await refusal(change)).toMatch(/^VALIDATION: This is a top-100 common password/);
    await platform.client.command(PasswordPatterns.seller.forgot, { email });
    await (platform.jobs as LocalJobQueue).idle();
    const otp = mails.filter((m) => m.to === email && m.job === 'password-reset-code').at(-1)!.code;
    const reset = platform.client.command(PasswordPatterns.seller.reset, { email, otp, newPassword: '11111111' });
    expect(await refusal(reset)).toMatch(/^VALIDATION: /);
    await expect(platform.client.command(SellerPatterns.login, { email, password: PASSWORD })).resolves.toMatchObject({
      success: true,
    });
  });

  it('keeps an older short password working, and says at sign-in that it is weak', async () => {
    const email = 'legacy@example.in';
    await register(email, PASSWORD);
    const legacy = await hashPassword('secret1');
    await platform.db
      .drizzle({})
      .execute(sql`UPDATE seller.sellers SET password_hash = ${legacy} WHERE email = ${email}`);
    const login = (password: string) =>
      platform.client.command<SellerAuthResponse>(SellerPatterns.login, { email, password });
    await expect(login('secret1')).resolves.toMatchObject({ success: true, weakPassword: true });
  });

  it('says nothing of the password at a sign-in with one that meets the rule', async () => {
    const email = 'strong@example.in';
    await register(email, PASSWORD);
    const answer = await platform.client.command<SellerAuthResponse>(SellerPatterns.login, {
      email,
      password: PASSWORD,
    });
    expect(answer.weakPassword).toBeUndefined();
  });
});
