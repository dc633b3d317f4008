import { DEMO_SELLERS } from '@thindi/contracts';
import { waitUntil } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { waitForMail } from './accounts-helpers';
import {
  address,
  demoSellerTokens,
  newCustomer,
  orderEventsHandled,
  productsOf,
  rows,
  send,
  setStock,
  stockOf,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'orders-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let shopper: { token: string; email: string };
let sellerA: string;
let sellerB: string;
let sellerC: string;
let adminToken: string;
let a1: DemoProduct;
let a2: DemoProduct;
let b1: DemoProduct;

const place = (
  token: string,
  items: unknown,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => send(app, 'POST', '/api/orders', token, { items, shippingAddress: address, ...extra }, headers);
const line = (p: DemoProduct, quantity = 1) => ({ productId: p.id, quantity });

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  [sellerA, sellerB, sellerC] = await demoSellerTokens(app);
  [a1, a2] = await productsOf(app, DEMO_SELLERS[0].id);
  [b1] = await productsOf(app, DEMO_SELLERS[1].id);
  for (const p of [a1, a2, b1]) await setStock(app, p.id, 100);
  shopper = await newCustomer(app);
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/orders', () => {
  it('prices the order from the catalog, ignoring prices the client sends, and takes the stock', async () => {
    const before = await stockOf(app, a1.id);
    const res = await place(shopper.token, [{ ...line(a1, 2), price: 1 }], {
      paymentMethod: 'cod',
      notes: 'Ring twice',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: 'Order placed successfully' });
    const { order } = res.body;
    expect(order.orderNumber).toMatch(/^TH-\d{8}-[2-9A-Z]{5}$/);
    const subtotal = (a1.pricePaise * 2) / 100;
    expect(order.items).toEqual([
      expect.objectContaining({ productId: a1.id, productName: a1.name, price: a1.pricePaise / 100, quantity: 2 }),
    ]);
    expect(order.subtotal).toBe(subtotal);
    expect(order.shippingCost).toBe(subtotal > 500 ? 0 : 50);
    expect(order.tax).toBe(Math.round(a1.pricePaise * 2 * 0.05) / 100);
    // The charge is the exact sum rounded to whole rupees, half up.
    const exactPaise = Math.round((order.subtotal + order.shippingCost + order.tax) * 100);
    expect(Math.round(order.totalAmount * 100)).toBe(Math.floor((exactPaise + 50) / 100) * 100);
    expect(order).toMatchObject({
      orderStatus: 'pending',
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      notes: 'Ring twice',
    });
    expect(order.orderHistory).toEqual([{ status: 'pending', note: 'Order placed', timestamp: expect.any(String) }]);
    // Madurai to Madurai: the seller's part carries its own estimate, and the order is promised by its last day.
    const [part] = order.fulfilments!;
    expect(part.delivery).toMatchObject({ zone: 'A', label: expect.stringMatching(/^Delivery by /) });
    expect(order.estimatedDelivery).toBe(new Date(`${part.delivery!.latest}T12:00:00+05:30`).toISOString());
    expect(await stockOf(app, a1.id)).toBe(before - 2);
  });

  it('charges ₹50 shipping up to ₹500 and none above it', async () => {
    const cheap = (await place(shopper.token, [line(a1)])).body.order;
    expect(cheap.subtotal).toBeLessThanOrEqual(500);
    expect(cheap.shippingCost).toBe(50);
    const qty = Math.floor(50_000 / a1.pricePaise) + 1;
    const big = (await place(shopper.token, [line(a1, qty)])).body.order;
    expect(big.subtotal).toBeGreaterThan(500);
    expect(big.shippingCost).toBe(0);
  });

  it('records a UPI order as awaiting payment, and refuses card and net banking until a gateway is configured', async () => {
    const { order } = (await place(shopper.token, [line(a1)], { paymentMethod: 'upi' })).body;
    expect(order).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'awaiting_payment' });
    for (const paymentMethod of ['card', 'netbanking']) {
      const refused = await place(shopper.token, [line(a1)], { paymentMethod });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('ORDER.PAYMENT_METHOD_UNAVAILABLE');
    }
  });

  it.each([
    ['Street is required', { shippingAddress: { ...address, street: '' } }],
    ['Please enter a valid pincode', { shippingAddress: { ...address, pincode: '12' } }],
    ['Please enter a valid phone number', { shippingAddress: { ...address, phone: '0123' } }],
    ['Shipping address is required', { shippingAddress: undefined }],
    ['paymentMethod must be cod, card, upi or netbanking', { paymentMethod: 'cash' }],
    ['Your cart is empty', { items: [] }],
    [
      'quantity must be a whole number from 1',
      { items: [{ productId: '7d1f2a0e-5c1b-4f7e-9a51-0b7c3e1d2a01', quantity: 0 }] },
    ],
  ])('answers 400 "%s" and changes nothing', async (message, over) => {
    const before = await stockOf(app, a1.id);
    const res = await send(app, 'POST', '/api/orders', shopper.token, {
      items: [line(a1)],
      shippingAddress: address,
      ...over,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, code: 'REQUEST.INVALID' });
    expect(await stockOf(app, a1.id)).toBe(before);
  });

  it('answers 404 for an unknown product and 401 without a token', async () => {
    const unknown = await place(shopper.token, [{ productId: '00000000-0000-4000-8000-000000000000', quantity: 1 }]);
    expect(unknown.status).toBe(404);
    expect(
      (await send(app, 'POST', '/api/orders', undefined, { items: [line(a1)], shippingAddress: address })).status,
    ).toBe(401);
    expect((await place(sellerA, [line(a1)])).status).toBe(403);
  });

  it('answers 409 naming the pack when stock is short, and takes nothing from the other lines', async () => {
    const [{ label }] = await rows<{ label: string }>(
      app,
      sql`SELECT label FROM catalog.product_variants WHERE product_id = ${a2.id} AND is_default`,
    );
    await setStock(app, a2.id, 1);
    const beforeB = await stockOf(app, b1.id);
    const res = await place(shopper.token, [line(b1, 2), line(a2, 2)]);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      success: false,
      message: `Only 1 left in stock for ${a2.name} ${label}`,
      code: 'ORDER.OUT_OF_STOCK',
    });
    expect(await stockOf(app, a2.id)).toBe(1);
    expect(await stockOf(app, b1.id)).toBe(beforeB);
    await setStock(app, a2.id, 0);
    expect((await place(shopper.token, [line(a2)])).body.message).toBe(`${a2.name} ${label} is out of stock`);
    await setStock(app, a2.id, 100);
  });

  it('makes one order of retries that carry the same Idempotency-Key, even in parallel', async () => {
    const before = await stockOf(app, b1.id);
    const key = { 'idempotency-key': `checkout-${Date.now()}` };
    const answers = await Promise.all([1, 2, 3].map(() => place(shopper.token, [line(b1)], {}, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order.orderNumber)).size).toBe(1);
    await waitUntil('the order takes the stock once', async () => (await stockOf(app, b1.id)) === before - 1);
  });

  it('answers a retry after a lost answer with 200 and the same order, and takes the stock once', async () => {
    const before = await stockOf(app, b1.id);
    const key = { 'idempotency-key': `checkout-retry-${Date.now()}` };
    const first = await place(shopper.token, [line(b1, 2)], {}, key);
    expect(first.status).toBe(201);
    const again = await place(shopper.token, [line(b1, 2)], {}, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body });
    expect(again.body).not.toHaveProperty('replayed');
    const mine = (await send(app, 'GET', '/api/orders/my-orders', shopper.token)).body.orders;
    expect(mine.filter((o) => o.orderNumber === first.body.order.orderNumber)).toHaveLength(1);
    expect(await stockOf(app, b1.id)).toBe(before - 2);
  });

  it('sells a product with stock 5 to exactly 5 of 50 parallel orders and ends at stock 0', async () => {
    await setStock(app, a2.id, 5);
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => newCustomer(app)));
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => place(shoppers[i % 5].token, [line(a2)])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await stockOf(app, a2.id)).toBe(0);
    await setStock(app, a2.id, 100);
  }, 60_000);

  it('mails the shopper a confirmation and each seller its own lines', async () => {
    const { order } = (await place(shopper.token, [line(a1), line(b1)])).body;
    const mail = await waitForMail(app.dataDir, shopper.email, new RegExp(order.orderNumber));
    expect(mail.subject).toMatch(/confirmed/i);
    expect(mail.text).toContain(a1.name);
    const sellerMail = await waitForMail(
      app.dataDir,
      'demo-seller0@example.in',
      new RegExp(`New order ${order.orderNumber}`),
    );
    expect(sellerMail.text).toContain(a1.name);
    expect(sellerMail.text).not.toContain(b1.name);
  });
});

describe('GST per line', () => {
  it("taxes each line: the order's tax is the sum of its lines, a Karnataka seller's line to Tamil Nadu IGST", async () => {
    const [c1] = await productsOf(app, DEMO_SELLERS[2].id);
    await setStock(app, c1.id, 100);
    const res = await place(shopper.token, [line(a1, 3), line(c1, 1)]);
    expect(res.status).toBe(201);
    const { order } = (await send(app, 'GET', `/api/orders/${res.body.order.id}`, shopper.token)).body;
    type TaxedItem = { productId: string; gstRate: number; cgst: number; sgst: number; igst: number };
    const items = order.items as TaxedItem[];
    const taxPaise = items.reduce((sum, i) => sum + Math.round((i.cgst + i.sgst + i.igst) * 100), 0);
    expect(Math.round(order.tax * 100)).toBe(taxPaise);
    const fromKarnataka = items.find((i) => i.productId === c1.id)!;
    expect(fromKarnataka).toMatchObject({ cgst: 0, sgst: 0 });
    expect(fromKarnataka.igst).toBe(Math.floor((c1.pricePaise * fromKarnataka.gstRate + 50) / 100) / 100);
    const fromTamilNadu = items.find((i) => i.productId === a1.id)!;
    expect(fromTamilNadu.igst).toBe(0);
    expect(fromTamilNadu.cgst + fromTamilNadu.sgst).toBeGreaterThan(0);
  });
});

describe('multi-seller orders', () => {
  let orderId: string;

  beforeAll(async () => {
    orderId = (await place(shopper.token, [line(a1, 2), line(b1, 1)])).body.order.id;
  });

  it('has one fulfilment per seller with its share of the subtotal', async () => {
    const { order } = (await send(app, 'GET', `/api/orders/${orderId}`, shopper.token)).body;
    expect(order.fulfilments).toHaveLength(2);
    const share = Object.fromEntries((order.fulfilments ?? []).map((f) => [f.sellerId, f.sellerSubtotal]));
    expect(share[DEMO_SELLERS[0].id]).toBe((a1.pricePaise * 2) / 100);
    expect(share[DEMO_SELLERS[1].id]).toBe(b1.pricePaise / 100);
  });

  it("shows each seller only its part, with the customer's name and e-mail", async () => {
    const { orders } = (await send(app, 'GET', '/api/orders/seller/orders', sellerB)).body;
    const mine = orders.find((o) => o._id === orderId);
    expect(mine).toMatchObject({
      customer: { name: 'Meena Iyer', email: shopper.email },
      sellerSubtotal: b1.pricePaise / 100,
      orderStatus: 'pending',
    });
    expect(mine?.items.map((i) => i.productId)).toEqual([b1.id]);
    expect(mine?.fulfilments).toBeUndefined();
    const none = (await send(app, 'GET', '/api/orders/seller/orders', sellerC)).body.orders;
    expect(none.some((o) => o._id === orderId)).toBe(false);
  });

  it("never shows a seller the order's subtotal, total or the other seller's lines, in any of its answers", async () => {
    const whole = (await send(app, 'GET', `/api/orders/${orderId}`, shopper.token)).body.order;
    const share = b1.pricePaise / 100;
    expect(whole.totalAmount).toBeGreaterThan(share);
    const listed = (await send(app, 'GET', '/api/orders/seller/orders', sellerB)).body.orders.find(
      (o) => o._id === orderId,
    );
    const one = (await send(app, 'GET', `/api/orders/${orderId}`, sellerB)).body.order;
    const recent = (await send(app, 'GET', '/api/sellers/stats', sellerB)).body as unknown as {
      stats: { recentOrders: { _id: string; items: unknown[] }[] };
    };
    const fromStats = recent.stats.recentOrders.find((o) => o._id === orderId);
    for (const view of [listed, one, fromStats]) {
      expect(view).toMatchObject({ sellerSubtotal: share, totalAmount: share, items: [{ productId: b1.id }] });
      expect(view).toMatchObject({ soleSeller: false, orderTotal: null });
      expect(view).not.toHaveProperty('subtotal');
      expect(view).not.toHaveProperty('tax');
      expect(view).not.toHaveProperty('shippingCost');
      expect(view?.items).toHaveLength(1);
    }
    expect(one.items[0].productImage).toMatch(/^\/api\/files\/product-images\//);
  });

  it('lets each seller move only its own part, forward only, and derives the order status', async () => {
    const moveA = (body: unknown) => send(app, 'PATCH', `/api/orders/${orderId}/status`, sellerA, body);
    const bad = await moveA({ status: 'cancelled' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(
      'Invalid status: cancelled. Must be one of: confirmed, processing, shipped, delivered, returned',
    );
    expect((await moveA({ status: 'confirmed' })).status).toBe(200);
    expect((await moveA({ status: 'shipped', trackingNumber: 'TRK123', note: 'Sent by courier' })).body).toMatchObject({
      success: true,
      message: 'Order status updated to shipped',
    });
    expect((await moveA({ status: 'processing' })).status).toBe(409);
    expect((await send(app, 'PATCH', `/api/orders/${orderId}/status`, sellerC, { status: 'confirmed' })).status).toBe(
      404,
    );

    const mid = (await send(app, 'GET', `/api/orders/${orderId}/status`, shopper.token)).body;
    expect(mid).toMatchObject({ orderStatus: 'pending', trackingNumber: 'TRK123' });
    await send(app, 'PATCH', `/api/orders/${orderId}/status`, sellerB, { status: 'processing' });
    const after = (await send(app, 'GET', `/api/orders/${orderId}`, shopper.token)).body.order;
    expect(after.orderStatus).toBe('processing');
    expect(after.orderHistory.map((h) => h.status)).toEqual(['pending', 'processing']);
    const partA = (await send(app, 'GET', `/api/orders/${orderId}`, sellerA)).body.order;
    expect(partA).toMatchObject({ orderStatus: 'shipped', trackingNumber: 'TRK123', note: 'Sent by courier' });
    expect(partA.orderHistory.map((h) => h.note)).toEqual(['Order placed', 'Order confirmed', 'Sent by courier']);
    const shipped = await waitForMail(app.dataDir, shopper.email, /shipped/i);
    expect(shipped.text).toContain('TRK123');
  });

  it('never moves a delivered part and refuses the shopper a cancel once it is past confirmed', async () => {
    await send(app, 'PATCH', `/api/orders/${orderId}/status`, sellerA, { status: 'delivered' });
    expect((await send(app, 'PATCH', `/api/orders/${orderId}/status`, sellerA, { status: 'delivered' })).status).toBe(
      409,
    );
    await waitForMail(app.dataDir, shopper.email, /delivered/i);
    const cancel = await send(app, 'PATCH', `/api/orders/${orderId}/cancel`, shopper.token, {
      reason: 'Changed my mind',
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('ORDER.STATUS_NOT_ALLOWED');
  });
});

describe('who reads which order', () => {
  it('lets the owner, a seller in the order and the admin read it; nobody else', async () => {
    const { order } = (await place(shopper.token, [line(a1)])).body;
    const other = await newCustomer(app, 'Ravi');
    for (const token of [shopper.token, sellerA, adminToken]) {
      expect((await send(app, 'GET', `/api/orders/${order.id}`, token)).status).toBe(200);
      expect((await send(app, 'GET', `/api/orders/${order.id}/status`, token)).status).toBe(200);
    }
    for (const token of [other.token, sellerB]) {
      expect((await send(app, 'GET', `/api/orders/${order.id}`, token)).body).toEqual({
        success: false,
        message: 'Order not found',
        code: 'ORDER.NOT_FOUND',
      });
      expect((await send(app, 'GET', `/api/orders/${order.id}/status`, token)).status).toBe(404);
    }
    expect((await send(app, 'GET', '/api/orders/not-an-id', shopper.token)).status).toBe(400);
    const mine = (await send(app, 'GET', '/api/orders/my-orders', shopper.token)).body.orders;
    expect(mine[0].id).toBe(order.id);
    expect((await send(app, 'GET', '/api/orders/my-orders', other.token)).body.orders).toEqual([]);
  });
});

describe('PATCH /api/orders/:id/cancel', () => {
  it('cancels a pending order, gives the stock back once, and refuses a second cancel', async () => {
    const before = await stockOf(app, b1.id);
    const { order } = (await place(shopper.token, [line(b1, 3)])).body;
    expect(await stockOf(app, b1.id)).toBe(before - 3);
    const other = await newCustomer(app, 'Ravi');
    expect((await send(app, 'PATCH', `/api/orders/${order.id}/cancel`, other.token, {})).status).toBe(404);
    const res = await send(app, 'PATCH', `/api/orders/${order.id}/cancel`, shopper.token, {
      reason: 'Cancelled by customer',
    });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ orderStatus: 'cancelled' });
    expect(res.body.order.orderHistory.at(-1)).toMatchObject({ status: 'cancelled', note: 'Cancelled by customer' });
    await waitUntil("the cancelled order's stock is back", async () => (await stockOf(app, b1.id)) === before);
    expect((await send(app, 'PATCH', `/api/orders/${order.id}/cancel`, shopper.token, {})).status).toBe(409);
    await orderEventsHandled(app);
    expect(await stockOf(app, b1.id)).toBe(before);
    const moved = await send(app, 'PATCH', `/api/orders/${order.id}/status`, sellerB, { status: 'confirmed' });
    expect(moved.status).toBe(409);
    await waitForMail(app.dataDir, shopper.email, /cancelled/i);
  });

  it('cancels a confirmed order too', async () => {
    const { order } = (await place(shopper.token, [line(b1)])).body;
    await send(app, 'PATCH', `/api/orders/${order.id}/status`, sellerB, { status: 'confirmed' });
    expect((await send(app, 'PATCH', `/api/orders/${order.id}/cancel`, shopper.token, { reason: 'x' })).status).toBe(
      200,
    );
  });
});

describe('GET /api/sellers/stats', () => {
  it("counts the seller's orders and sums its shares of the ones not cancelled", async () => {
    const { orders } = (await send(app, 'GET', '/api/orders/seller/orders', sellerB)).body;
    const live = orders.filter((o) => o.orderStatus !== 'cancelled');
    expect(live.length).toBeLessThan(orders.length);
    const revenue = live.reduce((sum, o) => sum + Math.round((o.sellerSubtotal ?? 0) * 100), 0) / 100;
    const res = await send(app, 'GET', '/api/sellers/stats', sellerB);
    expect(res.status).toBe(200);
    const stats = (
      res.body as unknown as { stats: { totalOrders: number; totalRevenue: number; recentOrders: unknown[] } }
    ).stats;
    expect(stats).toMatchObject({ totalOrders: orders.length, totalRevenue: revenue });
    expect(stats.recentOrders.length).toBeGreaterThan(0);
  });
});
