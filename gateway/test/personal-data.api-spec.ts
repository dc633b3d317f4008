import { DEMO_SELLERS, personalDataExportSchema } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { sql } from 'drizzle-orm';
import {
  address,
  demoSellerTokens,
  newCustomer,
  productsOf,
  rows,
  send,
  setStock,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'data-admin@example.in', password: 'Admin@12345' };
const IN_FORCE = '2027-01-15';
let app: TestApp;
let shopper: { token: string; email: string };
let stranger: { token: string; email: string };
let sellerToken: string;
let adminToken: string;
let murukku: DemoProduct;

/** GET /api/users/me/data as a browser downloads it: the status, the headers and the body's text. */
const download = async (token?: string) => {
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url: '/api/users/me/data', headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, headers: res.headers, text: res.body };
};
/** The answer's body, once its status is the one expected. */
const ok = async <T = unknown>(answer: Promise<{ status: number; body: unknown }>, status = 200): Promise<T> => {
  const { status: got, body } = await answer;
  expect({ status: got, body }).toMatchObject({ status });
  return body as T;
};
type Placed = { order: { id: string } };

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    POLICY_VERSION: IN_FORCE,
  });
  [sellerToken] = await demoSellerTokens(app);
  [murukku] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, murukku.id, 100);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/users/me/data', () => {
  it('downloads every section of what is held about the shopper, as a dated attachment with no secret in it', async () => {
    await ok(send(app, 'POST', '/api/users/addresses', shopper.token, { ...address, isDefault: true }), 201);
    const placed = await ok<Placed>(
      send(app, 'POST', '/api/orders', shopper.token, {
        items: [{ productId: murukku.id, quantity: 1 }],
        shippingAddress: address,
        consent: { policyVersion: IN_FORCE },
      }),
      201,
    );
    const orderId = placed.order.id;
    for (const status of ['shipped', 'delivered']) {
      await ok(send(app, 'PATCH', `/api/orders/${orderId}/status`, sellerToken, { status }));
    }
    const ticket = await ok<{ issue: { number: string } }>(
      send(app, 'POST', `/api/orders/${orderId}/issues`, shopper.token, {
        kind: 'damaged',
        description: 'The pack arrived torn open',
        lines: [{ productId: murukku.id, quantity: 1 }],
      }),
      201,
    );
    const review = await ok<{ review: { id: string } }>(
      send(app, 'POST', `/api/products/${murukku.id}/reviews`, shopper.token, {
        orderId,
        rating: 5,
        text: 'Crisp, and not too oily.',
      }),
      201,
    );
    await ok(send(app, 'PUT', `/api/cart/lines/${murukku.id}`, shopper.token, { quantity: 2 }));
    const theirs = await ok<Placed>(
      send(app, 'POST', '/api/orders', stranger.token, {
        items: [{ productId: murukku.id, quantity: 1 }],
        shippingAddress: address,
      }),
      201,
    );

    const res = await download(shopper.token);

    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="thindi-my-data-${istDate(new Date())}.json"`,
    );
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    const data = personalDataExportSchema.parse(JSON.parse(res.text));
    expect(data.account).toMatchObject({ email: shopper.email, name: 'Meena Iyer', hasPassword: expect.any(Boolean) });
    expect(data.addresses).toEqual([expect.objectContaining({ pincode: address.pincode, isDefault: true })]);
    expect(data.orders.map((o) => o.id)).toEqual([orderId]);
    expect(data.orders[0]).toMatchObject({
      shippingAddress: expect.objectContaining({ pincode: address.pincode }),
      paymentStatus: expect.any(String),
      consent: { policyVersion: IN_FORCE, agreedAt: expect.any(String) },
    });
    expect(data.tickets.map((t) => t.number)).toEqual([ticket.issue.number]);
    expect(data.reviews).toEqual([
      expect.objectContaining({
        id: review.review.id,
        productId: murukku.id,
        productName: murukku.name,
        rating: 5,
        text: 'Crisp, and not too oily.',
        status: 'published',
      }),
    ]);
    expect(data.cart).toEqual([expect.objectContaining({ productId: murukku.id, quantity: 2 })]);
    // Nothing of another shopper, and no password hash, code or session anywhere.
    expect(res.text).not.toContain(theirs.order.id);
    expect(res.text).not.toContain(stranger.email);
    const [row] = await rows<{ hash: string | null }>(
      app,
      sql`SELECT password_hash AS hash FROM auth.customers WHERE email = ${shopper.email}`,
    );
    if (row.hash) expect(res.text).not.toContain(row.hash);
    expect(res.text).not.toMatch(/password_?hash|session_?version|code_?hash|\$argon2|\$2[aby]\$/i);
  });

  it('answers a shopper who has done nothing yet with empty sections', async () => {
    const fresh = await newCustomer(app, 'Arjun');
    const res = await download(fresh.token);
    expect(res.status).toBe(200);
    const data = personalDataExportSchema.parse(JSON.parse(res.text));
    expect(data).toMatchObject({ addresses: [], orders: [], tickets: [], reviews: [], cart: [] });
  });

  it('refuses a caller without a token (401), and a seller or an admin (403)', async () => {
    expect((await download()).status).toBe(401);
    expect((await download(sellerToken)).status).toBe(403);
    expect((await download(adminToken)).status).toBe(403);
  });
});
