import { DEMO_SELLERS, type Issue } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import {
  address,
  demoSellerTokens,
  newCustomer,
  orderEventsHandled,
  productsOf,
  rows,
  send,
  setStock,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'answers-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let shopper: { token: string; email: string };
let stranger: { token: string; email: string };
let sellerA: string;
let sellerB: string;
let adminToken: string;
let a1: DemoProduct;
const [amma] = DEMO_SELLERS;

type Answer = { status: number; body: { success: boolean; code?: string; message?: string; issue: Issue } };
type ListAnswer = { status: number; body: { success: boolean; code?: string; issues: Issue[] } };
const call = (method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<Answer>;
const list = (url: string, token: string) => send(app, 'GET', url, token) as unknown as Promise<ListAnswer>;

/** A ticket on a delivered order of Amma's product. */
const ticket = async (): Promise<Issue> => {
  const placed = await send(app, 'POST', '/api/orders', shopper.token, {
    items: [{ productId: a1.id, quantity: 2 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  const order = placed.body.order;
  for (const status of ['shipped', 'delivered'])
    expect((await send(app, 'PATCH', `/api/orders/${order.id}/status`, sellerA, { status })).status).toBe(200);
  const reported = await call('POST', `/api/orders/${order.id}/issues`, shopper.token, {
    kind: 'damaged',
    lines: [{ productId: a1.id, quantity: 2 }],
    description: 'Both packs arrived torn open',
  });
  expect(reported.status).toBe(201);
  return reported.body.issue;
};
const answer = (number: string, body: unknown, token = sellerA) =>
  call('POST', `/api/sellers/issues/${number}/answer`, token, body);

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  [sellerA, sellerB] = await demoSellerTokens(app);
  [a1] = await productsOf(app, amma.id);
  await setStock(app, a1.id, 500);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('after a ticket is opened', () => {
  it('the seller lists and answers it, the shopper accepts', async () => {
    const issue = await ticket();
    const mine = await list('/api/sellers/issues?status=open', sellerA);
    expect(mine.status).toBe(200);
    expect(mine.body.issues.map((i) => i.number)).toContain(issue.number);
    expect((await list('/api/sellers/issues', sellerB)).body.issues.map((i) => i.number)).not.toContain(issue.number);
    expect((await list('/api/sellers/issues?status=closed', sellerA)).status).toBe(400);

    expect(
      (await answer(issue.number, { resolution: 'decline', reason: 'Not our delivery at all' }, sellerB)).status,
    ).toBe(404);
    const tooMuch = await answer(issue.number, { resolution: 'refund', amount: issue.value + 1 });
    expect(tooMuch).toMatchObject({ status: 400, body: { code: 'ORDER.ISSUE_REFUND_TOO_LARGE' } });
    expect(tooMuch.body.message).toMatch(/at most ₹/);
    const answered = await answer(issue.number, { resolution: 'refund', amount: 50 });
    expect(answered).toMatchObject({ status: 200, body: { success: true, issue: { status: 'offered' } } });

    expect((await call('POST', `/api/support/${issue.number}/accept`, stranger.token)).status).toBe(404);
    const accepted = await call('POST', `/api/support/${issue.number}/accept`, shopper.token);
    expect(accepted).toMatchObject({
      status: 200,
      body: { issue: { status: 'resolved', resolution: { kind: 'refund', amount: 50 } } },
    });
    const again = await call('POST', `/api/support/${issue.number}/accept`, shopper.token);
    expect(again).toMatchObject({ status: 409, body: { success: false, code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED' } });
  });

  it('the shopper escalates and the grievance officer decides, through the admin service', async () => {
    const issue = await ticket();
    const early = await call('POST', `/api/support/${issue.number}/escalate`, shopper.token, {
      reason: 'Nobody has answered me yet',
    });
    expect(early).toMatchObject({ status: 409, body: { code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED' } });
    await answer(issue.number, { resolution: 'decline', reason: 'The packs left our kitchen sealed' });
    expect((await call('POST', `/api/support/${issue.number}/escalate`, shopper.token, { reason: 'no' })).status).toBe(
      400,
    );
    const escalated = await call('POST', `/api/support/${issue.number}/escalate`, shopper.token, {
      reason: 'The photos show the packs torn on arrival',
    });
    expect(escalated).toMatchObject({ status: 200, body: { issue: { status: 'escalated' } } });

    const queue = await list('/api/admin/support?status=escalated', adminToken);
    expect(queue.status).toBe(200);
    expect(queue.body.issues.map((i) => i.number)).toContain(issue.number);
    expect((await list('/api/admin/support', shopper.token)).status).toBe(403);

    const byShopper = await call('POST', `/api/admin/support/${issue.number}/decide`, shopper.token, {
      resolution: 'refund',
      amount: 1,
    });
    expect(byShopper.status).toBe(403);
    const decided = await call('POST', `/api/admin/support/${issue.number}/decide`, adminToken, {
      resolution: 'refund',
      amount: issue.value,
    });
    expect(decided).toMatchObject({
      status: 200,
      body: { issue: { status: 'resolved', resolution: { kind: 'refund', by: 'admin', amount: issue.value } } },
    });
    const audit = await send(app, 'GET', '/api/admin/audit-log', adminToken);
    expect(JSON.stringify(audit.body)).toContain('issue.decide');
    const twice = await call('POST', `/api/admin/support/${issue.number}/decide`, adminToken, {
      resolution: 'decline',
      reason: 'Deciding a settled ticket again',
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED' } });
  });

  it('a replacement holds its stock when offered, is shipped with its tracking and delivered; overruled, the stock comes back', async () => {
    const packStock = async () =>
      (
        await rows<{ stock: number }>(
          app,
          sql`SELECT stock_quantity AS stock FROM catalog.product_variants WHERE product_id = ${a1.id} AND is_default`,
        )
      )[0].stock;
    const short = await ticket();
    await setStock(app, a1.id, 1);
    const refused = await answer(short.number, { resolution: 'replacement' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'ORDER.OUT_OF_STOCK' } });
    expect(refused.body.message).toMatch(/^Only 1 left in stock for .+: offer a refund instead$/);
    await setStock(app, a1.id, 500);

    const issue = await ticket();
    const before = await packStock();
    const offered = await answer(issue.number, { resolution: 'replacement', note: 'Fresh packs today' });
    expect(offered).toMatchObject({
      status: 200,
      body: { issue: { status: 'offered', resolution: { kind: 'replacement' } } },
    });
    expect(await packStock()).toBe(before - 2);
    const replacementOf = (number: string, body: unknown, token = sellerA) =>
      call('POST', `/api/sellers/issues/${number}/replacement`, token, body);
    expect(await replacementOf(issue.number, { status: 'shipped', trackingNumber: 'EK1234567IN' })).toMatchObject({
      status: 409,
      body: { code: 'ORDER.REPLACEMENT_NOT_ALLOWED' },
    });
    const accepted = await call('POST', `/api/support/${issue.number}/accept`, shopper.token);
    expect(accepted).toMatchObject({ status: 200, body: { issue: { replacement: { status: 'to-send' } } } });

    const badTracking = await replacementOf(issue.number, { status: 'shipped', trackingNumber: 'no spaces allowed' });
    expect(badTracking).toMatchObject({ status: 400, body: { code: 'REQUEST.INVALID' } });
    expect(badTracking.body.message).toMatch(/trackingNumber/);
    expect((await replacementOf(issue.number, { status: 'delivered' })).status).toBe(409);
    expect(
      (await replacementOf(issue.number, { status: 'shipped', trackingNumber: 'EK1234567IN' }, sellerB)).status,
    ).toBe(404);
    const shipped = await replacementOf(issue.number, {
      status: 'shipped',
      trackingNumber: 'EK1234567IN',
      carrier: 'India Post',
    });
    expect(shipped).toMatchObject({
      status: 200,
      body: { issue: { replacement: { status: 'shipped', carrier: 'India Post', trackingNumber: 'EK1234567IN' } } },
    });
    const delivered = await replacementOf(issue.number, { status: 'delivered' });
    expect(delivered).toMatchObject({ status: 200, body: { issue: { replacement: { status: 'delivered' } } } });
    const seen = await call('GET', `/api/support/${issue.number}`, shopper.token);
    expect(seen.body.issue.history.map((h) => h.note)).toEqual(
      expect.arrayContaining([
        'Replacement shipped by India Post, tracking number EK1234567IN',
        'Replacement delivered',
      ]),
    );

    const overruled = await ticket();
    const held = await packStock();
    await answer(overruled.number, { resolution: 'replacement' });
    expect(await packStock()).toBe(held - 2);
    await call('POST', `/api/support/${overruled.number}/escalate`, shopper.token, {
      reason: 'I would rather have my money back',
    });
    const decided = await call('POST', `/api/admin/support/${overruled.number}/decide`, adminToken, {
      resolution: 'refund',
      amount: overruled.value,
    });
    expect(decided).toMatchObject({
      status: 200,
      body: { issue: { resolution: { kind: 'refund' }, replacement: null } },
    });
    await orderEventsHandled(app);
    expect(await packStock()).toBe(held);
  });
});
