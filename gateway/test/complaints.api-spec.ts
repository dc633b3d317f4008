import { DEMO_SELLERS, type AdminAuditResponse, type Issue } from '@thindi/contracts';
import { waitForMail } from './accounts-helpers';
import {
  address,
  adminLogin,
  demoSellerTokens,
  newCustomer,
  productsOf,
  send,
  setStock,
  type DemoProduct,
} from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'grievance-admin@example.in', password: 'Admin@12345' };
/** The demo grievance officer a standalone app names when GRIEVANCE_OFFICER_EMAIL is not set. */
const OFFICER = 'grievance@thindi.example';
const HOUR_MS = 3600_000;
let app: TestApp;
let shopper: { token: string; email: string };
let stranger: { token: string; email: string };
let seller: string;
let adminToken: string;
let product: DemoProduct;
const [amma] = DEMO_SELLERS;

type Answer<T> = { status: number; body: T & { success: boolean; code?: string; message?: string } };
const call = <T = { issue: Issue }>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<Answer<T>>;
const complain = (token: string | undefined, body: unknown) => call('POST', '/api/support', token, body);
/** A complaint of the shopper whose token is given, filed and checked. */
const filed = async (token = shopper.token): Promise<Issue> => {
  const answer = await complain(token, {
    topic: 'payment',
    description: 'I was charged twice for one order last week',
  });
  expect(answer.status).toBe(201);
  return answer.body.issue;
};
const decide = (number: string, body: unknown) => call('POST', `/api/admin/support/${number}/decide`, adminToken, body);
const numbersIn = async (url: string, token: string) =>
  (await call<{ issues: Issue[] }>('GET', url, token)).body.issues.map((i) => i.number);

/** A ticket on a delivered order of Amma's product, waiting for her answer. */
const orderTicket = async (): Promise<Issue> => {
  const placed = await send(app, 'POST', '/api/orders', shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  const orderId = placed.body.order.id;
  for (const status of ['shipped', 'delivered'])
    expect((await call('PATCH', `/api/orders/${orderId}/status`, seller, { status })).status).toBe(200);
  const reported = await call('POST', `/api/orders/${orderId}/issues`, shopper.token, {
    kind: 'damaged',
    lines: [{ productId: product.id, quantity: 1 }],
    description: 'The pack arrived torn open',
  });
  expect(reported.status).toBe(201);
  return reported.body.issue;
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

describe('POST /api/support: a complaint not about one order', () => {
  it('goes straight to the grievance officer, who is mailed it, and only its shopper and the admin read it', async () => {
    const description = 'The website showed a price of ₹90 but charged me ₹120 at checkout';
    const answer = await complain(shopper.token, { topic: 'website', description: `  ${description}  ` });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        success: true,
        issue: {
          kind: 'complaint',
          topic: 'website',
          status: 'escalated',
          description,
          orderId: null,
          orderNumber: null,
          sellerId: null,
          sellerName: null,
          lines: [],
          resolution: null,
          overdue: false,
        },
      },
    });
    const { issue } = answer.body;
    expect(Date.parse(issue.acknowledgeBy) - Date.parse(issue.createdAt)).toBe(48 * HOUR_MS);
    expect(Date.parse(issue.resolveBy) - Date.parse(issue.createdAt)).toBe(30 * 24 * HOUR_MS);

    expect(await numbersIn('/api/support', shopper.token)).toContain(issue.number);
    expect(await numbersIn('/api/support', stranger.token)).not.toContain(issue.number);
    expect(await call('GET', `/api/support/${issue.number}`, shopper.token)).toMatchObject({
      status: 200,
      body: { issue: { number: issue.number, kind: 'complaint' } },
    });
    expect((await call('GET', `/api/support/${issue.number}`, stranger.token)).status).toBe(404);
    expect((await call('GET', `/api/support/${issue.number}`, adminToken)).status).toBe(200);
    expect(await numbersIn('/api/admin/support?status=escalated', adminToken)).toContain(issue.number);

    const mail = await waitForMail(app.dataDir, OFFICER, new RegExp(`^Complaint ${issue.number}: `));
    expect(mail.subject).toBe(`Complaint ${issue.number}: The website or app`);
    expect(mail.text).toContain(description);
    expect(mail.text).toContain(shopper.email);
  });

  it('names the bad field: a topic not on the list, or a description under 20 characters', async () => {
    const badTopic = await complain(shopper.token, { topic: 'delivery', description: 'My parcels keep coming late' });
    expect(badTopic).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringMatching(/topic must be one of seller, website, payment/) },
    });
    const short = await complain(shopper.token, { topic: 'seller', description: '  Rude seller.  ' });
    expect(short).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/at least 20 characters/) },
    });
    expect((await complain(shopper.token, { topic: 'seller' })).status).toBe(400);
  });

  it('is for a signed-in shopper only', async () => {
    const body = { topic: 'account', description: 'I cannot change the phone number on my account' };
    expect((await complain(undefined, body)).status).toBe(401);
    expect((await complain(seller, body)).status).toBe(403);
    expect((await complain(adminToken, body)).status).toBe(403);
  });

  it('refuses a sixth complaint while five wait for an answer, and takes one again once one is answered', async () => {
    const busy = await newCustomer(app, 'Revathi');
    const waiting: Issue[] = [];
    for (let i = 0; i < 5; i++) waiting.push(await filed(busy.token));
    const sixth = await complain(busy.token, { topic: 'other', description: 'One more thing I would like to raise' });
    expect(sixth).toMatchObject({ status: 409, body: { success: false, code: 'ORDER.COMPLAINTS_WAITING' } });
    // Another shopper's complaints are theirs to count.
    await filed(stranger.token);

    expect(
      (await decide(waiting[0].number, { resolution: 'answer', reply: 'We have refunded the second charge' })).status,
    ).toBe(200);
    await filed(busy.token);
  });
});

describe('POST /api/admin/support/:number/decide on a complaint', () => {
  it('settles it with the officer’s answer, audit-logged, and mails the shopper the answer', async () => {
    const issue = await filed();
    const refund = await decide(issue.number, { resolution: 'refund', amount: 100 });
    expect(refund).toMatchObject({ status: 400, body: { code: 'ORDER.ISSUE_ANSWER_REQUIRED' } });
    const decline = await decide(issue.number, { resolution: 'decline', reason: 'Nothing we can do about this' });
    expect(decline).toMatchObject({ status: 400, body: { code: 'ORDER.ISSUE_ANSWER_REQUIRED' } });
    expect(await decide(issue.number, { resolution: 'answer', reply: 'Sorry' })).toMatchObject({
      status: 400,
      body: { message: expect.stringMatching(/at least 10 characters/) },
    });
    expect(
      (await call('POST', `/api/admin/support/${issue.number}/decide`, shopper.token, { resolution: 'answer' })).status,
    ).toBe(403);

    const reply = 'We checked with the bank: the second charge was reversed on 3 March';
    const answered = await decide(issue.number, { resolution: 'answer', reply });
    expect(answered).toMatchObject({
      status: 200,
      body: { success: true, issue: { status: 'resolved', resolution: { kind: 'answer', note: reply, by: 'admin' } } },
    });
    expect((await call('GET', `/api/support/${issue.number}`, shopper.token)).body.issue.status).toBe('resolved');
    expect(await numbersIn('/api/admin/support?status=escalated', adminToken)).not.toContain(issue.number);

    const { entries } = (await call<AdminAuditResponse>('GET', `/api/admin/audit-log?targetId=${issue.id}`, adminToken))
      .body;
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'issue.decide',
        targetType: 'issue',
        reason: reply,
        details: { number: issue.number, orderNumber: null, resolution: 'answer', reason: reply },
      }),
    ]);

    const mail = await waitForMail(app.dataDir, shopper.email, new RegExp(`^Ticket ${issue.number} is settled$`));
    expect(mail.text).toContain(reply);
    expect(mail.text).not.toContain('about order');

    const twice = await decide(issue.number, { resolution: 'answer', reply: 'Answering the complaint again' });
    expect(twice).toMatchObject({ status: 409, body: { code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED' } });
  });

  it('does not settle a ticket about an order with an answer', async () => {
    const ticket = await orderTicket();
    const answered = await decide(ticket.number, { resolution: 'answer', reply: 'We have spoken to the seller' });
    expect(answered).toMatchObject({ status: 400, body: { code: 'ORDER.ISSUE_ANSWER_REQUIRED' } });
    expect((await call('GET', `/api/support/${ticket.number}`, shopper.token)).body.issue).toMatchObject({
      status: 'open',
      resolution: null,
    });
  });
});
