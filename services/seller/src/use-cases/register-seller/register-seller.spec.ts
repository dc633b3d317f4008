import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  MAIL_QUEUE,
  MailJobs,
  PrincipalCheckPatterns,
  SellerEvents,
  SellerPatterns,
  type SellerAuthResponse,
} from '@thindi/contracts';
import { createLogger, InProcessEventBus, loadConfig, Platform, PlatformModule } from '@thindi/platform';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { SellerDb } from '../../db/seller-db';
import { sellers } from '../../db/schema';
import { SellersRepository } from '../../db/sellers.repository';
import { SELLER_DB } from '../../seller.constants';
import { SellerModule } from '../../seller.module';

/** The seller module on PGlite, through its message handlers; a small stand-in plays the media service. */
describe('seller service', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-seller-'));
  const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
  let platform: Platform;
  let app: INestMicroservice;
  let db: SellerDb;
  const mails: Array<{ name: string; data: unknown }> = [];
  const events: unknown[] = [];

  const incoming = async (bytes = pdf) => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, bytes, 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  const registration = (email: string) => ({
    businessName: 'Amma Snacks',
    ownerName: 'Lakshmi',
    email,
    password: 'Kara-Sev-2024',
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
  });
  const register = async (email: string, bankBytes = pdf) =>
    platform.client.command<SellerAuthResponse>(SellerPatterns.register, {
      registration: registration(email),
      documents: { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming(bankBytes) },
    });
  const stored = (): string[] => {
    try {
      return readdirSync(join(dataDir, 'media', 'seller-documents'), { recursive: true })
        .map(String)
        .filter((f) => f.includes('.'));
    } catch {
      return [];
    }
  };

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    await platform.jobs.process(MAIL_QUEUE, async (data, meta) => void mails.push({ name: meta.name, data }));
    await platform.events.subscribe(SellerEvents.registered, {}, (e) => void events.push(e.data));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), SellerModule],
      controllers: [FakeMediaController],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('seller') });
    await app.listen();
    db = moduleRef.get(SELLER_DB);
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('registers a pending seller, keeps its documents, mails it its e-mail code and announces it', async () => {
    const res = await register('amma@example.in');
    expect(res.seller).toMatchObject({
      isVerified: false,
      isActive: true,
      documents: { aadharCard: true, panCard: true, bankDocument: true },
    });
    expect(stored()).toHaveLength(3);
    await (platform.events as InProcessEventBus).settle();
    expect(events).toEqual([expect.objectContaining({ sellerId: res.seller.id, email: 'amma@example.in' })]);
    await waitUntil('the mail is queued', () => mails.length > 0);
    expect(mails).toEqual([
      {
        name: MailJobs.sellerEmailCode,
        data: {
          to: 'amma@example.in',
          firstName: 'Lakshmi',
          code: expect.stringMatching(/^\d{6}$/),
          expiresInMinutes: 10,
        },
      },
    ]);
  });

  it('deletes the documents already kept when one of them is refused', async () => {
    const before = stored().length;
    await expect(register('refused@example.in', Buffer.from('<html></html>'))).rejects.toMatchObject({
      kind: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(stored()).toHaveLength(before);
    await expect(
      platform.client.command(SellerPatterns.login, { email: 'refused@example.in', password: 'Kara-Sev-2024' }),
    ).rejects.toMatchObject({
      kind: 'UNAUTHORIZED',
    });
  });

  it.each([
    ['an unknown pincode', { pincode: '999999' }, 'ADDRESS.PINCODE_UNKNOWN', 'Please enter a valid pincode'],
    [
      'a state other than the pincode’s',
      { state: 'Kerala' },
      'ADDRESS.STATE_MISMATCH',
      'State does not match pincode 625001 (it is in Tamil Nadu)',
    ],
  ])('refuses a business address with %s, keeping and mailing nothing', async (_case, change, code, message) => {
    const email = `address-${code.toLowerCase()}@example.in`;
    const documents = { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming() };
    const before = stored().length;
    const base = registration(email);
    const refused = platform.client.command(SellerPatterns.register, {
      registration: { ...base, address: { ...base.address, ...change } },
      documents,
    });
    await expect(refused).rejects.toMatchObject({ code, kind: 'VALIDATION', message });
    expect(stored()).toHaveLength(before);
    expect(await db.select().from(sellers).where(eq(sellers.email, email))).toEqual([]);
    expect(mails.filter((m) => (m.data as { to: string }).to === email)).toEqual([]);
  });

  it('removes the documents it kept when the account cannot be written', async () => {
    const before = stored().length;
    jest.spyOn(app.get(SellersRepository), 'insert').mockRejectedValueOnce(new Error('disk full'));
    await expect(register('unwritten@example.in')).rejects.toThrow();
    expect(stored()).toHaveLength(before);
  });

  it('keeps trying to remove the documents of a failed registration until the media service takes it', async () => {
    const before = stored().length;
    FakeMediaController.refuseDiscards = 2;
    jest.spyOn(app.get(SellersRepository), 'insert').mockRejectedValueOnce(new Error('disk full'));
    await expect(register('retried@example.in')).rejects.toThrow();
    await waitUntil('the documents are removed', () => stored().length === before, 10_000);
    expect(FakeMediaController.refuseDiscards).toBe(0);
  }, 15_000);

  it('answers the principal check: active for a seller, not for an unknown or malformed id', async () => {
    const { seller } = await register('check@example.in');
    await expect(platform.client.query(PrincipalCheckPatterns.seller, { id: seller.id })).resolves.toEqual({
      active: true,
    });
    await expect(platform.client.query(PrincipalCheckPatterns.seller, { id: randomUUID() })).resolves.toEqual({
      active: false,
    });
    await expect(platform.client.query(PrincipalCheckPatterns.seller, { id: 'not-a-uuid' })).resolves.toEqual({
      active: false,
    });
  });

  it('locates a document for its seller and for an admin, and refuses another seller', async () => {
    const { seller } = await register('docs@example.in');
    const me = { id: seller.id, role: 'seller', email: seller.email };
    await expect(
      platform.client.query(SellerPatterns.document, { principal: me, input: { kind: 'bank' } }),
    ).resolves.toMatchObject({
      key: expect.stringMatching(/^seller-documents\/bank\/[0-9a-f-]{36}\.pdf$/),
      contentType: 'application/pdf',
    });
    const admin = { id: 'admin-1', role: 'admin', email: 'admin@example.in' };
    await expect(
      platform.client.query(SellerPatterns.document, { principal: admin, input: { kind: 'pan', sellerId: seller.id } }),
    ).resolves.toMatchObject({
      key: expect.stringMatching(/^seller-documents\/pan\//),
    });
    const stranger = { id: randomUUID(), role: 'seller', email: 'x@example.in' };
    await expect(
      platform.client.query(SellerPatterns.document, {
        principal: stranger,
        input: { kind: 'pan', sellerId: seller.id },
      }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('burns a sign-in code after five wrong tries', async () => {
    await register('codes@example.in');
    // The code mailed at registration (to prove the e-mail) signs in too.
    const codeMail = () => mails.find((m) => (m.data as { to: string }).to === 'codes@example.in');
    await waitUntil('the code is mailed', () => !!codeMail());
    const { code } = codeMail()!.data as { code: string };
    const wrong = code === '000000' ? '111111' : '000000';
    const tryCode = (otp: string) =>
      platform.client.command(SellerPatterns.loginWithOtp, { email: 'codes@example.in', otp });
    for (let i = 0; i < 4; i++) await expect(tryCode(wrong)).rejects.toMatchObject({ kind: 'UNAUTHORIZED' });
    await expect(tryCode(wrong)).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
    await expect(tryCode(code)).rejects.toMatchObject({ kind: 'RATE_LIMITED' });
  });

  it('refuses a deactivated seller at sign-in with 403, and its principal check turns inactive', async () => {
    const { seller } = await register('gone@example.in');
    await db.update(sellers).set({ isActive: false }).where(eq(sellers.id, seller.id));
    await expect(
      platform.client.command(SellerPatterns.login, { email: 'gone@example.in', password: 'Kara-Sev-2024' }),
    ).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(platform.client.query(PrincipalCheckPatterns.seller, { id: seller.id })).resolves.toEqual({
      active: false,
    });
  });

  it('validates every message it receives, whoever sent it', async () => {
    await expect(
      platform.client.command(SellerPatterns.register, { registration: {}, documents: {} }),
    ).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'Please fill in all required fields',
    });
    await expect(platform.client.command(SellerPatterns.login, {})).rejects.toMatchObject({ kind: 'VALIDATION' });
  });
});

/** Waits for a condition the in-process job queue fulfils on its own schedule. */
