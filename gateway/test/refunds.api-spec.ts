import { DEMO_SELLERS, type Issue, type Refund } from '@thindi/contracts';
import {
  address,
  adminLogin,
  demoSellerTokens,
  newCustomer,
  productsOf,
  send,
  setStock,
  type DemoProduct,
  type OrderView,
} from './orders-helpers';
import { waitUntil } from '@thindi/platform/testing';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'refunds-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let shopper: { token: string; email: string };
let stranger: { token: string; email: string };
let seller: string;
let adminToken: string;
let product: DemoProduct;
const [amma] = DEMO_SELLERS;

type Answer<T> = { status: number; body: T & { success: boolean; code?: string; message?: string } };
const call = <T = Record<string, unknown>>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<Answer<T>>;
const orderOf = async (id: string) =>
  (await call<{ order: OrderView }>('GET', `/api/orders/${id}`, shopper.token)).body.order;
const dueRefunds = async () =>
  (await call<{ refunds: Refund[] }>('GET', '/api/admin/refunds', adminToken)).body.refunds;

/** A delivered cash-on-delivery order of two packs, reported damaged and offered a ₹120 refund. */
const offered = async (): Promise<{ orderId: string; issue: Issue }> => {
  const placed = await call<{ order: OrderView }>('POST', '/api/orders', shopper.token, {
    items: [{ productId: product.id, quantity: 2 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  const orderId = placed.body.order.id;
  for (const status of ['shipped', 'delivered'])
    expect((await call('PATCH', `/api/orders/${orderId}/status`, seller, { status })).status).toBe(200);
  const reported = await call<{ issue: Issue }>('POST', `/api/orders/${orderId}/issues`, shopper.token, {
    kind: 'damaged',
    lines: [{ productId: product.id, quantity: 2 }],
    description: 'Both packs arrived torn open',
  });
  const { issue } = reported.body;
  expect(
    (await call('POST', `/api/sellers/issues/${issue.number}/answer`, seller, { resolution: 'refund', amount: 120 }))
      .status,
  ).toBe(200);
  return { orderId, issue };
};

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  [seller] = await demoSellerTokens(app);
  [product] = await productsOf(app, amma.id);
  await setStock(app, product.id, 500);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  adminToken = await adminLogin(app, ADMIN);
}, 300_000);
afterAll(() => app?.stop());

describe('refunds', () => {
  it('a refund accepted is due on the order, paid by the admin with a UTR, then shown refunded with its credit note', async () => {
    const { orderId, issue } = await offered();
    const badUpi = await call('POST', `/api/support/${issue.number}/accept`, shopper.token, { refundUpiId: '12345' });
    expect(badUpi).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/UPI ID must look like name@bank/) },
    });
    expect((await orderOf(orderId)).paymentStatus).toBe('paid');

    const accepted = await call('POST', `/api/support/${issue.number}/accept`, shopper.token, {
      refundUpiId: 'meena@okhdfc',
    });
    expect(accepted.status).toBe(200);
    expect(await orderOf(orderId)).toMatchObject({ paymentStatus: 'refund_due', refund: { due: 120, refunded: 0 } });

    await waitUntil('the refund is due in finance', async () =>
      (await dueRefunds()).some((r) => r.issueNumber === issue.number),
    );
    const refund = (await dueRefunds()).find((r) => r.issueNumber === issue.number)!;
    expect(refund).toMatchObject({ amountPaise: 12_000, upiId: 'meena@okhdfc', reason: 'ticket', state: 'due' });

    // Only the admin pays, with a UTR of 12 to 22 letters and digits.
    expect(
      (await call('POST', `/api/admin/refunds/${refund.id}/paid`, seller, { utr: 'HDFCR1234567890' })).status,
    ).toBe(403);
    expect((await call('GET', '/api/admin/refunds', shopper.token)).status).toBe(403);
    expect((await call('POST', `/api/admin/refunds/${refund.id}/paid`, adminToken, { utr: 'x' })).status).toBe(400);
    expect((await call('GET', '/api/admin/refunds?state=owed', adminToken)).status).toBe(400);
    const unknown = await call('POST', '/api/admin/refunds/1b4e28ba-2fa1-4d3b-883f-0016d3cca427/paid', adminToken, {
      utr: 'HDFCR1234567890',
    });
    expect(unknown).toMatchObject({ status: 404, body: { code: 'FINANCE.REFUND_NOT_FOUND' } });

    const paid = await call<{ refund: Refund }>('POST', `/api/admin/refunds/${refund.id}/paid`, adminToken, {
      utr: 'hdfcr1234567890',
    });
    expect(paid).toMatchObject({ status: 200, body: { refund: { state: 'paid', utr: 'HDFCR1234567890' } } });
    const again = await call('POST', `/api/admin/refunds/${refund.id}/paid`, adminToken, { utr: 'HDFCR1234567891' });
    expect(again).toMatchObject({ status: 409, body: { code: 'FINANCE.REFUND_SETTLED' } });

    await waitUntil(
      'the order shows the refund paid',
      async () => (await orderOf(orderId)).paymentStatus === 'partly_refunded',
    );
    expect((await orderOf(orderId)).refund).toMatchObject({
      due: 0,
      refunded: 120,
      refunds: [{ state: 'paid', utr: 'HDFCR1234567890', issueNumber: issue.number }],
    });
    const invoices = await call<{ invoices: Array<{ kind: string; totalPaise: number }> }>(
      'GET',
      `/api/orders/${orderId}/invoices`,
      shopper.token,
    );
    expect(invoices.body.invoices).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'credit-note', totalPaise: 12_000 })]),
    );
    const paidList = await call<{ refunds: Refund[] }>('GET', '/api/admin/refunds?state=paid', adminToken);
    expect(paidList.body.refunds.map((r) => r.id)).toContain(refund.id);
  });

  it('a cash-on-delivery refund without a UPI ID waits for the shopper to give one on the ticket', async () => {
    const { issue } = await offered();
    expect(
      (await call('POST', `/api/support/${issue.number}/refund-upi`, shopper.token, { upiId: 'meena@okaxis' })).status,
    ).toBe(404);
    expect((await call('POST', `/api/support/${issue.number}/accept`, shopper.token)).status).toBe(200);
    await waitUntil('the refund is due in finance', async () =>
      (await dueRefunds()).some((r) => r.issueNumber === issue.number),
    );
    const refund = (await dueRefunds()).find((r) => r.issueNumber === issue.number)!;
    expect(refund.upiId).toBeNull();
    const early = await call('POST', `/api/admin/refunds/${refund.id}/paid`, adminToken, { utr: 'HDFCR2234567890' });
    expect(early).toMatchObject({ status: 409, body: { code: 'FINANCE.REFUND_NO_UPI' } });

    const notTheirs = await call('POST', `/api/support/${issue.number}/refund-upi`, stranger.token, {
      upiId: 'kavya@okaxis',
    });
    expect(notTheirs.status).toBe(404);
    expect(
      (await call('POST', `/api/support/${issue.number}/refund-upi`, shopper.token, { upiId: 'no-at-sign' })).status,
    ).toBe(400);
    const given = await call<{ refund: Refund }>('POST', `/api/support/${issue.number}/refund-upi`, shopper.token, {
      upiId: 'Meena@OKAXIS',
    });
    expect(given).toMatchObject({ status: 200, body: { refund: { upiId: 'meena@okaxis' } } });
    // The UTR of the first refund cannot pay this one.
    const reused = await call('POST', `/api/admin/refunds/${refund.id}/paid`, adminToken, { utr: 'HDFCR1234567890' });
    expect(reused).toMatchObject({ status: 409, body: { code: 'FINANCE.UTR_TAKEN' } });
    expect(
      (await call('POST', `/api/admin/refunds/${refund.id}/paid`, adminToken, { utr: 'HDFCR2234567890' })).status,
    ).toBe(200);
    const done = await call('POST', `/api/support/${issue.number}/refund-upi`, shopper.token, {
      upiId: 'meena@okhdfc',
    });
    expect(done).toMatchObject({ status: 409, body: { code: 'FINANCE.REFUND_SETTLED' } });
  });
});
