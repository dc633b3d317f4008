import {
  DEMO_SELLERS,
  OwnerAdminPatterns,
  SellerEvents,
  SellerPatterns,
  type AdminSellerResponse,
  type Principal,
  type SellerDocumentLocation,
  type SellerDocumentUploadResponse,
  type SellerMeResponse,
  type SellerProfileResponse,
  type SellerResubmitResponse,
} from '@thindi/contracts';
import { gstinCheckCharacter } from '@thindi/india';
import { UnitOfWork, type Platform } from '@thindi/platform';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import {
  admin,
  as,
  registerVerifiedSeller,
  sellerForm,
  startSellerForTest,
  uploadScan,
} from '../../../test/seller-fixture';
import { sellers } from '../../db/schema';
import type { SellerDb } from '../../db/seller-db';
import { SELLER_DB } from '../../seller.constants';
import { seedDemoSellers } from '../../seed/seed-demo-sellers';

/** The seller's own profile edits and resubmission after a rejection, and the demo sellers of the seed. */
describe('seller service: profile, resubmission and demo sellers', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let publish: jest.SpyInstance;
  let addJob: jest.SpyInstance;
  let serial = 0;

  const registration = (n: string) =>
    sellerForm(n, { businessName: `Kaveri Foods ${n}`, email: `profile${n}@example.in`, phone: `97000${n}0` });
  const incoming = () => uploadScan(platform);
  /** A registered seller that proved its e-mail, with its principal and the form it sent. */
  const newSeller = async () => {
    serial += 1;
    const form = registration(String(serial).padStart(4, '0'));
    const { seller, principal } = await registerVerifiedSeller({ platform, addJob }, form);
    return { id: seller.id, principal, form };
  };
  const approve = (id: string) => platform.client.command(SellerPatterns.approve, as(admin, { id }));
  const reject = (id: string, reason: string) =>
    platform.client.command(SellerPatterns.reject, as(admin, { id, reason }));
  const adminView = async (id: string) =>
    (await platform.client.query<AdminSellerResponse>(OwnerAdminPatterns.sellers.get, as(admin, { id }))).seller;
  const update = (principal: Principal, input: unknown) =>
    platform.client.command<SellerProfileResponse>(SellerPatterns.updateProfile, as(principal, input));
  const resubmit = (principal: Principal) =>
    platform.client.command<SellerResubmitResponse>(SellerPatterns.resubmit, as(principal, {}));
  const upload = async (principal: Principal, field: string, bytes = '%PDF-1.4\n%%EOF\n') => {
    const key = `incoming/${randomUUID()}`;
    await platform.storage.put(key, Buffer.from(bytes), 'application/octet-stream');
    const input = { field, file: { key, fileName: `${field}.pdf` } };
    return (
      await platform.client.command<SellerDocumentUploadResponse>(SellerPatterns.uploadDocument, as(principal, input))
    ).document.key;
  };
  const documentKey = async (id: string, kind: string) =>
    (await platform.client.query<SellerDocumentLocation>(SellerPatterns.document, as(admin, { kind, sellerId: id })))
      .key;
  const me = (principal: Principal) => platform.client.query<SellerMeResponse>(SellerPatterns.me, as(principal, {}));
  const statusEvents = () =>
    publish.mock.calls.filter(([s]) => s === SellerEvents.statusChanged).map(([, data]) => data);
  const profileOf = (form: ReturnType<typeof registration>) => {
    const { email: _email, password: _password, ...rest } = form;
    return { ...rest, bankDetails: { ...rest.bankDetails, accountNumber: '' } };
  };

  beforeAll(async () => {
    ({ service, platform, publish, addJob } = await startSellerForTest());
  }, SERVICE_START_TIMEOUT_MS);

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

  it('refuses a GST number whose check character is wrong, at sign-up and in a profile edit, changing nothing', async () => {
    const first14 = (pan: string) => `33${pan}1Z`;
    /** The GSTIN of the PAN with its last character one off the right one. */
    const wrongCheck = (pan: string) => {
      const right = gstinCheckCharacter(first14(pan));
      return first14(pan) + (right === '0' ? '1' : '0');
    };
    const refused = {
      kind: 'VALIDATION',
      code: 'SELLER.GSTIN_INVALID',
      message:
        "The GST number's check character (its last character) is wrong: please copy the number from your GST certificate",
    };
    const form = registration('9999');
    const documents = { aadharCard: await incoming(), panCard: await incoming(), bankDocument: await incoming() };
    await expect(
      platform.client.command(SellerPatterns.register, {
        registration: { ...form, gstNumber: wrongCheck(form.panNumber) },
        documents,
      }),
    ).rejects.toMatchObject(refused);

    const { id, principal, form: saved } = await newSeller();
    await expect(
      update(principal, { ...profileOf(saved), gstNumber: wrongCheck(saved.panNumber) }),
    ).rejects.toMatchObject(refused);
    expect(await adminView(id)).toMatchObject({ gstNumber: null });
    const valid = first14(saved.panNumber) + gstinCheckCharacter(first14(saved.panNumber));
    expect((await update(principal, { ...profileOf(saved), gstNumber: valid })).seller.gstNumber).toBe(valid);
  });

  it('replaces a KYC document uploaded from the profile: pending again, named, and the admin reads the new one', async () => {
    const { id, principal, form } = await newSeller();
    await approve(id);
    const before = await documentKey(id, 'pan');
    const key = await upload(principal, 'panCard');
    expect(key).toMatch(/^seller-documents\/pan\//);
    // Uploading alone changes nothing: the edit puts the document in place.
    expect(await documentKey(id, 'pan')).toBe(before);
    const res = await update(principal, { ...profileOf(form), documents: { panCard: key } });
    expect(res).toMatchObject({
      message:
        'Your profile has been saved. Because your KYC details changed, your account is pending verification again',
      reverification: ['panCard'],
      seller: { isVerified: false, documents: { panCard: true } },
    });
    expect(await documentKey(id, 'pan')).toBe(key);
    expect(await documentKey(id, 'aadhar')).not.toBe(key);
    expect((await adminView(id)).history).toEqual([
      expect.objectContaining({ action: 'profile-changed', fields: ['panCard'] }),
    ]);
    expect(statusEvents()).toEqual([expect.objectContaining({ sellerId: id, isVerified: false })]);
  });

  it("refuses a document that is another seller's, of another kind or not a document, changing nothing", async () => {
    const { id, principal, form } = await newSeller();
    const other = await newSeller();
    await approve(id);
    const before = await documentKey(id, 'pan');
    const theirs = await upload(other.principal, 'panCard');
    await expect(update(principal, { ...profileOf(form), documents: { panCard: theirs } })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'panCard: not a document you uploaded; please upload it again',
    });
    const aadhar = await upload(principal, 'aadharCard');
    await expect(update(principal, { ...profileOf(form), documents: { panCard: aadhar } })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('panCard: not the key of an uploaded pan document'),
    });
    await expect(upload(principal, 'panCard', '<html>not a scan</html>')).rejects.toMatchObject({
      kind: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(upload(admin, 'panCard')).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(await documentKey(id, 'pan')).toBe(before);
    expect(await adminView(id)).toMatchObject({ status: 'verified', history: [] });
  });

  it('shows the seller its own review history, newest first: each rejection with its reason, resubmissions, approval', async () => {
    const { id, principal } = await newSeller();
    expect((await me(principal)).history).toEqual([]);
    await reject(id, 'PAN card is blurry');
    await resubmit(principal);
    await reject(id, 'The IFSC code does not match');
    await resubmit(principal);
    await approve(id);
    const { history } = await me(principal);
    expect(history.map(({ action, reason }) => [action, reason])).toEqual([
      ['approved', null],
      ['resubmitted', null],
      ['rejected', 'The IFSC code does not match'],
      ['resubmitted', null],
      ['rejected', 'PAN card is blurry'],
    ]);
    expect(history.map((h) => h.at)).toEqual(
      history
        .map((h) => h.at)
        .sort()
        .reverse(),
    );
    // The admin reads what the seller did; its own decisions are in its audit log.
    expect((await adminView(id)).history?.map((h) => h.action)).toEqual(['resubmitted', 'resubmitted']);
    // Another seller's token reads only its own history.
    expect((await me((await newSeller()).principal)).history).toEqual([]);
    await expect(me(admin)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('seeds the demo sellers once, approved and with their profiles', async () => {
    const db = service.app.get<SellerDb>(SELLER_DB);
    const seed = () =>
      service.app.get<UnitOfWork<SellerDb>>(UnitOfWork).run((tx, events) => seedDemoSellers(tx, events));
    expect(await seed()).toBe(DEMO_SELLERS.length);
    expect(await seed()).toBe(0);
    const rows = await db.select().from(sellers);
    const demos = rows.filter((r) => DEMO_SELLERS.some((d) => d.id === r.id));
    expect(demos).toHaveLength(DEMO_SELLERS.length);
    expect(demos.map((r) => sellerStateOf(r))).toEqual(DEMO_SELLERS.map(() => 'verified'));
    expect((await adminView(DEMO_SELLERS[0].id)).address).toMatchObject({ city: 'Madurai', state: 'Tamil Nadu' });
  });
});

const sellerStateOf = (r: { isVerified: boolean; isActive: boolean }) =>
  r.isActive && r.isVerified ? 'verified' : 'other';
