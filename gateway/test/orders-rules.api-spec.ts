import { DEMO_SELLERS } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { randomInt, randomUUID } from 'node:crypto';
import { waitUntil } from '@thindi/platform/testing';
import { waitForMail } from './accounts-helpers';
import {
  address,
  demoSellerTokens,
  newCustomer,
  productsOf,
  rows,
  send,
  setStock,
  stockOf,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'rules-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let shopper: { token: string; email: string };
let sellerA: string;
let sellerB: string;
let adminToken: string;
let a1: DemoProduct;
let b1: DemoProduct;
const [amma, malabar] = DEMO_SELLERS;

const line = (p: DemoProduct, quantity = 1) => ({ productId: p.id, quantity });
const place = (items: unknown, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  send(app, 'POST', '/api/orders', shopper.token, { items, shippingAddress: address, ...extra }, headers);
const move = (token: string, id: string, status: string) =>
  send(app, 'PATCH', `/api/orders/${id}/status`, token, { status, trackingNumber: 'DTDC1' });
const cancelPart = (token: string, id: string, sellerId: string, body: unknown = {}) =>
  send(app, 'PATCH', `/api/orders/${id}/parts/${sellerId}/cancel`, token, body);
const invoicesOf = async (orderId: string) =>
  (
    await rows<{ seller: string }>(
      app,
      sql`SELECT seller_id AS seller FROM finance.invoices WHERE order_id = ${orderId}`,
    )
  ).map((r) => r.seller);
const newUtr = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  [sellerA, sellerB] = await demoSellerTokens(app);
  [a1] = await productsOf(app, amma.id);
  [b1] = await productsOf(app, malabar.id);
  for (const p of [a1, b1]) await setStock(app, p.id, 500);
  shopper = await newCustomer(app);
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('cancelling an order one of whose parts has shipped', () => {
  it('refuses the whole order with 409 naming the part on its way, and changes nothing', async () => {
    const { order } = (await place([line(a1), line(b1)])).body;
    expect((await move(sellerA, order.id, 'shipped')).status).toBe(200);
    const res = await send(app, 'PATCH', `/api/orders/${order.id}/cancel`, shopper.token, {
      reason: 'Changed my mind',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'ORDER.CANNOT_CANCEL',
      message: `Order cannot be cancelled: the part from ${amma.businessName} has shipped; you can cancel the parts not yet shipped one by one`,
    });
    const after = (await send(app, 'GET', `/api/orders/${order.id}`, shopper.token)).body.order;
    expect(after.fulfilments?.map((f) => f.status).sort()).toEqual(['pending', 'shipped']);
  });

  it('cancels the part not yet shipped: its stock comes back once, its seller is mailed, and it is never invoiced', async () => {
    const stockB = await stockOf(app, b1.id);
    const stockA = await stockOf(app, a1.id);
    const { order } = (await place([line(a1, 2), line(b1, 3)])).body;
    await move(sellerA, order.id, 'shipped');
    const res = await cancelPart(shopper.token, order.id, malabar.id, { reason: 'Delivery is too slow' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Order part cancelled successfully' });
    expect(res.body.order.orderStatus).toBe('shipped');
    expect(res.body.order.fulfilments?.find((f) => f.sellerId === malabar.id)?.status).toBe('cancelled');
    await waitUntil("the cancelled part's stock is back", async () => (await stockOf(app, b1.id)) === stockB);
    expect(await stockOf(app, a1.id)).toBe(stockA - 2);
    expect((await cancelPart(shopper.token, order.id, malabar.id)).body.code).toBe('ORDER.CANNOT_CANCEL');
    const mail = await waitForMail(
      app.dataDir,
      'demo-seller1@example.in',
      new RegExp(`${order.orderNumber}: .* cancelled your part`),
    );
    expect(mail.text).toContain('Reason: Delivery is too slow');
    await waitUntil(
      "the shipped part's seller is invoiced",
      async () => (await invoicesOf(order.id)).includes(amma.id),
      20_000,
    );
    await move(sellerA, order.id, 'delivered');
    expect(await invoicesOf(order.id)).not.toContain(malabar.id);
    expect(await stockOf(app, b1.id)).toBe(stockB);
  });

  it('lets a seller cancel its own part with a reason, answering its own view, and mails the shopper', async () => {
    const { order } = (await place([line(a1), line(b1)])).body;
    const missing = await cancelPart(sellerB, order.id, malabar.id, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/^reason is required/);
    expect((await cancelPart(sellerB, order.id, amma.id, { reason: 'Not mine' })).status).toBe(404);
    const res = await cancelPart(sellerB, order.id, malabar.id, { reason: 'Out of stock' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ orderStatus: 'cancelled', sellerSubtotal: b1.pricePaise / 100 });
    expect(res.body.order).not.toHaveProperty('fulfilments');
    const mail = await waitForMail(app.dataDir, shopper.email, new RegExp(`${order.orderNumber} was cancelled`));
    expect(mail.text).toContain(`Cancelled by ${malabar.businessName}: Out of stock`);
  });

  it('describes the part cancel in the OpenAPI document', async () => {
    const doc = (await send(app, 'GET', '/api/docs/openapi.json')).body as unknown as {
      paths: Record<string, { patch?: { responses: Record<string, unknown> } }>;
    };
    expect(doc.paths['/api/orders/{id}/parts/{sellerId}/cancel']?.patch?.responses).toHaveProperty('200');
  });
});

describe("a seller's status moves", () => {
  it("answers 409 for 'delivered' on a fresh cash-on-delivery order, naming the moves allowed", async () => {
    const { order } = (await place([line(a1)])).body;
    const res = await move(sellerA, order.id, 'delivered');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'ORDER.INVALID_STATUS_MOVE',
      message: 'An order that is pending can move to confirmed, processing, shipped or cancelled',
    });
    expect((await send(app, 'GET', `/api/orders/${order.id}`, shopper.token)).body.order.orderStatus).toBe('pending');
  });
});

describe('one UTR, one payment', () => {
  const placeUpi = async () => (await place([line(a1)], { paymentMethod: 'upi' })).body.order;
  const markPaid = (id: string, utr: string) =>
    send(app, 'POST', `/api/admin/orders/${id}/payment`, adminToken, { utr });

  it('answers 409 naming the order that already holds the UTR', async () => {
    const utr = newUtr();
    const first = await placeUpi();
    const second = await placeUpi();
    expect((await markPaid(first.id, utr)).status).toBe(200);
    const res = await markPaid(second.id, utr);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      code: 'ORDER.UTR_TAKEN',
      message: `This UTR is already recorded for order ${first.orderNumber}`,
    });
    const submitted = await send(app, 'POST', `/api/orders/${second.id}/payment/utr`, shopper.token, { utr });
    expect(submitted.status).toBe(409);
    expect(submitted.body.code).toBe('ORDER.UTR_TAKEN');
  });

  it('marks exactly one of two orders paid when two markings with one UTR race', async () => {
    const utr = newUtr();
    const orders = [await placeUpi(), await placeUpi()];
    const answers = await Promise.all(orders.map((o) => markPaid(o.id, utr)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/orders: limits and the Idempotency-Key', () => {
  it('answers 400 naming the pack for ten lines of 100 of it, with the stock there', async () => {
    const [{ label }] = await rows<{ label: string }>(
      app,
      sql`SELECT label FROM catalog.product_variants WHERE product_id = ${a1.id} AND is_default`,
    );
    await setStock(app, a1.id, 2000);
    const res = await place(Array.from({ length: 10 }, () => line(a1, 100)));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      code: 'ORDER.QUANTITY_LIMIT',
      message: `At most 100 of ${a1.name} ${label} per order`,
    });
    expect(await stockOf(app, a1.id)).toBe(2000);
  });

  it('answers 422 when the key comes again with other items or another payment method', async () => {
    const key = { 'idempotency-key': randomUUID() };
    const first = await place([line(a1)], {}, key);
    expect(first.status).toBe(201);
    expect((await place([line(a1)], {}, key)).status).toBe(200);
    for (const [items, extra] of [
      [[line(b1, 2)], {}],
      [[line(a1)], { paymentMethod: 'upi' }],
    ] as const) {
      const res = await place(items, extra, key);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: false,
        code: 'ORDER.IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different order',
      });
    }
  });
});
