import { DEMO_SELLERS, type AdminSeller, type Seller, type SellerMeResponse } from '@thindi/contracts';
import { waitUntil } from '@thindi/platform/testing';
import { call } from './accounts-helpers';
import { multipart, PDF, registerSeller, type RegisteredSeller } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** The seller's profile edits and resubmission over HTTP, and the demo sellers the admin now sees. */
const ADMIN = { email: 'moderator@thindi.in', password: 'Filter-Kaapi-42' };
let app: TestApp;
let adminToken: string;

const profile = {
  businessName: 'Kaveri Snacks',
  ownerName: 'Lakshmi Iyer',
  phone: '9876543210',
  businessType: 'company',
  panNumber: 'ABCDE1234F',
  gstNumber: '',
  address: { street: '12 Car Street', city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
  bankDetails: { accountNumber: '', ifscCode: 'HDFC0001234', accountHolderName: 'Lakshmi Iyer', bankName: 'HDFC Bank' },
};
const patchMe = (body: unknown, token?: string) => call(app, 'PATCH', '/api/sellers/me', body, token);
const resubmit = (token?: string) => call(app, 'POST', '/api/sellers/me/resubmit', undefined, token);
const adminSeller = async (id: string) =>
  (await call(app, 'GET', `/api/admin/sellers/${id}`, undefined, adminToken)).body as unknown as {
    seller: AdminSeller;
  };

beforeAll(async () => {
  app = await startStandalone({
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
  });
  adminToken = (await call(app, 'POST', '/api/admin/login', ADMIN)).body.token!;
}, 300_000);
afterAll(() => app?.stop());

describe('PATCH /api/sellers/me', () => {
  let seller: RegisteredSeller;
  beforeAll(async () => {
    seller = await registerSeller(app, 'Kaveri Snacks');
  });

  it('saves the profile and answers the seller as now', async () => {
    const res = await patchMe({ ...profile, businessName: 'Kaveri Snacks & Sweets' }, seller.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your profile has been saved',
      reverification: [],
      seller: { businessName: 'Kaveri Snacks & Sweets' },
    });
  });

  it('names the KYC fields that changed, and the seller is pending again', async () => {
    const res = await patchMe({ ...profile, panNumber: 'ABCDE9999F' }, seller.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reverification: ['panNumber'], seller: { isVerified: false } });
    expect((await adminSeller(seller.id)).seller.history).toEqual([
      expect.objectContaining({ action: 'profile-changed', fields: ['panNumber'] }),
    ]);
  });

  it('refuses bad input with 400 naming the problem, changing nothing', async () => {
    const res = await patchMe({ ...profile, bankDetails: { ...profile.bankDetails, ifscCode: 'nope' } }, seller.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Please enter a valid IFSC code');
    expect((await adminSeller(seller.id)).seller.bankDetails.ifscCode).toBe('HDFC0001234');
    expect((await patchMe('not json', seller.token)).status).toBe(400);
  });

  it('is for sellers only: 401 without a token, 403 for an admin', async () => {
    expect((await patchMe(profile)).status).toBe(401);
    expect((await patchMe(profile, adminToken)).status).toBe(403);
  });
});

describe('POST /api/sellers/me/documents/:field', () => {
  const inject = (method: 'GET' | 'POST', url: string, token: string, body?: { payload: Buffer; headers: object }) =>
    app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url, payload: body?.payload, headers: { ...body?.headers, authorization: `Bearer ${token}` } });
  const uploadAs = async (token: string, field: string, bytes: Buffer, type = 'application/pdf') =>
    inject(
      'POST',
      `/api/sellers/me/documents/${field}`,
      token,
      await multipart({}, [{ field: 'document', name: 'new-scan.pdf', type, bytes }]),
    );

  it('uploads a new PAN card that the profile edit puts in place: the seller is pending again and reads it', async () => {
    const seller = await registerSeller(app, 'Kaveri Papads');
    const scan = Buffer.concat([PDF, Buffer.from('% the new PAN card\n')]);
    const up = await uploadAs(seller.token, 'panCard', scan);
    expect(up.statusCode).toBe(201);
    const { key } = (up.json() as { document: { key: string } }).document;
    expect(key).toMatch(/^seller-documents\/pan\/[0-9a-f-]{36}\.pdf$/);
    const res = await patchMe({ ...profile, documents: { panCard: key } }, seller.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ reverification: ['panCard'], seller: { isVerified: false } });
    const stored = await inject('GET', '/api/sellers/documents/pan', seller.token);
    expect(stored.statusCode).toBe(200);
    expect(stored.rawPayload.equals(scan)).toBe(true);
    const me = (await call(app, 'GET', '/api/sellers/me', undefined, seller.token)).body as unknown as SellerMeResponse;
    expect(me.history).toEqual([expect.objectContaining({ action: 'profile-changed', fields: ['panCard'] })]);
  });

  it('refuses an unknown document, a file that is not a document and a key of another kind, naming the problem', async () => {
    const seller = await registerSeller(app, 'Kaveri Vadams');
    expect((await uploadAs(seller.token, 'passport', PDF)).statusCode).toBe(400);
    expect((await uploadAs(seller.token, 'panCard', Buffer.from('<html></html>'), 'text/html')).statusCode).toBe(415);
    const { key } = ((await uploadAs(seller.token, 'aadharCard', PDF)).json() as { document: { key: string } })
      .document;
    const res = await patchMe({ ...profile, documents: { panCard: key } }, seller.token);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('panCard: not the key of an uploaded pan document');
    expect((await uploadAs(adminToken, 'panCard', PDF)).statusCode).toBe(403);
  });
});

describe('POST /api/sellers/me/resubmit', () => {
  it('lets a rejected seller sign in, read the reason and resubmit; the admin sees it pending again', async () => {
    const seller = await registerSeller(app, 'Vaigai Pickles');
    const rejected = await call(
      app,
      'PATCH',
      `/api/admin/sellers/${seller.id}/reject`,
      { reason: 'The PAN card scan is unreadable' },
      adminToken,
    );
    expect(rejected.status).toBe(200);
    const login = await call(app, 'POST', '/api/sellers/login', { email: seller.email, password: 'Seller-pass-1' });
    expect(login.status).toBe(200);
    const me = await call(app, 'GET', '/api/sellers/me', undefined, login.body.token);
    expect((me.body as unknown as { seller: Seller }).seller).toMatchObject({
      isActive: false,
      rejectionReason: 'The PAN card scan is unreadable',
    });
    const res = await resubmit(login.body.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Your application has been sent for review again' });
    expect((await adminSeller(seller.id)).seller).toMatchObject({ status: 'pending' });
  });

  it('answers 409 for a seller that is not rejected, and 401 without a token', async () => {
    const seller = await registerSeller(app, 'Tamirabarani Halwa');
    const res = await resubmit(seller.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only a rejected application can be resubmitted');
    expect((await resubmit()).status).toBe(401);
  });
});

describe('the demo sellers', () => {
  it('are sellers of the seller service like any other: approved, counted and listed for the admin', async () => {
    await waitUntil('every demo seller is verified', async () => {
      const list = await call(app, 'GET', '/api/admin/sellers?status=verified&pageSize=100', undefined, adminToken);
      const ids = (list.body as unknown as { sellers: AdminSeller[] }).sellers.map((s) => s.id);
      return DEMO_SELLERS.every((d) => ids.includes(d.id));
    });
    const stats = await call(app, 'GET', '/api/admin/stats', undefined, adminToken);
    expect((stats.body as unknown as { stats: { totalSellers: number } }).stats.totalSellers).toBeGreaterThanOrEqual(
      DEMO_SELLERS.length,
    );
  });
});
