import { DEMO_SELLERS, type Coupon } from '@thindi/contracts';
import { adminLogin, demoSellerTokens, newCustomer, productsOf, send } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'coupons-admin@example.in', password: 'Admin@12345' };
const DAY = 24 * 3600 * 1000;
let app: TestApp;
let adminToken: string;
let sellerA: string;
let sellerB: string;
let shopper: string;

type Answer = {
  status: number;
  body: { success: boolean; code?: string; message?: string; coupon: Coupon; coupons: Coupon[] };
};
const call = (method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<Answer>;
const coupon = (more: Record<string, unknown> = {}) => ({
  code: 'DIWALI10',
  kind: 'percent',
  value: 10,
  minSubtotal: 499,
  maxDiscount: 200,
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: new Date(Date.now() + 30 * DAY).toISOString(),
  usageLimit: 500,
  ...more,
});

beforeAll(async () => {
  app = await startStandalone({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = await adminLogin(app, ADMIN);
  [sellerA, sellerB] = await demoSellerTokens(app);
  shopper = (await newCustomer(app)).token;
}, 300_000);
afterAll(() => app?.stop());

describe('coupons', () => {
  it('the admin makes a platform coupon and a seller its own; codes are unique without case', async () => {
    const made = await call('POST', '/api/admin/coupons', adminToken, coupon({ code: 'diwali10' }));
    expect(made).toMatchObject({
      status: 201,
      body: { success: true, coupon: { code: 'DIWALI10', funder: 'platform', state: 'live', maxDiscount: 200 } },
    });
    const taken = await call('POST', '/api/sellers/coupons', sellerA, coupon({ code: 'Diwali10' }));
    expect(taken).toMatchObject({ status: 409, body: { code: 'ORDER.COUPON_CODE_TAKEN' } });
    expect(taken.body.message).toBe('Code DIWALI10 is in use by another coupon until it ends: please choose another');

    const [product] = await productsOf(app, DEMO_SELLERS[0].id);
    const own = await call(
      'POST',
      '/api/sellers/coupons',
      sellerA,
      coupon({ code: 'AMMA50', kind: 'flat', value: 50, maxDiscount: null, productIds: [product.id] }),
    );
    expect(own).toMatchObject({
      status: 201,
      body: { coupon: { funder: 'seller', value: 50, productIds: [product.id] } },
    });
    const notMine = await call(
      'POST',
      '/api/sellers/coupons',
      sellerB,
      coupon({ code: 'NOTMINE', productIds: [product.id] }),
    );
    expect(notMine).toMatchObject({ status: 400, body: { code: 'ORDER.COUPON_INVALID' } });

    expect((await call('GET', '/api/sellers/coupons', sellerA)).body.coupons.map((c) => c.code)).toEqual(['AMMA50']);
    expect((await call('GET', '/api/sellers/coupons', sellerB)).body.coupons).toEqual([]);
    expect((await call('GET', '/api/admin/coupons', adminToken)).body.coupons.map((c) => c.code)).toEqual(
      expect.arrayContaining(['DIWALI10', 'AMMA50']),
    );
  });

  it('refuses bad coupons with a 400 naming the field, and other roles', async () => {
    const tooMuch = await call('POST', '/api/admin/coupons', adminToken, coupon({ code: 'BIG95', value: 95 }));
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'REQUEST.INVALID' } });
    expect(tooMuch.body.message).toMatch(/whole percent from 1 to 90/);
    const backwards = await call(
      'POST',
      '/api/admin/coupons',
      adminToken,
      coupon({ code: 'BACKWARDS', endsAt: new Date(Date.now() - 2 * DAY).toISOString() }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toMatch(/endsAt must be after startsAt/);
    expect((await call('POST', '/api/admin/coupons', adminToken, { code: 'NOKIND' })).status).toBe(400);
    expect((await call('POST', '/api/admin/coupons', sellerA, coupon({ code: 'SELLERADMIN' }))).status).toBe(403);
    expect((await call('POST', '/api/sellers/coupons', shopper, coupon({ code: 'SHOPPER' }))).status).toBe(403);
    expect((await call('GET', '/api/admin/coupons')).status).toBe(401);
  });

  it('pauses, resumes and ends a coupon for its owner, each once', async () => {
    const { coupon: made } = (
      await call('POST', '/api/sellers/coupons', sellerB, coupon({ code: 'PONGAL15', value: 15 }))
    ).body;
    expect((await call('POST', `/api/sellers/coupons/${made.id}/pause`, sellerA)).status).toBe(404);
    expect((await call('POST', `/api/sellers/coupons/${made.id}/explode`, sellerB)).status).toBe(400);
    expect((await call('POST', `/api/sellers/coupons/not-an-id/pause`, sellerB)).status).toBe(400);
    const paused = await call('POST', `/api/sellers/coupons/${made.id}/pause`, sellerB);
    expect(paused).toMatchObject({ status: 200, body: { coupon: { status: 'paused', state: 'paused' } } });
    expect((await call('POST', `/api/sellers/coupons/${made.id}/pause`, sellerB)).status).toBe(409);
    expect((await call('POST', `/api/admin/coupons/${made.id}/resume`, adminToken)).body.coupon.state).toBe('live');
    const ended = await call('POST', `/api/sellers/coupons/${made.id}/end`, sellerB);
    expect(ended).toMatchObject({ status: 200, body: { coupon: { status: 'ended' } } });
    // Ended, its code is free again.
    expect((await call('POST', '/api/admin/coupons', adminToken, coupon({ code: 'pongal15' }))).status).toBe(201);
  });
});
