import { Module } from '@nestjs/common';
import {
  DEMO_SELLERS,
  MailJobs,
  OwnerAdminPatterns,
  SellerEvents,
  SellerPatterns,
  type AdminSellerResponse,
  type CodeMail,
  type Principal,
  type SellerAuthResponse,
  type SellerProfileResponse,
  type SellerResubmitResponse,
  type SellerVerifyEmailResponse,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../test/fake-media.controller';
import { sellers } from './db/schema';
import type { SellerDb } from './db/seller-db';
import { SellerModule } from './seller.module';
import { SELLER_DB } from './seller.constants';
import { seedDemoSellers } from './seed/seed-demo-sellers';

@Module({ imports: [SellerModule], controllers: [FakeMediaController] })
class SellerWithFakeMediaModule {}

/** The seller's own profile edits and resubmission after a rejection, and the demo sellers of the seed. */
describe('seller service: profile, resubmission and demo sellers', () => {
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };
  let service: ServiceUnderTest;
  let platform: Platform;
  let publish: jest.SpyInstance;
  let addJob: jest.SpyInstance;
  let serial = 0;

  const registration = (n: string) => ({
    businessName: `Kaveri Foods ${n}`,
    ownerName: 'Lakshmi',
    email: `profile${n}@example.in`,
    password: 'secret1',
    phone: `97000${n}0`,
    businessType: 'individual',
    panNumber: `ABCDE${n}F`,
    address: { street: '1 Main Road', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
    bankDetails: {
      accountNumber: '123456789012',
      ifscCode: 'SBIN0001234',
      accountHolderName: 'Lakshmi',
      bankName: 'SBI',
    },
  });
  const incoming = async () => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/octet-stream');
    return { key, fileName: 'scan.pdf' };
  };
  /** A registered seller that proved its e-mail, with its principal and the form it sent. */
  const newSeller = async () => {
    serial += 1;
    const form = registration(String(serial).padStart(4, '0'));
    const documents = { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming() };
    const res = await platform.client.command<SellerAuthResponse>(SellerPatterns.register, {
      registration: form,
      documents,
    });
    const { code } = addJob.mock.calls
      .filter(([, name]) => name === MailJobs.sellerEmailCode)
      .map(([, , data]) => data as CodeMail)
      .find((m) => m.to === form.email)!;
    const principal: Principal = { id: res.seller.id, role: 'seller', email: form.email };
    await platform.client.command<SellerVerifyEmailResponse>(SellerPatterns.verifyEmail, {
      principal,
      input: { otp: code },
    });
    return { id: res.seller.id, principal, form };
  };
  const as = (principal: Principal, input: unknown) => ({ principal, input });
  const approve = (id: string) => platform.client.command(SellerPatterns.approve, as(admin, { id }));
  const reject = (id: string, reason: string) =>
    platform.client.command(SellerPatterns.reject, as(admin, { id, reason }));
  const adminView = async (id: string) =>
    (await platform.client.query<AdminSellerResponse>(OwnerAdminPatterns.sellers.get, as(admin, { id }))).seller;
  const update = (principal: Principal, input: unknown) =>
    platform.client.command<SellerProfileResponse>(SellerPatterns.updateProfile, as(principal, input));
  const resubmit = (principal: Principal) =>
    platform.client.command<SellerResubmitResponse>(SellerPatterns.resubmit, as(principal, {}));
  const statusEvents = () =>
    publish.mock.calls.filter(([s]) => s === SellerEvents.statusChanged).map(([, data]) => data);
  const profileOf = (form: ReturnType<typeof registration>) => {
    const { email: _email, password: _password, ...rest } = form;
    return { ...rest, bankDetails: { ...rest.bankDetails, accountNumber: '' } };
  };

  beforeAll(async () => {
    service = await startServiceForTest('seller', SellerWithFakeMediaModule, {
      prepare: (p) => {
        publish = jest.spyOn(p.events, 'publish');
        addJob = jest.spyOn(p.jobs, 'add');
      },
    });
    platform = service.platform;
  }, 60_000);

  afterAll(() => service?.stop());

  beforeEach(() => {
    publish.mockClear();
  });

  it('lets a rejected seller resubmit: pending again, in the history, and the catalog is told', async () => {
    const { id, principal } = await newSeller();
    await reject(id, 'PAN card is blurry');
    const res = await resubmit(principal);
    expect(res).toMatchObject({
      message: 'Your application has been sent for review again',
      seller: { isActive: true, isVerified: false, rejectionReason: 'PAN card is blurry' },
    });
    const seen = await adminView(id);
    expect(seen).toMatchObject({ status: 'pending', history: [{ action: 'resubmitted', fields: [] }] });
    expect(statusEvents()).toEqual([expect.objectContaining({ sellerId: id, isActive: true, isVerified: false })]);
  });

  it('refuses to resubmit an application that is not rejected, changing nothing', async () => {
    const { id, principal } = await newSeller();
    await expect(resubmit(principal)).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'Only a rejected application can be resubmitted',
    });
    expect((await adminView(id)).history).toEqual([]);
  });

  it('saves an edit of the contact and address without a new verification', async () => {
    const { id, principal, form } = await newSeller();
    await approve(id);
    const res = await update(principal, {
      ...profileOf(form),
      phone: '9876543210',
      address: { ...form.address, street: '7 New Street' },
    });
    expect(res).toMatchObject({
      message: 'Your profile has been saved',
      reverification: [],
      seller: { isVerified: true, phone: '9876543210', address: { street: '7 New Street' } },
    });
    expect((await adminView(id)).history).toEqual([]);
  });

  it('sends an approved seller back to verification when the bank account or IFSC changes, naming the fields', async () => {
    const { id, principal, form } = await newSeller();
    await approve(id);
    const res = await update(principal, {
      ...profileOf(form),
      bankDetails: { ...form.bankDetails, accountNumber: '998877665544', ifscCode: 'HDFC0000123' },
    });
    expect(res.reverification).toEqual(['bankAccountNumber', 'bankIfscCode']);
    expect(res.seller).toMatchObject({ isVerified: false, bankDetails: { accountNumberLast4: 'XXXXXX5544' } });
    expect(await adminView(id)).toMatchObject({
      status: 'pending',
      history: [{ action: 'profile-changed', fields: ['bankAccountNumber', 'bankIfscCode'] }],
    });
    expect(statusEvents()).toEqual([expect.objectContaining({ sellerId: id, isVerified: false, isActive: true })]);
  });

  it('refuses a bad edit with the problem named, changing nothing', async () => {
    const { id, principal, form } = await newSeller();
    await expect(update(principal, { ...profileOf(form), panNumber: 'NOTAPAN' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('Please enter a valid PAN number'),
    });
    await expect(update(admin, profileOf(form))).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(await adminView(id)).toMatchObject({ panNumber: form.panNumber });
  });

  it('seeds the demo sellers once, approved and with their profiles', async () => {
    const db = service.app.get<SellerDb>(SELLER_DB);
    expect(await seedDemoSellers(db)).toBe(DEMO_SELLERS.length);
    expect(await seedDemoSellers(db)).toBe(0);
    const rows = await db.select().from(sellers);
    const demos = rows.filter((r) => DEMO_SELLERS.some((d) => d.id === r.id));
    expect(demos).toHaveLength(DEMO_SELLERS.length);
    expect(demos.map((r) => sellerStateOf(r))).toEqual(DEMO_SELLERS.map(() => 'verified'));
    expect((await adminView(DEMO_SELLERS[0].id)).address).toMatchObject({ city: 'Madurai', state: 'Tamil Nadu' });
  });
});

const sellerStateOf = (r: { isVerified: boolean; isActive: boolean }) =>
  r.isActive && r.isVerified ? 'verified' : 'other';
