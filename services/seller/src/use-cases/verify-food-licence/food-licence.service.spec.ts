import {
  FOOD_LICENCE_MAIL_JOB,
  FOOD_LICENCE_NEEDED_MESSAGE,
  MAIL_QUEUE,
  OwnerAdminPatterns,
  SellerEvents,
  SellerPatterns,
  type AdminSellerResponse,
  type FoodLicenceMail,
  type Principal,
  type SellerDocumentUploadResponse,
  type SellerProfileResponse,
  type SellerPublicProfileChangedEvent,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  admin,
  as,
  registerVerifiedSeller,
  sellerForm,
  startSellerForTest,
  uploadScan,
  type SellerForm,
} from '../../../test/seller-fixture';
import { FoodLicenceSweeper } from '../../jobs/food-licence-sweeper';
import { sellers, sellerTables } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** FSSAI licences (decision 035): approval needs one, an admin verifies a changed one, the sweep mails and tells. */
describe('seller service: FSSAI licences', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let publish: jest.SpyInstance;
  let addJob: jest.SpyInstance;
  let sweeper: FoodLicenceSweeper;
  let serial = 0;

  const newSeller = async (fields: Partial<SellerForm> = {}, certificate = true) => {
    serial += 1;
    const n = String(serial).padStart(4, '0');
    const form = { ...sellerForm(n, { email: `licence${n}@example.in`, phone: `96000${n}0` }), ...fields };
    const { seller, principal } = await registerVerifiedSeller({ platform, addJob }, form);
    if (!certificate) await setRow(seller.id, { documents: withoutCertificate(await row(seller.id)) });
    return { id: seller.id, principal, form };
  };
  const withoutCertificate = (r: typeof sellers.$inferSelect) => {
    const { fssaiCertificate: _gone, ...documents } = r.documents;
    return documents;
  };
  const db = () => platform.db.drizzle(sellerTables);
  const row = async (id: string) => (await db().select().from(sellers).where(eq(sellers.id, id)))[0];
  const setRow = (id: string, set: Partial<typeof sellers.$inferInsert>) =>
    db().update(sellers).set(set).where(eq(sellers.id, id));
  const approve = (id: string) => platform.client.command(SellerPatterns.approve, as(admin, { id }));
  const verify = (id: string) =>
    platform.client.command<AdminSellerResponse>(SellerPatterns.verifyFoodLicence, as(admin, { id }));
  const adminView = async (id: string) =>
    (await platform.client.query<AdminSellerResponse>(OwnerAdminPatterns.sellers.get, as(admin, { id }))).seller;
  const profiles = (id: string) =>
    publish.mock.calls
      .filter(([s, d]) => s === SellerEvents.publicProfileChanged && (d as { sellerId: string }).sellerId === id)
      .map(([, d]) => d as SellerPublicProfileChangedEvent);
  const licenceMails = (to: string) =>
    addJob.mock.calls
      .filter(([q, name, data]) => q === MAIL_QUEUE && name === FOOD_LICENCE_MAIL_JOB && data.to === to)
      .map(([, , data]) => (data as FoodLicenceMail).notice);
  const profileInput = (form: SellerForm, over: Record<string, unknown> = {}) => ({
    businessName: form.businessName,
    ownerName: form.ownerName,
    phone: form.phone,
    businessType: form.businessType,
    panNumber: form.panNumber,
    address: form.address,
    bankDetails: { ...form.bankDetails, accountNumber: '' },
    ...over,
  });
  const update = (principal: Principal, input: unknown) =>
    platform.client.command<SellerProfileResponse>(SellerPatterns.updateProfile, as(principal, input));

  beforeAll(async () => {
    ({ service, platform, publish, addJob } = await startSellerForTest());
    sweeper = service.app.get(FoodLicenceSweeper);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('registers a seller without a licence, and refuses to approve it with the sentence', async () => {
    const { id } = await newSeller({ fssaiLicenceNumber: '', fssaiLicenceKind: '', fssaiValidUntil: '' } as never);
    expect((await adminView(id)).foodLicence).toMatchObject({ status: 'missing', selling: false, number: null });
    await expect(approve(id)).rejects.toMatchObject({ kind: 'VALIDATION', message: FOOD_LICENCE_NEEDED_MESSAGE });
    expect((await row(id)).isVerified).toBe(false);
  });

  it('refuses to approve without the certificate, or with an expired licence', async () => {
    const noCertificate = await newSeller({}, false);
    await expect(approve(noCertificate.id)).rejects.toMatchObject({ message: FOOD_LICENCE_NEEDED_MESSAGE });
    const expired = await newSeller();
    await setRow(expired.id, { fssaiValidUntil: dateIn(-1) });
    await expect(approve(expired.id)).rejects.toMatchObject({ kind: 'VALIDATION', message: /expired/ });
  });

  it('verifies the licence with the approval and tells the catalog the seller sells', async () => {
    const { id, form } = await newSeller();
    expect((await adminView(id)).foodLicence).toMatchObject({ status: 'pending', selling: false, certificate: true });
    await approve(id);
    expect((await adminView(id)).foodLicence).toMatchObject({
      number: '13323001000123',
      kind: 'state-licence',
      status: 'verified',
      selling: true,
      graceEndsAt: null,
    });
    expect(profiles(id)).toEqual([
      expect.objectContaining({
        businessName: form.businessName,
        sellsFood: true,
        profile: expect.objectContaining({
          fssaiLicenceNumber: '13323001000123',
          address: { city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
          customerCare: { phone: form.phone, email: form.email },
          since: expect.any(String),
        }),
      }),
    ]);
  });

  it('keeps a changed licence pending until an admin verifies it, without a new KYC review nor stopping sales', async () => {
    const { id, principal, form } = await newSeller();
    await approve(id);
    const res = await update(
      principal,
      profileInput(form, {
        fssaiLicenceNumber: '13323001000999',
        fssaiLicenceKind: 'state-licence',
        fssaiValidUntil: dateIn(400),
        about: 'Murukku since 1990',
        customerCare: { phone: '9444012345', email: 'care@example.in' },
      }),
    );
    expect(res.reverification).toEqual([]);
    // The licence verified with the approval counts until its own date: the storefront still shows its number.
    expect(res.seller).toMatchObject({
      isVerified: true,
      foodLicence: {
        number: '13323001000999',
        status: 'pending',
        selling: true,
        verifiedAt: null,
        verified: { number: '13323001000123', kind: 'state-licence', validUntil: form.fssaiValidUntil },
      },
      about: 'Murukku since 1990',
      customerCare: { phone: '9444012345', email: 'care@example.in' },
    });
    expect(profiles(id).at(-1)).toMatchObject({ sellsFood: true, profile: { fssaiLicenceNumber: '13323001000123' } });
    await sweeper.sweep();
    expect(profiles(id).map((p) => p.sellsFood)).toEqual([true, true]);

    const verified = await verify(id);
    expect(verified.seller.foodLicence).toMatchObject({
      status: 'verified',
      selling: true,
      verified: { number: '13323001000999', validUntil: dateIn(400) },
    });
    expect(profiles(id).at(-1)).toMatchObject({ sellsFood: true, profile: { fssaiLicenceNumber: '13323001000999' } });
    await expect(verify(id)).rejects.toMatchObject({ kind: 'CONFLICT' });
  });

  it('hides the seller when its verified licence lapses while a renewal waits, until the renewal is verified', async () => {
    const { id, principal, form } = await newSeller({ fssaiValidUntil: dateIn(10) });
    await approve(id);
    const renewal = { fssaiLicenceNumber: form.fssaiLicenceNumber, fssaiLicenceKind: 'state-licence' };
    await update(principal, profileInput(form, { ...renewal, fssaiValidUntil: dateIn(375) }));
    const renewing = (await adminView(id)).foodLicence;
    expect(renewing).toMatchObject({ status: 'pending', selling: true, verified: { validUntil: dateIn(10) } });

    // The reminder follows the verified licence's date, renewal or not; then it lapses.
    await sweeper.sweep();
    expect(licenceMails(form.email)).toEqual(['expiring']);
    const later = new Date(Date.now() + 12 * DAY_MS);
    await sweeper.sweep(later);
    expect(licenceMails(form.email)).toEqual(['expiring', 'lapsed']);
    expect(profiles(id).map((p) => p.sellsFood)).toEqual([true, true, false]);
    const lapseMail = addJob.mock.calls.find(
      ([, name, data]) => name === FOOD_LICENCE_MAIL_JOB && data.to === form.email && data.notice === 'lapsed',
    );
    expect(lapseMail?.[2]).toMatchObject({ validUntil: dateIn(10) });

    await verify(id);
    expect(profiles(id).at(-1)).toMatchObject({ sellsFood: true });
    expect((await adminView(id)).foodLicence).toMatchObject({
      status: 'verified',
      verified: { validUntil: dateIn(375) },
    });
  });

  it('keeps the licence when a profile edit leaves it out, and takes a new certificate as a change', async () => {
    const { id, principal, form } = await newSeller();
    await approve(id);
    const kept = await update(principal, profileInput(form));
    expect(kept.seller.foodLicence).toMatchObject({ number: '13323001000123', status: 'verified' });

    const file = await uploadScan(platform);
    const { document } = await platform.client.command<SellerDocumentUploadResponse>(
      SellerPatterns.uploadDocument,
      as(principal, { field: 'fssaiCertificate', file }),
    );
    expect(document.key).toMatch(/^seller-documents\/fssai\//);
    const changed = await update(principal, profileInput(form, { documents: { fssaiCertificate: document.key } }));
    expect(changed.reverification).toEqual([]);
    expect(changed.seller.foodLicence).toMatchObject({ status: 'pending', selling: true });
  });

  it('refuses to verify when there is no licence, and 404 for an unknown seller', async () => {
    const { id } = await newSeller({ fssaiLicenceNumber: '', fssaiLicenceKind: '', fssaiValidUntil: '' } as never);
    await expect(verify(id)).rejects.toMatchObject({ kind: 'VALIDATION', message: FOOD_LICENCE_NEEDED_MESSAGE });
    await expect(verify(randomUUID())).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(
      platform.client.command(SellerPatterns.verifyFoodLicence, as({ ...admin, role: 'seller' }, { id })),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('reminds once before a licence lapses, then mails and hides the seller when it lapsed', async () => {
    const { id, form } = await newSeller({ fssaiValidUntil: dateIn(10) });
    await approve(id);
    await sweeper.sweep();
    await sweeper.sweep();
    expect(licenceMails(form.email)).toEqual(['expiring']);
    expect(profiles(id).map((p) => p.sellsFood)).toEqual([true]);

    const later = new Date(Date.now() + 12 * DAY_MS);
    await sweeper.sweep(later);
    await sweeper.sweep(later);
    expect(licenceMails(form.email)).toEqual(['expiring', 'lapsed']);
    expect(profiles(id).map((p) => p.sellsFood)).toEqual([true, false]);
    expect((await row(id)).publishedSelling).toBe(false);
  });

  it('lets a seller approved before the rule sell through its grace, mailing when it starts and when it ends', async () => {
    const { id, form } = await newSeller({
      fssaiLicenceNumber: '',
      fssaiLicenceKind: '',
      fssaiValidUntil: '',
    } as never);
    // As the migration leaves a seller approved before licences were required.
    await setRow(id, { isVerified: true, fssaiRuleSince: new Date(), publishedSelling: null });
    await sweeper.sweep();
    expect(licenceMails(form.email)).toEqual(['grace-started']);
    expect(profiles(id).map((p) => p.sellsFood)).toEqual([true]);
    expect((await adminView(id)).foodLicence).toMatchObject({ status: 'missing', selling: true });

    const graceDays = platform.config.FSSAI_GRACE_DAYS;
    const after = new Date(Date.now() + (graceDays + 1) * DAY_MS);
    await sweeper.sweep(after);
    await sweeper.sweep(after);
    expect(licenceMails(form.email)).toEqual(['grace-started', 'grace-ended']);
    expect(profiles(id).map((p) => p.sellsFood)).toEqual([true, false]);
  });
});
