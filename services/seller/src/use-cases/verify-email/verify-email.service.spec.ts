import { Module } from '@nestjs/common';
import {
  MAIL_QUEUE,
  MailJobs,
  SellerPatterns,
  type CodeMail,
  type Principal,
  type SellerAuthResponse,
  type SellerVerifyEmailResponse,
  type SendOtpResponse,
} from '@thindi/contracts';
import { UnitOfWork, type Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { loginCodes, sellerTables } from '../../db/schema';
import type { SellerDb } from '../../db/seller-db';
import { SellerModule } from '../../seller.module';
import { EMAIL_PROVEN_ELSEWHERE, SellersRepository } from '../../db/sellers.repository';

@Module({ imports: [SellerModule], controllers: [FakeMediaController] })
class SellerWithFakeMediaModule {}

/** A seller proves its e-mail with a code; until then the address gets that code and nothing else. */
describe('seller service: e-mail verification', () => {
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };
  let service: ServiceUnderTest;
  let platform: Platform;
  const mails: Array<{ name: string; data: { to: string; code?: string } }> = [];
  let serial = 0;

  const incoming = async () => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  const register = async (email = `verify${++serial}@example.in`, password = 'Kara-Sev-2024') => {
    const registration = {
      businessName: 'Amma Snacks',
      ownerName: 'Lakshmi',
      email,
      password,
      phone: '9876543210',
      businessType: 'individual',
      panNumber: 'ABCDE1234F',
      address: { street: '1 Main Road', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
      bankDetails: { accountNumber: '123456789012', ifscCode: 'SBIN0001234', accountHolderName: 'L', bankName: 'SBI' },
      fssaiLicenceNumber: '13323001000123',
      fssaiLicenceKind: 'state-licence',
      fssaiValidUntil: '2030-03-31',
    };
    const documents = {
      aadharCard: await incoming(),
      panCard: await incoming(),
      bankDocument: await incoming(),
      fssaiCertificate: await incoming(),
    };
    const res = await platform.client.command<SellerAuthResponse>(SellerPatterns.register, { registration, documents });
    const principal: Principal = { id: res.seller.id, role: 'seller', email };
    return { ...res, email, principal };
  };
  const mailsTo = (to: string) => mails.filter((m) => m.data.to === to);
  const codeMailed = async (to: string, job: string = MailJobs.sellerEmailCode, count = 1): Promise<string> => {
    await waitUntil(
      `${count} ${job} mail(s) to ${to}`,
      () => mailsTo(to).filter((m) => m.name === job).length >= count,
    );
    return (mailsTo(to).filter((m) => m.name === job)[count - 1]!.data as CodeMail).code;
  };
  const verify = (principal: Principal, otp: string) =>
    platform.client.command<SellerVerifyEmailResponse>(SellerPatterns.verifyEmail, { principal, input: { otp } });
  const sendOtp = (email: string) =>
    platform.client.command<SendOtpResponse>(SellerPatterns.sendOtp, { email, businessName: 'Amma Snacks' });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

  beforeAll(async () => {
    service = await startServiceForTest('seller', SellerWithFakeMediaModule, {
      prepare: (p) =>
        void p.jobs.process(
          MAIL_QUEUE,
          async (data, meta) => void mails.push({ name: meta.name, data: data as never }),
        ),
    });
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('mails a new seller only its e-mail code, and shows the e-mail as not verified', async () => {
    const { seller, email } = await register();
    expect(seller.emailVerified).toBe(false);
    expect(await codeMailed(email)).toMatch(/^\d{6}$/);
    expect(mailsTo(email).map((m) => m.name)).toEqual([MailJobs.sellerEmailCode]);
  });

  it('proves the e-mail with the right code, once, and only then sends the registration mail', async () => {
    const { email, principal } = await register();
    const code = await codeMailed(email);
    await expect(verify(principal, wrongFor(code))).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'Invalid or expired OTP',
    });
    const res = await verify(principal, code);
    expect(res).toMatchObject({
      success: true,
      message: 'Email verified successfully',
      seller: { emailVerified: true },
    });
    await waitUntil('the registration mail', () => mailsTo(email).some((m) => m.name === MailJobs.sellerRegistered));
    await expect(verify(principal, code)).resolves.toMatchObject({ message: 'Your email is already verified' });
    const me = await platform.client.query<SellerAuthResponse>(SellerPatterns.me, { principal });
    expect(me.seller.emailVerified).toBe(true);
  });

  it('counts a sign-in with the e-mailed code as the proof, and sends the registration mail then', async () => {
    const { email, principal } = await register();
    const code = await codeMailed(email);
    const res = await platform.client.command<SellerAuthResponse>(SellerPatterns.loginWithOtp, { email, otp: code });
    expect(res.seller.emailVerified).toBe(true);
    await waitUntil('the registration mail', () => mailsTo(email).some((m) => m.name === MailJobs.sellerRegistered));
    const me = await platform.client.query<SellerAuthResponse>(SellerPatterns.me, { principal });
    expect(me.seller.emailVerified).toBe(true);
  });

  it('burns the code after five wrong tries', async () => {
    const { email, principal } = await register();
    const code = await codeMailed(email);
    for (let i = 0; i < 4; i++)
      await expect(verify(principal, wrongFor(code))).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(verify(principal, wrongFor(code))).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
    await expect(verify(principal, code)).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
  });

  it("checks the code of the token's own seller, never another's", async () => {
    const first = await register();
    const other = await register();
    const code = await codeMailed(first.email);
    await expect(verify(other.principal, code)).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(verify({ ...admin }, code)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('resends the e-mail code through send-otp, and a sign-in code once the e-mail is proven', async () => {
    const { email, principal } = await register();
    await codeMailed(email);
    // The code sent at registration is less than a minute old: the same answer, nothing new sent.
    await expect(sendOtp(email)).resolves.toMatchObject({ success: true, message: 'OTP sent to your email' });
    await ageCodes(email);
    await sendOtp(email);
    const second = await codeMailed(email, MailJobs.sellerEmailCode, 2);
    // Mails run in the order they were queued: the second code came, so the ask in between sent nothing.
    expect(mailsTo(email).map((m) => m.name)).toEqual([MailJobs.sellerEmailCode, MailJobs.sellerEmailCode]);
    await verify(principal, second);
    await ageCodes(email);
    await sendOtp(email);
    expect(await codeMailed(email, MailJobs.loginCode)).toMatch(/^\d{6}$/);
  });

  it('answers send-otp alike for a known and an unknown e-mail, asked twice in a row', async () => {
    const { email } = await register();
    const answers = [];
    for (const who of [email, email, 'nobody@example.in', 'nobody@example.in']) {
      const { otpExpiry, ...rest } = await sendOtp(who);
      expect(otpExpiry).toEqual(expect.any(String));
      answers.push(rest);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('sends no approval or rejection mail to an e-mail not yet proven; the decision itself stands', async () => {
    const { seller, email } = await register();
    await codeMailed(email);
    const approved = await platform.client.command<{ seller: { isVerified: boolean; emailVerified: boolean } }>(
      SellerPatterns.approve,
      { principal: admin, input: { id: seller.id } },
    );
    expect(approved.seller).toMatchObject({ isVerified: true, emailVerified: false });
    await platform.client.command(SellerPatterns.reject, { principal: admin, input: { id: seller.id, reason: 'No' } });
    await platform.client.command(SellerPatterns.approve, { principal: admin, input: { id: seller.id } });
    // Mails run in the order they were queued: once a later code mail came, a decision mail would have too.
    await ageCodes(email);
    await sendOtp(email);
    await codeMailed(email, MailJobs.sellerEmailCode, 2);
    expect(mailsTo(email).map((m) => m.name)).toEqual([MailJobs.sellerEmailCode, MailJobs.sellerEmailCode]);
  });

  it('answers a known e-mail as a new one, and tells a proven owner by mail instead of sending a code', async () => {
    const proven = await register();
    await verify(proven.principal, await codeMailed(proven.email));
    const again = await register(proven.email);
    expect(again).toMatchObject({ success: true, token: expect.any(String), seller: { emailVerified: false } });
    expect(again.seller.id).not.toBe(proven.seller.id);
    await waitUntil('the warning mail', () =>
      mailsTo(proven.email).some((m) => m.name === MailJobs.sellerSignupAttempt),
    );
    expect(mailsTo(proven.email).filter((m) => m.name === MailJobs.sellerEmailCode)).toHaveLength(1);

    const unproven = await register();
    await codeMailed(unproven.email);
    const second = await register(unproven.email);
    expect(second.seller.emailVerified).toBe(false);
    // An e-mail held only by unproven registrations gets its code as usual, never the warning.
    await codeMailed(unproven.email, MailJobs.sellerEmailCode, 2);
    expect(mailsTo(unproven.email).map((m) => m.name)).toEqual([MailJobs.sellerEmailCode, MailJobs.sellerEmailCode]);
  });

  it('refuses to prove a registration whose e-mail a verified seller holds, even with a right code', async () => {
    const proven = await register();
    await verify(proven.principal, await codeMailed(proven.email));
    const junk = await register(proven.email);
    await ageCodes(proven.email);
    await sendOtp(proven.email);
    const code = await codeMailed(proven.email, MailJobs.loginCode);
    await expect(verify(junk.principal, code)).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: EMAIL_PROVEN_ELSEWHERE,
    });
    // The proven owner's sign-in is untouched: the code still signs it in.
    const res = await platform.client.command<SellerAuthResponse>(SellerPatterns.loginWithOtp, {
      email: proven.email,
      otp: code,
    });
    expect(res.seller.id).toBe(proven.seller.id);
  });

  it('lets one of two registrations sharing an e-mail be proven with its code at once; the other gets a 4xx', async () => {
    const first = await register();
    const second = await register(first.email);
    const code = await codeMailed(first.email, MailJobs.sellerEmailCode, 2);
    const results = await Promise.allSettled([verify(first.principal, code), verify(second.principal, code)]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.reason).toMatchObject({ kind: expect.stringMatching(/^(CONFLICT|VALIDATION)$/) });
  });

  it('maps two proofs of one e-mail written at once to one proven row and one 409, never a failure', async () => {
    const first = await register();
    const second = await register(first.email);
    const repository = service.app.get(SellersRepository);
    const unitOfWork = service.app.get<UnitOfWork<SellerDb>>(UnitOfWork);
    const results = await Promise.allSettled(
      [first, second].map((r) => unitOfWork.run((tx) => repository.markEmailVerified(tx, r.seller.id))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(lost?.reason).toMatchObject({ kind: 'CONFLICT', message: EMAIL_PROVEN_ELSEWHERE });
  });

  it('signs in with a password the proven seller of an e-mail, never a later registration with it', async () => {
    const proven = await register();
    await verify(proven.principal, await codeMailed(proven.email));
    await register(proven.email);
    const login = (password: string) =>
      platform.client.command<SellerAuthResponse>(SellerPatterns.login, { email: proven.email, password });
    await expect(login('Kara-Sev-2024')).resolves.toMatchObject({
      seller: { id: proven.seller.id, emailVerified: true },
    });
  });

  it('among unproven registrations only, signs in the newest whose password matches', async () => {
    const email = `shared${++serial}@example.in`;
    const older = await register(email, 'older-pass');
    const newer = await register(email, 'newer-pass');
    const login = (password: string) =>
      platform.client.command<SellerAuthResponse>(SellerPatterns.login, { email, password });
    await expect(login('older-pass')).resolves.toMatchObject({ seller: { id: older.seller.id } });
    await expect(login('newer-pass')).resolves.toMatchObject({ seller: { id: newer.seller.id } });
    await expect(login('wrong-pass')).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    // A code sign-in takes the newest.
    const code = await codeMailed(email, MailJobs.sellerEmailCode, 2);
    const res = await platform.client.command<SellerAuthResponse>(SellerPatterns.loginWithOtp, { email, otp: code });
    expect(res.seller).toMatchObject({ id: newer.seller.id, emailVerified: true });
    // Once one is proven, only it signs in.
    await expect(login('older-pass')).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
  });

  /** Moves the e-mail's last code a minute into the past, as if the resend wait had passed. */
  async function ageCodes(email: string): Promise<void> {
    await platform.db
      .drizzle(sellerTables)
      .update(loginCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(loginCodes.email, email));
  }
});
