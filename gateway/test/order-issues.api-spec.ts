import { DEMO_SELLERS, type Issue, type ReviewPhotoUploadResponse } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
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
import { multipart } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'issues-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let shopper: { token: string; email: string };
let stranger: { token: string; email: string };
let sellerA: string;
let sellerB: string;
let adminToken: string;
let a1: DemoProduct;
let a2: DemoProduct;
let b1: DemoProduct;
const [amma, malabar] = DEMO_SELLERS;

type IssueAnswer = { status: number; body: { success: boolean; message?: string; code?: string; issue: Issue } };
const line = (p: DemoProduct, quantity = 1) => ({ productId: p.id, quantity });
const place = async (items: unknown, paymentMethod = 'cod') => {
  const placed = await send(app, 'POST', '/api/orders', shopper.token, {
    items,
    shippingAddress: address,
    paymentMethod,
  });
  expect(placed.status).toBe(201);
  return placed.body.order;
};
const move = async (token: string, id: string, status: string) =>
  expect((await send(app, 'PATCH', `/api/orders/${id}/status`, token, { status })).status).toBe(200);
const deliver = async (token: string, id: string) => {
  await move(token, id, 'shipped');
  await move(token, id, 'delivered');
};
const report = (id: string, body: Record<string, unknown>, token = shopper.token) =>
  send(app, 'POST', `/api/orders/${id}/issues`, token, {
    kind: 'damaged',
    description: 'The pack arrived torn open',
    ...body,
  }) as unknown as Promise<IssueAnswer>;
const expectRefusal = (answer: IssueAnswer, status: number, code: string, message: string | RegExp) =>
  expect({ status: answer.status, ...answer.body }).toMatchObject({ status, success: false, code, message });

/** Moves the part's delivery back `days` days (the order service's own columns, as an older delivery left them). */
const deliveredDaysAgo = (orderId: string, sellerId: string, days: number) => {
  const at = new Date(Date.now() - days * 24 * 3600_000).toISOString();
  return rows(
    app,
    sql`UPDATE "order".fulfilments SET history = (
          SELECT jsonb_agg(CASE WHEN e->>'status' = 'delivered' THEN jsonb_set(e, '{timestamp}', to_jsonb(${at}::text))
            ELSE e END ORDER BY n) FROM jsonb_array_elements(history) WITH ORDINALITY AS h(e, n))
        WHERE order_id = ${orderId} AND seller_id = ${sellerId}`,
  );
};

async function uploadPhoto(token: string): Promise<string> {
  const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#8e44ad' } })
    .jpeg()
    .toBuffer();
  const body = await multipart({}, [{ field: 'photos', name: 'torn.jpg', type: 'image/jpeg', bytes }]);
  const res = await app.app
    .getHttpAdapter()
    .getInstance()
    .inject({
      method: 'POST',
      url: '/api/reviews/photos',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
  expect(res.statusCode).toBe(201);
  return (res.json() as ReviewPhotoUploadResponse).files[0].key;
}

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ISSUE_WINDOW_DAYS: '7',
  });
  [sellerA, sellerB] = await demoSellerTokens(app);
  [a1, a2] = await productsOf(app, amma.id);
  [b1] = await productsOf(app, malabar.id);
  for (const p of [a1, a2, b1]) await setStock(app, p.id, 500);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
  adminToken = (login.body as unknown as { token: string }).token;
}, 300_000);
afterAll(() => app?.stop());

describe('POST /api/orders/:id/issues', () => {
  it('opens a ticket with a photo; the order, the ticket page and the list show it', async () => {
    const order = await place([line(a1, 2), line(b1)]);
    await deliver(sellerA, order.id);
    const photo = await uploadPhoto(shopper.token);

    const answer = await report(order.id, { lines: [line(a1, 1)], photos: [photo] });

    expect(answer.status).toBe(201);
    const { issue } = answer.body;
    expect(issue).toMatchObject({
      number: expect.stringMatching(/^TK-\d{8}-[2-9A-HJ-NP-Z]{5}$/),
      status: 'open',
      kind: 'damaged',
      orderId: order.id,
      orderNumber: order.orderNumber,
      sellerId: amma.id,
      lines: [{ productId: a1.id, name: a1.name, quantity: 1 }],
      description: 'The pack arrived torn open',
      photos: [`/api/files/${photo}`],
      history: [{ status: 'open', by: 'shopper' }],
    });
    expect(Date.parse(issue.acknowledgeBy) - Date.parse(issue.createdAt)).toBe(48 * 3600_000);

    const view = await send(app, 'GET', `/api/orders/${order.id}`, shopper.token);
    expect((view.body.order as { issues?: Issue[] }).issues).toEqual([issue]);
    const ticket = await send(app, 'GET', `/api/support/${issue.number}`, shopper.token);
    expect(ticket.status).toBe(200);
    expect((ticket.body as unknown as { issue: Issue }).issue).toEqual(issue);
    const byAdmin = await send(app, 'GET', `/api/support/${issue.number}`, adminToken);
    expect(byAdmin.status).toBe(200);
    const mine = await send(app, 'GET', '/api/support', shopper.token);
    expect((mine.body as unknown as { issues: Issue[] }).issues[0]).toEqual(issue);

    // Another shopper learns nothing of it.
    const hidden = await send(app, 'GET', `/api/support/${issue.number}`, stranger.token);
    expect(hidden).toMatchObject({ status: 404, body: { code: 'ORDER.ISSUE_NOT_FOUND' } });
    const strangers = await send(app, 'GET', '/api/support', stranger.token);
    expect((strangers.body as unknown as { issues: Issue[] }).issues).toEqual([]);

    // The same line again, while its ticket is open.
    expectRefusal(
      await report(order.id, { lines: [line(a1, 1)] }),
      409,
      'ORDER.ISSUE_ALREADY_OPEN',
      new RegExp(`already has an open ticket, ${issue.number}`),
    );
  });

  it("answers 404 for another shopper's order and 403 to a seller or the admin", async () => {
    const order = await place([line(a1)]);
    await deliver(sellerA, order.id);
    const body = { lines: [line(a1)] };
    expectRefusal(await report(order.id, body, stranger.token), 404, 'ORDER.NOT_FOUND', 'Order not found');
    expectRefusal(await report(randomUUID(), body), 404, 'ORDER.NOT_FOUND', 'Order not found');
    expect((await report(order.id, body, sellerA)).status).toBe(403);
    expect((await report(order.id, body, adminToken)).status).toBe(403);
  });

  it('refuses, with a sentence, each report the rules do not allow', async () => {
    const unpaid = await place([line(a1)], 'upi');
    expectRefusal(await report(unpaid.id, { lines: [line(a1)] }), 409, 'ORDER.ISSUE_NOT_ALLOWED', /awaiting payment/);

    const cancelled = await place([line(a1)]);
    expect((await send(app, 'PATCH', `/api/orders/${cancelled.id}/cancel`, shopper.token, {})).status).toBe(200);
    expectRefusal(await report(cancelled.id, { lines: [line(a1)] }), 409, 'ORDER.ISSUE_NOT_ALLOWED', /cancelled/);

    const order = await place([line(a1, 2), line(b1)]);
    await move(sellerA, order.id, 'shipped');
    expectRefusal(
      await report(order.id, { lines: [line(a1)] }),
      409,
      'ORDER.ISSUE_NOT_ALLOWED',
      /has not been delivered yet/,
    );
    expectRefusal(
      await report(order.id, { kind: 'not-delivered', lines: [line(a1)] }),
      409,
      'ORDER.ISSUE_NOT_ALLOWED',
      /^This part may still arrive: it is due by /,
    );
    await move(sellerA, order.id, 'delivered');
    await deliver(sellerB, order.id);
    expectRefusal(
      await report(order.id, { lines: [line(a2)] }),
      400,
      'ORDER.ISSUE_LINE_INVALID',
      'A line you named is not in this order',
    );
    expectRefusal(
      await report(order.id, { lines: [line(a1, 3)] }),
      400,
      'ORDER.ISSUE_LINE_INVALID',
      /^You bought 2 of .+: report at most 2$/,
    );
    expectRefusal(
      await report(order.id, { lines: [line(a1), line(b1)] }),
      400,
      'ORDER.ISSUE_LINE_INVALID',
      /^A report is about one seller's delivery/,
    );
    expectRefusal(
      await report(order.id, { lines: [line(a1)], description: 'bad' }),
      400,
      'REQUEST.INVALID',
      'Please describe the problem in at least 10 characters',
    );
    expectRefusal(
      await report(order.id, { lines: [line(a1)], photos: [`review-photos/${randomUUID()}.webp`] }),
      400,
      'ORDER.ISSUE_PHOTO_REFUSED',
      /^Photos must be ones you uploaded/,
    );
    await deliveredDaysAgo(order.id, amma.id, 8);
    expectRefusal(
      await report(order.id, { lines: [line(a1)] }),
      409,
      'ORDER.ISSUE_WINDOW_CLOSED',
      /^The time to report a problem with this delivery closed on \w{3}, \d{1,2} \w{3}/,
    );
    const written = await rows(app, sql`SELECT 1 FROM "order".issues WHERE order_id IN (${unpaid.id}, ${order.id})`);
    expect(written).toHaveLength(0);
  });
});
