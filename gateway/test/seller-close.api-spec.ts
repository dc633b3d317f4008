import { DEMO_SELLERS, type Order } from '@thindi/contracts';
import { hashPassword } from '@thindi/platform';
import { waitUntil } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { address, demoSellerTokens, newCustomer, productsOf, rows, send, setStock } from './orders-helpers';
import { registerSeller } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const PASSWORD = 'Seller-pass-1';
let app: TestApp;
let amma: string;
const [ammaSeller] = DEMO_SELLERS;

type Answer = { status: number; body: { success: boolean; code?: string; message?: string } };
const close = (token: string, body?: unknown) =>
  send(app, 'POST', '/api/sellers/me/close', token, body) as unknown as Promise<Answer>;

beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [amma] = await demoSellerTokens(app);
  // The demo seller signs in with e-mailed codes: give it a password to close with.
  await rows(
    app,
    sql`UPDATE seller.sellers SET password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${ammaSeller.id}`,
  );
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/sellers/me/close', () => {
  it('refuses while an order is to deliver or money is held, naming them, and changes nothing', async () => {
    const [product] = await productsOf(app, ammaSeller.id);
    await setStock(app, product.id, 100);
    const shopper = await newCustomer(app);
    const placed = await send(app, 'POST', '/api/orders', shopper.token, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
    });
    const order = (placed.body as unknown as { order: Order }).order;

    expect((await close(amma)).status).toBe(400);
    expect(await close(amma, { password: 'Not-the-password-9' })).toMatchObject({
      status: 400,
      body: { code: 'AUTH.WRONG_CURRENT_PASSWORD' },
    });
    const toDeliver = await close(amma, { password: PASSWORD });
    expect(toDeliver).toMatchObject({ status: 409, body: { code: 'SELLER.SHOP_IN_USE' } });
    expect(toDeliver.body.message).toContain(`order ${order.orderNumber} is not yet delivered`);

    for (const status of ['shipped', 'delivered'])
      expect((await send(app, 'PATCH', `/api/orders/${order.id}/status`, amma, { status })).status).toBe(200);
    const held = await close(amma, { password: PASSWORD });
    expect(held).toMatchObject({ status: 409, body: { code: 'SELLER.SHOP_IN_USE' } });
    expect(held.body.message).toContain(`order ${order.orderNumber} may still be returned or reported`);
    // The return window passed: the money the delivery settled is what stands in the way now.
    await rows(
      app,
      sql`UPDATE "order".fulfilments SET history = (
            SELECT jsonb_agg(CASE WHEN e->>'status' = 'delivered'
              THEN jsonb_set(e, '{timestamp}', to_jsonb(to_char((now() - interval '8 days') AT TIME ZONE 'UTC',
                'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
              ELSE e END ORDER BY n)
            FROM jsonb_array_elements(history) WITH ORDINALITY AS h(e, n))
          WHERE order_id = ${order.id}`,
    );
    await waitUntil('finance settles the delivered part', async () =>
      /is held for you until its return window passes/.test(
        (await close(amma, { password: PASSWORD })).body.message ?? '',
      ),
    );
    expect((await send(app, 'GET', '/api/sellers/me', amma)).status).toBe(200);
  });

  it('closes a shop with nothing owed either way: the seller is signed out and cannot sign in again', async () => {
    const seller = await registerSeller(app, 'Kovilpatti Kadalai Mittai');
    const closed = await close(seller.token, { password: PASSWORD });
    expect(closed).toMatchObject({
      status: 200,
      body: { success: true, message: expect.stringMatching(/shop is closed/) },
    });
    await waitUntil(
      'every gateway forgets the closed seller',
      async () => (await send(app, 'GET', '/api/sellers/me', seller.token)).status === 401,
    );
    const signIn = await send(app, 'POST', '/api/sellers/login', undefined, {
      email: seller.email,
      password: PASSWORD,
    });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    expect(signIn.status).toBeLessThan(500);
  });
});
