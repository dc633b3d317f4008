import { DEMO_SELLERS } from '@thindi/contracts';
import { address, demoSellerTokens, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'upi-admin@example.in', password: 'Admin@12345' };
const UTR = '412345678901';
let app: TestApp;
let shopper: { token: string };
let other: { token: string };
let seller: string;
let adminToken: string;
let product: DemoProduct;

const placeUpi = async () =>
  (
    await send(app, 'POST', '/api/orders', shopper.token, {
      items: [{ productId: product.id, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'upi',
    })
  ).body.order;
const submitUtr = (id: string, body: unknown, token = shopper.token) =>
  send(app, 'POST', `/api/orders/${id}/payment/utr`, token, body);
const markPaid = (id: string, body: unknown, token = adminToken) =>
  send(app, 'POST', `/api/admin/orders/${id}/payment`, token, body);

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    UPI_VPA: 'thindi.test@okaxis',
    UPI_PAYEE_NAME: 'Thindi Test',
    UNPAID_ORDER_TIMEOUT_HOURS: '12',
    RETURN_WINDOW_DAYS: '10',
    ISSUE_WINDOW_DAYS: '5',
    PAYOUT_WEEKDAY: '5',
    DELIVERY_TRANSIT_DAYS: 'D:5-8',
  });
  [seller] = await demoSellerTokens(app);
  [product] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, product.id, 100);
  shopper = await newCustomer(app);
  other = await newCustomer(app);
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/config', () => {
  it("answers the UPI payee, the unpaid hours, who confirms payments and the policies' numbers, to anyone", async () => {
    const res = await send(app, 'GET', '/api/config');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      upi: { vpa: 'thindi.test@okaxis', payeeName: 'Thindi Test' },
      unpaidOrderTimeoutHours: 12,
      paymentConfirmedBy: 'admin',
      returnWindowDays: 10,
      issueWindowDays: 5,
      payoutWeekday: 5,
      transitDays: {
        A: { min: 1, max: 2 },
        B: { min: 2, max: 3 },
        C: { min: 2, max: 4 },
        D: { min: 5, max: 8 },
        E: { min: 6, max: 9 },
      },
      policyVersion: '2026-12-01',
      grievanceOfficer: {
        name: 'Lakshmi Narayanan',
        designation: 'Grievance Officer',
        email: 'grievance@thindi.example',
        phone: '+91 80 4567 8900',
      },
    });
  });
});

describe('POST /api/orders/:id/payment/utr', () => {
  it("keeps the shopper's UTR on the order, still awaiting payment", async () => {
    const order = await placeUpi();
    expect(order.payment?.payBy).toBe(new Date(new Date(order.createdAt).getTime() + 12 * 3600 * 1000).toISOString());
    const res = await submitUtr(order.id, { utr: UTR });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'awaiting_payment', payment: { utr: UTR } });
  });

  it.each([
    [{}, 'UTR is required'],
    [{ utr: '12345' }, 'UTR must be the 12-digit number your UPI app shows'],
    [{ utr: 'abcdefghijkl' }, 'UTR must be the 12-digit number your UPI app shows'],
  ])('answers 400 for %p naming the problem', async (body, message) => {
    const order = await placeUpi();
    const res = await submitUtr(order.id, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it("answers 404 for another shopper's order, 400 for a malformed id and 401 without a token", async () => {
    const order = await placeUpi();
    expect((await submitUtr(order.id, { utr: UTR }, other.token)).status).toBe(404);
    expect((await submitUtr('not-an-id', { utr: UTR })).status).toBe(400);
    expect((await send(app, 'POST', `/api/orders/${order.id}/payment/utr`, undefined, { utr: UTR })).status).toBe(401);
  });
});

describe('POST /api/admin/orders/:id/payment', () => {
  it('marks the order paid, answers the same for the same UTR again, and 409 for another UTR', async () => {
    const order = await placeUpi();
    const paid = await markPaid(order.id, { utr: UTR });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ success: true, alreadyPaid: false, order: { paymentStatus: 'paid' } });
    expect(paid.body.order.payment).toMatchObject({ utr: UTR, paidBy: 'admin' });
    const again = await markPaid(order.id, { utr: UTR });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyPaid: true, message: 'This payment was already recorded' });
    const conflict = await markPaid(order.id, { utr: '999999999999' });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toMatchObject({ success: false, code: 'ORDER.PAYMENT_STATE' });
    // The shopper sees it paid; nothing is left to give.
    expect((await submitUtr(order.id, { utr: UTR })).status).toBe(409);
  });

  it('writes the payment to the audit log', async () => {
    const order = await placeUpi();
    await markPaid(order.id, { utr: '512345678901' });
    const log = await send(app, 'GET', `/api/admin/audit-log?action=order.mark-paid&targetId=${order.id}`, adminToken);
    expect((log.body as unknown as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({ action: 'order.mark-paid', targetType: 'order', targetId: order.id }),
    ]);
  });

  it('answers 400 for a bad UTR, 403 for a shopper or a seller, and 404 for an unknown order', async () => {
    const order = await placeUpi();
    expect((await markPaid(order.id, { utr: '1' })).status).toBe(400);
    expect((await markPaid(order.id, { utr: UTR }, shopper.token)).status).toBe(403);
    expect((await markPaid(order.id, { utr: UTR }, seller)).status).toBe(403);
    expect((await markPaid('00000000-0000-4000-8000-000000000000', { utr: UTR })).status).toBe(404);
    // A seller asks the seller's route: refused while only the admin confirms payments.
    expect((await send(app, 'POST', `/api/orders/${order.id}/payment`, seller, { utr: UTR })).status).toBe(403);
  });

  it('answers 409 for a cash-on-delivery order', async () => {
    const cod = (
      await send(app, 'POST', '/api/orders', shopper.token, {
        items: [{ productId: product.id, quantity: 1 }],
        shippingAddress: address,
      })
    ).body.order;
    const res = await markPaid(cod.id, { utr: UTR });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This order is paid in cash on delivery: there is no UPI payment to record');
  });
});

describe('POST /api/orders/:id/payment with PAYMENT_CONFIRMED_BY=seller', () => {
  // UTRs of their own: money received for another order (UTR, marked above) cannot pay these.
  const shopperUtr = '612345678901';
  const sellerUtr = '712345678901';
  beforeAll(() => {
    Object.assign(app.platform.config, { PAYMENT_CONFIRMED_BY: 'seller' });
  });
  afterAll(() => {
    Object.assign(app.platform.config, { PAYMENT_CONFIRMED_BY: 'admin' });
  });

  it('tells the SPA that sellers confirm, and shows the seller the UTR and that the order is all its own', async () => {
    expect((await send(app, 'GET', '/api/config')).body).toMatchObject({ paymentConfirmedBy: 'seller' });
    const order = await placeUpi();
    await submitUtr(order.id, { utr: shopperUtr });
    const list = await send(app, 'GET', '/api/orders/seller/orders', seller);
    const mine = (list.body as unknown as { orders: Record<string, unknown>[] }).orders.find((o) => o.id === order.id);
    expect(mine).toMatchObject({
      paymentStatus: 'awaiting_payment',
      payment: { utr: shopperUtr },
      soleSeller: true,
      orderTotal: order.totalAmount,
    });
  });

  it("lets the seller of a one-seller order mark it paid with the shopper's UTR", async () => {
    const order = await placeUpi();
    await submitUtr(order.id, { utr: sellerUtr });
    const res = await send(app, 'POST', `/api/orders/${order.id}/payment`, seller, { utr: sellerUtr });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ paymentStatus: 'paid', payment: { utr: sellerUtr, paidBy: 'seller' } });
  });
});
