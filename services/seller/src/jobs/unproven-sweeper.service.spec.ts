import { Module } from '@nestjs/common';
import { MAIL_QUEUE, MailJobs, SellerPatterns, type CodeMail, type SellerAuthResponse } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../test/fake-media.controller';
import { sellers, sellerTables } from '../db/schema';
import { SellerModule } from '../seller.module';
import { UnprovenSweeper } from './unproven-sweeper';

@Module({ imports: [SellerModule], controllers: [FakeMediaController] })
class SellerWithFakeMediaModule {}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registrations that are not proven, and cannot or did not get proven in time, go away with their documents. */
describe('seller service: unproven registration sweeper', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let sweeper: UnprovenSweeper;
  const mails: Array<{ name: string; data: CodeMail }> = [];
  let serial = 0;

  const incoming = async () => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  const register = async (email = `sweep${++serial}@example.in`) => {
    const registration = {
      businessName: 'Amma Snacks',
      ownerName: 'Lakshmi',
      email,
      password: 'Kara-Sev-2024',
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
    return { ...res, email };
  };
  const prove = async (email: string, id: string) => {
    await waitUntil(`the code to ${email}`, () => mails.some((m) => m.data.to === email));
    const code = mails.find((m) => m.data.to === email && m.name === MailJobs.sellerEmailCode)!.data.code;
    await platform.client.command(SellerPatterns.verifyEmail, {
      principal: { id, role: 'seller', email },
      input: { otp: code },
    });
  };
  const db = () => platform.db.drizzle(sellerTables);
  const row = async (id: string) => (await db().select().from(sellers).where(eq(sellers.id, id)))[0];
  const documentsKept = async (id: string) => {
    const found = await Promise.all(Object.values((await row(id))!.documents).map((k) => platform.storage.get(k)));
    return found.filter(Boolean).length;
  };

  beforeAll(async () => {
    service = await startServiceForTest('seller', SellerWithFakeMediaModule, {
      prepare: (p) =>
        void p.jobs.process(
          MAIL_QUEUE,
          async (data, meta) => void mails.push({ name: meta.name, data: data as CodeMail }),
        ),
    });
    platform = service.platform;
    sweeper = service.app.get(UnprovenSweeper);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it("removes a copy of a proven seller's e-mail with its documents, and keeps the proven seller", async () => {
    const proven = await register();
    await prove(proven.email, proven.seller.id);
    const copy = await register(proven.email);
    const fresh = await register();
    expect(await documentsKept(copy.seller.id)).toBe(4);
    const keys = Object.values((await row(copy.seller.id))!.documents);

    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);
    expect(await row(copy.seller.id)).toBeUndefined();
    expect((await Promise.all(keys.map((k) => platform.storage.get(k)))).filter(Boolean)).toHaveLength(0);
    expect(await row(proven.seller.id)).toMatchObject({ emailVerified: true });
    expect(await row(fresh.seller.id)).toMatchObject({ emailVerified: false });
  });

  it('removes an unproven registration older than SELLER_UNPROVEN_TTL_DAYS, but not one an admin approved', async () => {
    const stale = await register();
    const approved = await register();
    await platform.client.command(SellerPatterns.approve, {
      principal: { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' },
      input: { id: approved.seller.id },
    });
    const days = platform.config.SELLER_UNPROVEN_TTL_DAYS;
    await sweeper.sweep(new Date(Date.now() + (days - 1) * DAY_MS));
    expect(await row(stale.seller.id)).toBeDefined();

    await sweeper.sweep(new Date(Date.now() + (days + 1) * DAY_MS));
    expect(await row(stale.seller.id)).toBeUndefined();
    expect(await row(approved.seller.id)).toBeDefined();
  });

  it('keeps a registration whose documents cannot be removed now, and removes it on a later sweep', async () => {
    const proven = await register();
    await prove(proven.email, proven.seller.id);
    const copy = await register(proven.email);
    FakeMediaController.refuseDiscards = 3;
    await sweeper.sweep();
    expect(await row(copy.seller.id)).toBeDefined();
    FakeMediaController.refuseDiscards = 0;
    await sweeper.sweep();
    expect(await row(copy.seller.id)).toBeUndefined();
  });
});
