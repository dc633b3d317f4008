import type { ShippingProfile } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { call, verifiedCustomer } from './accounts-helpers';
import { rows } from './orders-helpers';
import { multipart, PDF, registerSeller, sellerFields, type RegisteredSeller } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
let seller: RegisteredSeller;
let customer: string;
const getProfile = (token?: string) => call(app, 'GET', '/api/sellers/shipping-profile', undefined, token);
const putProfile = (body: unknown, token?: string) => call(app, 'PUT', '/api/sellers/shipping-profile', body, token);
const profileOf = (body: unknown) => (body as { profile: ShippingProfile }).profile;

const profile = {
  originPincode: '600001',
  dispatchDays: 2,
  cutoffTime: '16:30',
  codEnabled: true,
  codLimit: 2000,
  shipsTo: 'state',
};
const address = {
  type: 'home',
  firstName: 'Meena',
  lastName: 'Iyer',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
  });
  seller = await registerSeller(app, 'Chennai Chakli House');
  customer = (await verifiedCustomer(app)).token;
}, 300_000);
afterAll(() => app?.stop());

describe('the seller shipping profile', () => {
  it('starts from the defaults, shipping from the business address', async () => {
    const res = await getProfile(seller.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      profile: {
        sellerId: seller.id,
        originPincode: '625001',
        originDistrict: 'Madurai',
        originState: 'Tamil Nadu',
        dispatchDays: 1,
        cutoffTime: '14:00',
        codEnabled: true,
        codLimit: null,
        shipsTo: 'india',
      },
    });
  });

  it('saves a profile and reads it back with the district and state of its origin', async () => {
    const saved = await putProfile(profile, seller.token);
    expect(saved.status).toBe(200);
    const expected = { ...profile, sellerId: seller.id, originDistrict: 'Chennai', originState: 'Tamil Nadu' };
    expect(profileOf(saved.body)).toEqual(expected);
    expect(profileOf((await getProfile(seller.token)).body)).toEqual(expected);
  });

  it.each([
    ['dispatchDays', { dispatchDays: 'two' }, 'dispatchDays must be a whole number of working days'],
    ['cutoffTime', { cutoffTime: '25:00' }, 'cutoffTime must be a time such as 14:00'],
    ['codLimit', { codLimit: -5 }, 'codLimit must be more than zero'],
    ['shipsTo', { shipsTo: 'world' }, 'shipsTo must be india or state'],
    ['originPincode', { originPincode: '12345' }, 'Please enter a valid pincode'],
  ])('answers 400 naming %s when it is bad', async (field, change, message) => {
    const res = await putProfile({ ...profile, ...change }, seller.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'REQUEST.INVALID' });
    expect(res.body.message).toContain(field);
    expect(res.body.message).toContain(message);
  });

  it("refuses an origin pincode the directory does not know, keeping the seller's profile", async () => {
    const res = await putProfile({ ...profile, originPincode: '999999' }, seller.token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Please enter a valid pincode',
      code: 'ADDRESS.PINCODE_UNKNOWN',
    });
    expect(profileOf((await getProfile(seller.token)).body).originPincode).toBe('600001');
  });

  it('is for sellers only: 401 without a token, 403 for a customer', async () => {
    expect((await getProfile()).status).toBe(401);
    expect((await getProfile(customer)).status).toBe(403);
    expect((await putProfile(profile, customer)).status).toBe(403);
  });
});

describe('addresses are checked against the pincode directory', () => {
  const addresses = async (token: string) => (await call(app, 'GET', '/api/auth/me', undefined, token)).body.user!;

  it('refuses an address book entry with an unknown pincode, storing nothing', async () => {
    const { token } = await verifiedCustomer(app);
    const res = await call(app, 'POST', '/api/users/addresses', { ...address, pincode: '999999' }, token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Please enter a valid pincode',
      code: 'ADDRESS.PINCODE_UNKNOWN',
    });
    expect((await addresses(token)).addresses).toEqual([]);
  });

  it('refuses an address whose state is not the pincode’s, on adding and on editing', async () => {
    const { token } = await verifiedCustomer(app);
    const refusal = {
      success: false,
      message: 'State does not match pincode 560001 (it is in Karnataka)',
      code: 'ADDRESS.STATE_MISMATCH',
    };
    const added = await call(app, 'POST', '/api/users/addresses', { ...address, pincode: '560001' }, token);
    expect(added.status).toBe(400);
    expect(added.body).toEqual(refusal);
    expect((await addresses(token)).addresses).toEqual([]);

    const kept = await call(app, 'POST', '/api/users/addresses', address, token);
    expect(kept.status).toBe(201);
    const id = kept.body.user!.addresses[0].id;
    const edited = await call(app, 'PUT', `/api/users/addresses/${id}`, { ...address, pincode: '560001' }, token);
    expect(edited.status).toBe(400);
    expect(edited.body).toEqual(refusal);
    expect((await addresses(token)).addresses).toEqual([expect.objectContaining({ id, pincode: '625001' })]);
  });

  it('refuses a seller registration whose business address lies in another state, keeping no seller', async () => {
    const email = 'wrong-state@example.in';
    const fields = sellerFields({ businessName: 'Wrong State Snacks', ownerName: 'Lakshmi', email });
    fields.address = JSON.stringify({ street: '1 MG Road', city: 'Bengaluru', state: 'Kerala', pincode: '560001' });
    const docs = ['aadharCard', 'panCard', 'bankDocument'].map((field) => ({
      field,
      name: `${field}.pdf`,
      type: 'application/pdf',
      bytes: PDF,
    }));
    const form = await multipart(fields, docs);
    const res = await app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'POST', url: '/api/sellers/register', ...form });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ADDRESS.STATE_MISMATCH' });
    expect(await rows(app, sql`SELECT id FROM seller.sellers WHERE email = ${email}`)).toEqual([]);
  });
});
