import {
  COMPLAINT_FILED_MAIL_JOB,
  ISSUE_SETTLED_MAIL_JOB,
  OrderPatterns,
  type IssueListResponse,
  type IssueResponse,
  type Principal,
} from '@thindi/contracts';
import { Metrics } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS, waitUntil, waitUntilFound } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { admin, amma, orderServiceForTest, shopper } from '../../../test/order-fixture';
import { ORDER_CLOCK, type Clock } from '../../order.constants';
import { MAX_OPEN_COMPLAINTS } from './file-complaint.handler';

const HOUR = 3600 * 1000;
const refusal = (code: string, message?: string | RegExp) => (message ? { code, message } : { code });

/** Complaints to the grievance officer that are not about one order: filed, queued, answered, limited. */
describe('order service: a complaint to the grievance officer', () => {
  const fixture = orderServiceForTest<{ orderNumber: string; issueNumber?: string; to?: string }>({
    ISSUE_SWEEP_SECONDS: '86400',
  });
  let clock: Clock;
  let metrics: Metrics;
  const overdueGauge = async () => Number(/^thindi_tickets_overdue (\d+)$/m.exec(await metrics.text())?.[1]);

  beforeAll(async () => {
    const service = await fixture.start({ watch: true });
    clock = service.app.get(ORDER_CLOCK);
    metrics = service.app.get(Metrics);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => {
    clock.now = () => new Date();
  });

  const newShopper = (): Principal => ({ id: randomUUID(), role: 'customer', email: `${randomUUID()}@example.in` });
  const command = (pattern: string, principal: Principal, input: Record<string, unknown>) =>
    fixture.platform.client.command<IssueResponse>(pattern, { principal, input });
  const complain = (principal: Principal, description = 'The website charged me twice for one order last week') =>
    command(OrderPatterns.fileComplaint, principal, { topic: 'payment', description });
  const decide = (number: string, body: Record<string, unknown>) =>
    command(OrderPatterns.decideIssue, admin, { number, ...body });
  const get = async (number: string) =>
    (
      await fixture.platform.client.query<IssueResponse>(OrderPatterns.getIssue, {
        principal: admin,
        input: { number },
      })
    ).issue;

  it('goes straight to the grievance officer, who is mailed it, with both dates and no order or seller', async () => {
    const meena = newShopper();
    const { issue } = await complain(meena);
    expect(issue).toMatchObject({
      kind: 'complaint',
      topic: 'payment',
      status: 'escalated',
      orderId: null,
      orderNumber: null,
      sellerId: null,
      lines: [],
      value: 0,
      overdue: false,
    });
    expect(issue.number).toMatch(/^TK-\d{8}-[0-9A-Z]{5}$/);
    expect(Date.parse(issue.acknowledgeBy) - Date.parse(issue.createdAt)).toBe(48 * HOUR);
    expect(Date.parse(issue.resolveBy) - Date.parse(issue.createdAt)).toBe(30 * 24 * HOUR);
    const mail = await waitUntilFound("the grievance officer's mail", () =>
      fixture.mails.find((m) => m.name === COMPLAINT_FILED_MAIL_JOB && m.data.issueNumber === issue.number),
    );
    expect(mail.data).toMatchObject({ to: 'grievance@thindi.example', from: meena.email });

    const mine = await fixture.platform.client.query<IssueListResponse>(OrderPatterns.listMyIssues, {
      principal: meena,
      input: {},
    });
    expect(mine.issues.map((i) => i.number)).toEqual([issue.number]);
    const queue = await fixture.platform.client.query<IssueListResponse>(OrderPatterns.issueQueue, {
      principal: admin,
      input: { status: 'escalated' },
    });
    expect(queue.issues.map((i) => i.number)).toContain(issue.number);
  });

  it('is answered by the grievance officer alone, with words and not money, and the shopper is mailed the answer', async () => {
    const meena = newShopper();
    const { issue } = await complain(meena);
    await expect(decide(issue.number, { resolution: 'refund', amount: 100 })).rejects.toMatchObject(
      refusal('ORDER.ISSUE_ANSWER_REQUIRED', /is a complaint not about an order: answer it/),
    );
    await expect(
      decide(issue.number, { resolution: 'decline', reason: 'Nothing we can do here' }),
    ).rejects.toMatchObject(refusal('ORDER.ISSUE_ANSWER_REQUIRED'));
    await expect(command(OrderPatterns.acceptIssue, meena, { number: issue.number })).rejects.toMatchObject(
      refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED'),
    );
    await expect(
      command(OrderPatterns.answerIssue, amma, {
        number: issue.number,
        resolution: 'decline',
        reason: 'Not ours at all',
      }),
    ).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_FOUND'));
    expect((await get(issue.number)).status).toBe('escalated');

    const reply = 'The second charge was returned to your UPI ID on 2 December.';
    const [first, second] = await Promise.allSettled([
      decide(issue.number, { resolution: 'answer', reply }),
      decide(issue.number, { resolution: 'answer', reply }),
    ]);
    expect([first.status, second.status].sort()).toEqual(['fulfilled', 'rejected']);
    const answered = await get(issue.number);
    expect(answered).toMatchObject({ status: 'resolved', resolution: { kind: 'answer', note: reply, by: 'admin' } });
    expect(answered.acknowledgedAt).not.toBeNull();
    expect(answered.history.map((h) => h.status)).toEqual(['escalated', 'resolved']);
    await waitUntil("the shopper's mail of the answer", () =>
      fixture.mails.some((m) => m.name === ISSUE_SETTLED_MAIL_JOB && m.data.issueNumber === issue.number),
    );
    const mails = fixture.mails.filter((m) => m.name === ISSUE_SETTLED_MAIL_JOB && m.data.issueNumber === issue.number);
    expect(mails.map((m) => m.data)).toEqual([
      expect.objectContaining({ to: meena.email, orderNumber: null, outcome: { kind: 'answer', note: reply } }),
    ]);
  });

  it('is overdue once 48 hours pass without the officer answering, and counted so', async () => {
    const { issue } = await complain(newShopper());
    const before = await overdueGauge();
    const at = new Date(Date.now() + 49 * HOUR);
    clock.now = () => at;
    expect((await get(issue.number)).overdue).toBe(true);
    expect(await overdueGauge()).toBe(before + 1);
    await decide(issue.number, { resolution: 'answer', reply: 'Sorry for the wait: it is sorted now.' });
    expect((await get(issue.number)).overdue).toBe(false);
    expect(await overdueGauge()).toBe(before);
  });

  it(`keeps at most ${MAX_OPEN_COMPLAINTS} complaints of a shopper waiting, however many are filed at once`, async () => {
    const ravi = newShopper();
    const results = await Promise.allSettled(Array.from({ length: MAX_OPEN_COMPLAINTS + 3 }, () => complain(ravi)));
    const filed = results.filter((r) => r.status === 'fulfilled') as PromiseFulfilledResult<IssueResponse>[];
    expect(filed).toHaveLength(MAX_OPEN_COMPLAINTS);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject(refusal('ORDER.COMPLAINTS_WAITING'));
    await decide(filed[0].value.issue.number, { resolution: 'answer', reply: 'Answered: you may file another one.' });
    await expect(complain(ravi)).resolves.toMatchObject({ issue: { status: 'escalated' } });
  });

  it('is filed only by a shopper, with a topic it knows and words enough', async () => {
    await expect(complain(amma)).rejects.toMatchObject({ code: 'AUTH.FORBIDDEN' });
    await expect(
      command(OrderPatterns.fileComplaint, newShopper(), { topic: 'weather', description: 'x'.repeat(30) }),
    ).rejects.toMatchObject({ message: expect.stringContaining('topic must be one of') });
    await expect(complain(newShopper(), 'Too short')).rejects.toMatchObject({
      message: 'Please describe the complaint in at least 20 characters',
    });
  });

  it('refuses to answer a ticket about an order with words alone', async () => {
    const order = await fixture.place();
    await fixture.deliver(amma, order.id);
    const { issue } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: order.id,
      kind: 'damaged',
      lines: [{ productId: order.items[0].productId, quantity: 1 }],
      description: 'The packet arrived torn open',
    });
    await expect(
      decide(issue.number, { resolution: 'answer', reply: 'We looked into it carefully.' }),
    ).rejects.toMatchObject(
      refusal(
        'ORDER.ISSUE_ANSWER_REQUIRED',
        `Ticket ${issue.number} is about order ${issue.orderNumber}: settle it with a refund, a replacement or a decline`,
      ),
    );
  });
});
