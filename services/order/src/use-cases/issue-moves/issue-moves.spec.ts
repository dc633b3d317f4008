import {
  ISSUE_ANSWERED_MAIL_JOB,
  ISSUE_ESCALATED_MAIL_JOB,
  ISSUE_SETTLED_MAIL_JOB,
  OrderEvents,
  OrderPatterns,
  type Issue,
  type IssueListResponse,
  type IssueResponse,
  type OrderIssueResolvedEvent,
  type Principal,
} from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS, waitUntil } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { murukku } from '../../../test/fake-catalog';
import { admin, amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

const DAY = 24 * 3600 * 1000;
const refusal = (code: string, message?: string | RegExp) => (message ? { code, message } : { code });

/** After a ticket is opened: the seller answers, the shopper accepts or escalates, the grievance officer decides. */
describe('order service: answering, accepting, escalating and deciding a ticket', () => {
  const fixture = orderServiceForTest<{ orderNumber: string; issueNumber?: string; to?: string }>({
    ISSUE_SWEEP_SECONDS: '86400',
  });
  const { place, deliver } = fixture;
  const resolved: OrderIssueResolvedEvent[] = [];
  const stranger: Principal = { id: randomUUID(), role: 'customer', email: 'ravi@example.in' };

  beforeAll(async () => {
    await fixture.start({ watch: true });
    await fixture.platform.events.subscribe<OrderIssueResolvedEvent>(OrderEvents.issueResolved, {}, (e) => {
      resolved.push(e.data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  const command = (pattern: string, principal: Principal, input: Record<string, unknown>) =>
    fixture.platform.client.command<IssueResponse>(pattern, { principal, input });
  const answer = (number: string, body: Record<string, unknown>, principal: Principal = amma) =>
    command(OrderPatterns.answerIssue, principal, { number, ...body });
  const accept = (number: string, principal: Principal = shopper) =>
    command(OrderPatterns.acceptIssue, principal, { number });
  const escalate = (number: string, principal: Principal = shopper) =>
    command(OrderPatterns.escalateIssue, principal, { number, reason: 'The refund does not cover what I paid' });
  const decide = (number: string, body: Record<string, unknown>, principal: Principal = admin) =>
    command(OrderPatterns.decideIssue, principal, { number, ...body });
  const get = async (number: string) =>
    (
      await fixture.platform.client.query<IssueResponse>(OrderPatterns.getIssue, {
        principal: admin,
        input: { number },
      })
    ).issue;
  const mailOf = (name: string, number: string, to?: string) =>
    fixture.mails.find((m) => m.name === name && m.data.issueNumber === number && (!to || m.data.to === to))?.data;
  const shopperMail = shopper.email;
  const sellerMail = `${amma.id}@sellers.example.in`;

  /** A ticket about both murukku of a delivered order (Amma Snacks' part). */
  const ticket = async (): Promise<Issue> => {
    const order = await place();
    await deliver(amma, order.id);
    const { issue } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: order.id,
      kind: 'damaged',
      lines: [{ productId: murukku.id, quantity: 2 }],
      description: 'Both packets of murukku arrived crushed',
    });
    return issue;
  };
  const offered = async (body: Record<string, unknown> = { resolution: 'refund', amount: 100 }) => {
    const issue = await ticket();
    await answer(issue.number, body);
    return issue;
  };

  it('values a ticket at what its lines cost the shopper, GST included, and answers it with a refund the shopper is mailed', async () => {
    const issue = await ticket();
    const order = await fixture.get(issue.orderId!);
    const line = order.items.find((i) => i.productId === murukku.id)!;
    expect(issue.value).toBeCloseTo(2 * line.price * (1 + (line.gstRate ?? 0) / 100), 2);
    expect(issue).toMatchObject({ resolution: null, respondBy: null, acknowledgedAt: null, overdue: false });

    const { issue: answered } = await answer(issue.number, { resolution: 'refund', amount: 150.5, note: 'Sorry' });

    expect(answered).toMatchObject({
      status: 'offered',
      resolution: { kind: 'refund', amount: 150.5, note: 'Sorry', by: 'seller' },
      acknowledgedAt: expect.any(String),
    });
    expect(Date.parse(answered.respondBy!) - Date.parse(answered.acknowledgedAt!)).toBe(7 * DAY);
    expect(answered.history.at(-1)).toMatchObject({
      status: 'offered',
      by: 'seller',
      note: 'Refund of ₹150.50 offered',
    });
    await waitUntil('the shopper is mailed the answer', () => !!mailOf(ISSUE_ANSWERED_MAIL_JOB, issue.number));
    expect(mailOf(ISSUE_ANSWERED_MAIL_JOB, issue.number)).toMatchObject({
      to: shopperMail,
      name: 'Meena',
      sellerName: 'Amma Snacks',
      offer: { kind: 'refund', amount: 150.5, note: 'Sorry' },
      respondBy: answered.respondBy,
    });
  });

  it('lets only the ticket’s seller answer, with a refund of at most its value or a decline with a reason', async () => {
    const issue = await ticket();
    for (const someone of [house, shopper, stranger])
      await expect(
        answer(issue.number, { resolution: 'decline', reason: 'Not our fault at all' }, someone),
      ).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_FOUND'));
    await expect(answer(issue.number, { resolution: 'refund', amount: issue.value + 0.01 })).rejects.toMatchObject({
      kind: 'VALIDATION',
      code: 'ORDER.ISSUE_REFUND_TOO_LARGE',
      message: expect.stringMatching(/^A refund may be at most ₹\d[\d,]*\.\d\d, what the reported lines cost/),
    });
    await expect(answer(issue.number, { resolution: 'decline' })).rejects.toMatchObject({ kind: 'VALIDATION' });
    expect((await get(issue.number)).status).toBe('open');

    await answer(issue.number, { resolution: 'decline', reason: 'The packet left our kitchen sealed and whole' });
    await expect(answer(issue.number, { resolution: 'refund', amount: 10 })).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED',
      message: expect.stringContaining('waiting for the shopper to accept or escalate'),
    });
  });

  it('takes one of two answers racing; the other is told where the ticket stands', async () => {
    const issue = await ticket();
    const outcomes = await Promise.allSettled([
      answer(issue.number, { resolution: 'refund', amount: 50 }),
      answer(issue.number, { resolution: 'refund', amount: 60 }),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [lost] = outcomes.filter((o) => o.status === 'rejected');
    expect(lost.reason).toMatchObject(
      refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED', /^Ticket TK-.* the seller has answered/),
    );
    expect((await get(issue.number)).history.filter((e) => e.status === 'offered')).toHaveLength(1);
  });

  it('settles with the offer when the shopper accepts: the lines free, order.issue-resolved sent, the seller mailed', async () => {
    const issue = await offered({ resolution: 'refund', amount: 100 });
    await expect(accept(issue.number, stranger)).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_FOUND'));
    await expect(accept(issue.number, amma)).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_FOUND'));

    const { issue: settled } = await accept(issue.number);

    expect(settled).toMatchObject({ status: 'resolved', respondBy: null, resolution: { kind: 'refund', amount: 100 } });
    expect(settled.history.at(-1)).toMatchObject({ status: 'resolved', by: 'shopper' });
    await waitUntil('order.issue-resolved is sent', () => resolved.some((e) => e.issueId === issue.id));
    expect(resolved.find((e) => e.issueId === issue.id)).toMatchObject({
      number: issue.number,
      customerId: shopper.id,
      sellerId: amma.id,
      resolution: 'refund',
      refundPaise: 10_000,
      decidedBy: 'seller',
    });
    await waitUntil('the seller is mailed', () => !!mailOf(ISSUE_SETTLED_MAIL_JOB, issue.number, sellerMail));
    expect(mailOf(ISSUE_SETTLED_MAIL_JOB, issue.number, sellerMail)).toMatchObject({
      audience: 'seller',
      name: 'Amma Snacks',
      how: 'accepted',
    });
    await expect(accept(issue.number)).rejects.toMatchObject(refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED', /settled/));
    // The line may be reported again.
    await expect(
      command(OrderPatterns.reportIssue, shopper, {
        orderId: issue.orderId,
        kind: 'quality',
        lines: [{ productId: murukku.id, quantity: 1 }],
        description: 'The replacement tastes stale as well',
      }),
    ).resolves.toMatchObject({ issue: { status: 'open' } });
  });

  it('takes one of an accept and an escalation racing', async () => {
    const issue = await offered();
    const outcomes = await Promise.allSettled([accept(issue.number), escalate(issue.number)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [lost] = outcomes.filter((o) => o.status === 'rejected');
    expect(lost.reason).toMatchObject(refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED'));
    expect(['resolved', 'escalated']).toContain((await get(issue.number)).status);
  });

  it('sends an escalated ticket to the grievance officer, the seller mailed, and refuses escalating an open one', async () => {
    const open = await ticket();
    await expect(escalate(open.number)).rejects.toMatchObject(
      refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED', /waiting for the seller to answer/),
    );
    const issue = await offered();
    await expect(escalate(issue.number, stranger)).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_FOUND'));

    const { issue: escalated } = await escalate(issue.number);

    expect(escalated).toMatchObject({ status: 'escalated', respondBy: null });
    expect(escalated.history.at(-1)).toMatchObject({ by: 'shopper', note: 'The refund does not cover what I paid' });
    await waitUntil('the seller is mailed', () => !!mailOf(ISSUE_ESCALATED_MAIL_JOB, issue.number));
    expect(mailOf(ISSUE_ESCALATED_MAIL_JOB, issue.number)).toMatchObject({ to: sellerMail, by: 'shopper' });
    await expect(accept(issue.number)).rejects.toMatchObject(refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED', /grievance/));
  });

  it("settles with the grievance officer's decision, final, both sides mailed", async () => {
    const issue = await offered();
    await escalate(issue.number);
    await expect(decide(issue.number, { resolution: 'refund', amount: 1 }, shopper)).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(decide(issue.number, { resolution: 'refund', amount: issue.value + 1 })).rejects.toMatchObject(
      refusal('ORDER.ISSUE_REFUND_TOO_LARGE'),
    );

    const { issue: decided } = await decide(issue.number, {
      resolution: 'decline',
      reason: 'The photos show the packet opened after delivery',
    });

    expect(decided).toMatchObject({ status: 'resolved', resolution: { kind: 'decline', by: 'admin' } });
    await waitUntil('order.issue-resolved is sent', () => resolved.some((e) => e.issueId === issue.id));
    expect(resolved.find((e) => e.issueId === issue.id)).toMatchObject({
      resolution: 'decline',
      refundPaise: 0,
      decidedBy: 'admin',
    });
    await waitUntil(
      'both sides are mailed',
      () =>
        !!mailOf(ISSUE_SETTLED_MAIL_JOB, issue.number, sellerMail) &&
        !!mailOf(ISSUE_SETTLED_MAIL_JOB, issue.number, shopperMail),
    );
    expect(mailOf(ISSUE_SETTLED_MAIL_JOB, issue.number, shopperMail)).toMatchObject({ how: 'decided', name: 'Meena' });
    await expect(decide(issue.number, { resolution: 'refund', amount: 1 })).rejects.toMatchObject(
      refusal('ORDER.ISSUE_STATUS_NOT_ALLOWED', /settled already/),
    );
    // An open ticket may be decided too: it counts as answered.
    const open = await ticket();
    const { issue: early } = await decide(open.number, { resolution: 'refund', amount: open.value });
    expect(early).toMatchObject({ status: 'resolved', acknowledgedAt: expect.any(String) });
  });

  it("lists the seller's tickets open first, and every ticket for the admin with escalated ones first", async () => {
    const waiting = await offered();
    const open = await ticket();
    const escalated = await offered();
    await escalate(escalated.number);
    const list = async (pattern: string, principal: Principal, input: Record<string, unknown> = {}) =>
      (await fixture.platform.client.query<IssueListResponse>(pattern, { principal, input })).issues.map(
        (i) => i.number,
      );

    const mine = await list(OrderPatterns.sellerIssues, amma);
    expect(mine.indexOf(open.number)).toBeLessThan(mine.indexOf(escalated.number));
    expect(mine.indexOf(escalated.number)).toBeLessThan(mine.indexOf(waiting.number));
    expect(await list(OrderPatterns.sellerIssues, house)).not.toContain(open.number);
    expect(await list(OrderPatterns.sellerIssues, amma, { status: 'escalated' })).toContain(escalated.number);
    expect(await list(OrderPatterns.sellerIssues, amma, { status: 'escalated' })).not.toContain(open.number);
    await expect(list(OrderPatterns.sellerIssues, shopper)).rejects.toMatchObject({ kind: 'FORBIDDEN' });

    const queue = await list(OrderPatterns.issueQueue, admin);
    expect(queue.indexOf(escalated.number)).toBeLessThan(queue.indexOf(open.number));
    expect(await list(OrderPatterns.issueQueue, admin, { status: 'open' })).not.toContain(escalated.number);
    await expect(list(OrderPatterns.issueQueue, amma)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(list(OrderPatterns.issueQueue, admin, { status: 'closed' })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });
});
