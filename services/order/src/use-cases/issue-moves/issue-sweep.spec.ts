import { ISSUE_ESCALATED_MAIL_JOB, OrderPatterns, type Issue, type IssueResponse } from '@thindi/contracts';
import { Metrics } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS, waitUntil } from '@thindi/platform/testing';
import { murukku } from '../../../test/fake-catalog';
import { admin, amma, orderServiceForTest, shopper } from '../../../test/order-fixture';
import { IssueSweeper } from '../../jobs/issue-sweeper';
import { ORDER_CLOCK, type Clock } from '../../order.constants';

const HOUR = 3600 * 1000;

/** The grievance timers: 48 hours for the seller to answer, 7 days for the shopper to accept or escalate. */
describe('order service: the ticket sweep', () => {
  const fixture = orderServiceForTest<{ orderNumber: string; issueNumber?: string }>({
    ISSUE_SWEEP_SECONDS: '86400',
    UNPAID_SWEEP_SECONDS: '86400',
  });
  let sweeper: IssueSweeper;
  let clock: Clock;
  let metrics: Metrics;
  /** thindi_tickets_overdue as a scrape reads it now. */
  const overdueGauge = async () => Number(/^thindi_tickets_overdue (\d+)$/m.exec(await metrics.text())?.[1]);

  beforeAll(async () => {
    const service = await fixture.start({ watch: true });
    sweeper = service.app.get(IssueSweeper);
    clock = service.app.get(ORDER_CLOCK);
    metrics = service.app.get(Metrics);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => {
    clock.now = () => new Date();
  });
  const later = (hours: number) => {
    const at = new Date(Date.now() + hours * HOUR);
    clock.now = () => at;
  };

  const command = (pattern: string, principal = shopper, input: Record<string, unknown>) =>
    fixture.platform.client.command<IssueResponse>(pattern, { principal, input });
  const get = async (number: string) =>
    (
      await fixture.platform.client.query<IssueResponse>(OrderPatterns.getIssue, {
        principal: admin,
        input: { number },
      })
    ).issue;
  const ticket = async (): Promise<Issue> => {
    const order = await fixture.place();
    await fixture.deliver(amma, order.id);
    const { issue } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: order.id,
      kind: 'damaged',
      lines: [{ productId: murukku.id, quantity: 1 }],
      description: 'The murukku arrived crushed to crumbs',
    });
    return issue;
  };

  it('escalates a ticket the seller left unanswered for 48 hours, once however often it sweeps', async () => {
    const issue = await ticket();
    later(47);
    await sweeper.sweep();
    expect((await get(issue.number)).status).toBe('open');
    expect((await get(issue.number)).overdue).toBe(false);
    const overdueBefore = await overdueGauge();

    later(49);
    expect((await get(issue.number)).overdue).toBe(true);
    expect(await overdueGauge()).toBe(overdueBefore + 1);
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);
    await sweeper.sweep();
    // Escalated, it is with the grievance officer in time: no longer overdue until its month has passed.
    expect(await overdueGauge()).toBe(overdueBefore);

    const swept = await get(issue.number);
    expect(swept.status).toBe('escalated');
    expect(swept.history.filter((e) => e.status === 'escalated')).toEqual([
      expect.objectContaining({ by: 'platform', note: 'The seller did not answer within 48 hours' }),
    ]);
    await waitUntil('the seller is mailed', () =>
      fixture.mails.some((m) => m.name === ISSUE_ESCALATED_MAIL_JOB && m.data.issueNumber === issue.number),
    );
    // The seller's answer after the sweep is refused.
    await expect(
      command(OrderPatterns.answerIssue, amma, { number: issue.number, resolution: 'refund', amount: 1 }),
    ).rejects.toMatchObject({ code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED' });
  });

  it('settles an offer the shopper left for 7 days as accepted, with order.issue-resolved by the seller', async () => {
    const issue = await ticket();
    await command(OrderPatterns.answerIssue, amma, { number: issue.number, resolution: 'refund', amount: 20 });
    const sent: unknown[] = [];
    await fixture.platform.events.subscribe('order.issue-resolved', {}, (e) => void sent.push(e.data));

    later(6 * 24);
    await sweeper.sweep();
    expect((await get(issue.number)).status).toBe('offered');

    later(7 * 24 + 1);
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);

    const settled = await get(issue.number);
    expect(settled).toMatchObject({ status: 'resolved', resolution: { kind: 'refund', amount: 20, by: 'seller' } });
    expect(settled.history.at(-1)).toMatchObject({ status: 'resolved', by: 'platform' });
    await waitUntil('order.issue-resolved is sent', () =>
      sent.some((e) => (e as { issueId: string }).issueId === issue.id),
    );
    expect(sent.filter((e) => (e as { issueId: string }).issueId === issue.id)).toEqual([
      expect.objectContaining({ refundPaise: 2000, decidedBy: 'seller', resolution: 'refund' }),
    ]);
    // The shopper's escalation after it stood is refused.
    await expect(
      command(OrderPatterns.escalateIssue, shopper, { number: issue.number, reason: 'I wanted the whole amount' }),
    ).rejects.toMatchObject({ code: 'ORDER.ISSUE_STATUS_NOT_ALLOWED' });
  });
});
