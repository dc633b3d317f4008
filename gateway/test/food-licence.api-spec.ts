import {
  AUDIT_ACTIONS,
  DEMO_FSSAI_VALID_UNTIL,
  DEMO_SELLERS,
  FOOD_LICENCE_NEEDED_MESSAGE,
  type AdminAuditResponse,
  type AdminSellerActionResponse,
  type AdminSellerResponse,
  type Product,
  type SellerAuthResponse,
  type SellerDocumentUploadResponse,
  type SellerMeResponse,
  type SellerProfileResponse,
} from '@thindi/contracts';
import { waitUntil } from '@thindi/platform/testing';
import { call } from './accounts-helpers';
import { send } from './orders-helpers';
import { FSSAI_FIELDS, multipart, PDF, sellerFields, uploadImage, type FilePart } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** Sellers' FSSAI licences over HTTP (decision 035): sign-up, the admin's approval and verification, the answers. */
const ADMIN = { email: 'licences@thindi.in', password: 'Filter-Kaapi-42' };
let app: TestApp;
let adminToken: string;

const http = () => app.app.getHttpAdapter().getInstance();
async function api<T = Record<string, unknown>>(method: string, url: string, token?: string, body?: unknown) {
  const res = await send(app, method, url, token, body);
  return { status: res.status, body: res.body as unknown as T & { message?: string } };
}
const admin = <T>(method: string, url: string) => api<T>(method, url, adminToken);

const document = (field: string): FilePart => ({ field, name: `${field}.pdf`, type: 'application/pdf', bytes: PDF });
const KYC = ['aadharCard', 'panCard', 'bankDocument'].map(document);
let seq = 0;
const fields = (over: Record<string, string> = {}) => ({
  ...sellerFields({
    businessName: `Licensed Snacks ${++seq}`,
    ownerName: 'Lakshmi Iyer',
    email: `licence${seq}.${Date.now().toString(36)}@example.in`,
  }),
  ...over,
});
async function register(form: Record<string, string>, files: FilePart[] = [...KYC, document('fssaiCertificate')]) {
  const res = await http().inject({ method: 'POST', url: '/api/sellers/register', ...(await multipart(form, files)) });
  return { status: res.statusCode, body: res.json() as SellerAuthResponse & { message: string } };
}
const noLicence = { fssaiLicenceNumber: '', fssaiLicenceKind: '', fssaiValidUntil: '' };

beforeAll(async () => {
  app = await startStandalone({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
  });
  adminToken = (await call(app, 'POST', '/api/admin/login', ADMIN)).body.token!;
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/sellers/register with an FSSAI licence', () => {
  it('takes the licence and its certificate, pending until an admin verifies it', async () => {
    const res = await register(fields());
    expect(res.status).toBe(201);
    expect(res.body.seller).toMatchObject({
      documents: { fssaiCertificate: true },
      foodLicence: {
        number: FSSAI_FIELDS.fssaiLicenceNumber,
        kind: 'state-licence',
        validUntil: FSSAI_FIELDS.fssaiValidUntil,
        certificate: true,
        verifiedAt: null,
        verified: null,
        status: 'pending',
        selling: false,
        graceEndsAt: null,
      },
      about: null,
      customerCare: { phone: '9876543210', email: res.body.seller.email },
    });
  });

  it('still registers a seller without a licence (as before), missing until it gives one', async () => {
    const { fssaiLicenceNumber: _n, fssaiLicenceKind: _k, fssaiValidUntil: _v, ...old } = fields();
    const res = await register(old, KYC);
    expect(res.status).toBe(201);
    expect(res.body.seller).toMatchObject({
      documents: { fssaiCertificate: false },
      foodLicence: { status: 'missing', selling: false, number: null },
    });
  });

  // The sign-up form shows one message at a time, in its own words: each names what is wrong.
  it.each([
    [{ fssaiLicenceNumber: '1332300100012' }, 'Please enter a valid FSSAI licence number (14 digits)'],
    [{ fssaiLicenceNumber: '13823001000123' }, 'Digits 2 and 3 of an FSSAI number are a state code (01 to 37)'],
    [{ fssaiLicenceKind: 'registration' }, 'An FSSAI registration number starts with 2'],
    [
      { fssaiLicenceKind: 'county-licence' },
      'fssaiLicenceKind must be one of: registration, state-licence, central-licence',
    ],
    [{ fssaiValidUntil: '31-03-2030' }, 'fssaiValidUntil must be a date (YYYY-MM-DD)'],
    [{ fssaiValidUntil: '2020-03-31' }, 'This FSSAI licence has expired: give a current one'],
    [{ fssaiValidUntil: '' }, 'Please give the date the FSSAI licence is valid until'],
  ])('refuses %j with a 400 saying %s', async (over, message) => {
    const res = await register(fields(over));
    expect(res).toMatchObject({ status: 400, body: { success: false, message } });
  });
});

describe('PATCH /api/sellers/me with an FSSAI licence', () => {
  it('refuses a bad licence with a 400 naming the field', async () => {
    const { body } = await register(fields());
    const me = (await api<SellerMeResponse>('GET', '/api/sellers/me', body.token)).body.seller;
    const profile = {
      businessName: me.businessName,
      ownerName: me.ownerName,
      phone: me.phone,
      businessType: me.businessType,
      panNumber: me.panNumber,
      address: me.address,
      bankDetails: { ...me.bankDetails, accountNumber: '' },
    };
    const bad = await api('PATCH', '/api/sellers/me', body.token, {
      ...profile,
      ...FSSAI_FIELDS,
      fssaiValidUntil: '2030-02-30',
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { message: 'fssaiValidUntil: fssaiValidUntil is not a real date' },
    });
    const partial = await api('PATCH', '/api/sellers/me', body.token, {
      ...profile,
      fssaiLicenceNumber: '13323001000123',
    });
    expect(partial.status).toBe(400);
    expect(partial.body.message).toMatch(/^fssaiLicenceKind: /);
    const care = await api('PATCH', '/api/sellers/me', body.token, {
      ...profile,
      customerCare: { phone: '12', email: 'care@example.in' },
    });
    expect(care.status).toBe(400);
    expect(care.body.message).toMatch(/^customerCare\.phone: /);
  });
});

describe('the admin and the licence', () => {
  it('refuses to approve a seller without a licence, with the sentence', async () => {
    const { body } = await register(fields(noLicence), KYC);
    const res = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${body.seller.id}/approve`);
    expect(res).toMatchObject({ status: 400, body: { success: false, message: FOOD_LICENCE_NEEDED_MESSAGE } });
    const listed = await admin<AdminSellerResponse>('GET', `/api/admin/sellers/${body.seller.id}`);
    expect(listed.body.seller).toMatchObject({ isVerified: false, foodLicence: { status: 'missing' } });
  });

  it('refuses to approve without the certificate', async () => {
    const { body } = await register(fields(), KYC);
    const res = await admin('PATCH', `/api/admin/sellers/${body.seller.id}/approve`);
    expect(res).toMatchObject({ status: 400, body: { message: FOOD_LICENCE_NEEDED_MESSAGE } });
  });

  it('verifies the licence with the approval; its products are sold', async () => {
    const { body } = await register(fields());
    const res = await admin<AdminSellerActionResponse>('PATCH', `/api/admin/sellers/${body.seller.id}/approve`);
    expect(res.status).toBe(200);
    expect(res.body.seller.foodLicence).toMatchObject({
      status: 'verified',
      selling: true,
      verifiedAt: expect.any(String),
    });
    const images = [await uploadImage(app, body.token)];
    const name = `Licensed murukku ${seq}`;
    const created = await api('POST', '/api/products', body.token, {
      name,
      description: 'Crisp',
      price: 60,
      weight: '200g',
      category: 'savory',
      images,
    });
    expect(created.status).toBe(201);
    await waitUntil('the product is in the storefront', async () =>
      (await api<{ products: Product[] }>('GET', `/api/products?search=${encodeURIComponent(name)}`)).body.products
        .map((p) => p.name)
        .includes(name),
    );
  });

  it('verifies a changed licence with PATCH /api/admin/sellers/:id/fssai-licence/verify, once', async () => {
    const { body } = await register(fields());
    await admin('PATCH', `/api/admin/sellers/${body.seller.id}/approve`);
    const up = await multipart({}, [{ ...document('document') }]);
    const uploaded = await http().inject({
      method: 'POST',
      url: '/api/sellers/me/documents/fssaiCertificate',
      payload: up.payload,
      headers: { ...up.headers, authorization: `Bearer ${body.token}` },
    });
    expect(uploaded.statusCode).toBe(201);
    const key = (uploaded.json() as SellerDocumentUploadResponse).document.key;
    const me = (await api<SellerMeResponse>('GET', '/api/sellers/me', body.token)).body.seller;
    const saved = await api<SellerProfileResponse>('PATCH', '/api/sellers/me', body.token, {
      businessName: me.businessName,
      ownerName: me.ownerName,
      phone: me.phone,
      businessType: me.businessType,
      panNumber: me.panNumber,
      address: me.address,
      bankDetails: { ...me.bankDetails, accountNumber: '' },
      ...FSSAI_FIELDS,
      fssaiLicenceNumber: '13323001000456',
      about: 'Murukku from Madurai',
      documents: { fssaiCertificate: key },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      reverification: [],
      seller: {
        isVerified: true,
        about: 'Murukku from Madurai',
        // The licence verified with the approval counts until its own date while the new one waits.
        foodLicence: {
          number: '13323001000456',
          status: 'pending',
          selling: true,
          verified: { number: FSSAI_FIELDS.fssaiLicenceNumber, validUntil: FSSAI_FIELDS.fssaiValidUntil },
        },
      },
    });

    const verify = `/api/admin/sellers/${body.seller.id}/fssai-licence/verify`;
    expect((await api('PATCH', verify, body.token)).status).toBe(403);
    const verified = await admin<AdminSellerActionResponse>('PATCH', verify);
    expect(verified).toMatchObject({
      status: 200,
      body: {
        success: true,
        seller: {
          foodLicence: {
            number: '13323001000456',
            status: 'verified',
            selling: true,
            verified: { number: '13323001000456' },
          },
        },
      },
    });
    expect((await admin('PATCH', verify)).status).toBe(409);
    const certificate = await http().inject({
      method: 'GET',
      url: `/api/admin/sellers/${body.seller.id}/documents/fssai`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(certificate.statusCode).toBe(200);
  });

  it('writes the verification into the audit log with the admin and the number verified', async () => {
    const { body } = await register(fields());
    const verified = await admin<AdminSellerActionResponse>(
      'PATCH',
      `/api/admin/sellers/${body.seller.id}/fssai-licence/verify`,
    );
    expect(verified).toMatchObject({ status: 200, body: { seller: { foodLicence: { status: 'verified' } } } });
    const audit = await admin<AdminAuditResponse>(
      'GET',
      `/api/admin/audit-log?action=${AUDIT_ACTIONS.verifyFoodLicence}&targetId=${body.seller.id}`,
    );
    expect(audit.body.entries).toEqual([
      expect.objectContaining({
        admin: expect.objectContaining({ email: ADMIN.email }),
        targetType: 'seller',
        details: { businessName: body.seller.businessName, fssaiLicenceNumber: FSSAI_FIELDS.fssaiLicenceNumber },
      }),
    ]);
  });

  it('refuses to verify a seller without a licence, and answers 404 for an unknown one', async () => {
    const { body } = await register(fields(noLicence), KYC);
    const none = await admin('PATCH', `/api/admin/sellers/${body.seller.id}/fssai-licence/verify`);
    expect(none).toMatchObject({ status: 400, body: { message: FOOD_LICENCE_NEEDED_MESSAGE } });
    const unknown = await admin(
      'PATCH',
      '/api/admin/sellers/6b0f5c4e-0000-4000-8000-000000000000/fssai-licence/verify',
    );
    expect(unknown.status).toBe(404);
  });

  it('shows the demo sellers with their verified licences', async () => {
    const [amma] = DEMO_SELLERS;
    const res = await admin<AdminSellerResponse>('GET', `/api/admin/sellers/${amma.id}`);
    expect(res.body.seller).toMatchObject({
      about: amma.about,
      foodLicence: {
        number: amma.fssaiLicenceNumber,
        kind: 'state-licence',
        validUntil: DEMO_FSSAI_VALID_UNTIL,
        status: 'verified',
        selling: true,
      },
    });
  });
});
