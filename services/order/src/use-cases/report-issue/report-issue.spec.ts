import {
  ISSUE_OPENED_MAIL_JOB,
  OrderEvents,
  OrderPatterns,
  type IssueListResponse,
  type IssueResponse,
  type OrderIssueOpenedEvent,
  type Principal,
  type SellerOrder,
} from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS, waitUntil } from '@thindi/platform/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { fulfilments, issues, orders } from '../../db/schema';
import { laddu, murukku } from '../../../test/fake-catalog';
import { admin, amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

const DAY = 24 * 3600 * 1000;

/** A shopper reports a problem with a part of their order (ISSUE_WINDOW_DAYS 7 here). */
describe('order service: reporting a problem', () => {
  const fixture = orderServiceForTest<{ orderNumber: string; issueNumber?: string; to?: string }>({
    ISSUE_WINDOW_DAYS: '7',
  });
  const { place, deliver, deliveredDaysAgo, move, cancel, get } = fixture;
  const opened: OrderIssueOpenedEvent[] = [];

  beforeAll(async () => {
    await fixture.start({ watch: true });
    await fixture.platform.events.subscribe<OrderIssueOpenedEvent>(OrderEvents.issueOpened, {}, (e) => {
      opened.push(e.data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  const report = (orderId: string, body: Record<string, unknown> = {}, principal: Principal = shopper) =>
    fixture.platform.client.command<IssueResponse>(OrderPatterns.reportIssue, {
      principal,
      input: {
        orderId,
        kind: 'damaged',
        lines: [{ productId: murukku.id, quantity: 1 }],
        description: 'The murukku arrived crushed to crumbs',
        ...body,
      },
    });
  const refusal = (code: string, message: string | RegExp) => ({ code, message });

  /** An order whose murukku part (Amma Snacks) is delivered. */
  const delivered = async () => {
    const order = await place();
    await deliver(amma, order.id);
    return order;
  };
  const issueRows = (orderId: string) => fixture.db.select().from(issues).where(eq(issues.orderId, orderId));

  it('opens a ticket on a delivered part, with its dates, the event in the outbox and the order showing it', async () => {
    const order = await delivered();
    const photo = `review-photos/${shopper.id}-crushed.webp`;

    const { issue } = await report(order.id, { photos: [photo] });

    expect(issue).toMatchObject({
      number: expect.stringMatching(/^TK-\d{8}-[2-9A-HJ-NP-Z]{5}$/),
      status: 'open',
      kind: 'damaged',
      orderId: order.id,
      orderNumber: order.orderNumber,
      sellerId: amma.id,
      sellerName: 'Amma Snacks',
      // Without a pack named, the line's pack as the order holds it.
      lines: [{ productId: murukku.id, variantId: murukku.variantId, name: 'Murukku', packLabel: '250g', quantity: 1 }],
      photos: [`/api/files/${photo}`],
      history: [{ status: 'open', by: 'shopper' }],
    });
    const created = Date.parse(issue.createdAt);
    expect(Date.parse(issue.acknowledgeBy) - created).toBe(2 * DAY);
    expect(Date.parse(issue.resolveBy) - created).toBe(30 * DAY);

    // Written to the outbox with the ticket, then sent.
    await waitUntil('order.issue-opened is sent', () => opened.some((e) => e.issueId === issue.id));
    expect(opened.find((e) => e.issueId === issue.id)).toMatchObject({
      number: issue.number,
      orderNumber: order.orderNumber,
      customerId: shopper.id,
      sellerId: amma.id,
      lines: issue.lines,
      acknowledgeBy: issue.acknowledgeBy,
    });

    // The seller is mailed, at the address its account gives.
    await waitUntil('the seller is mailed', () =>
      fixture.mails.some((m) => m.name === ISSUE_OPENED_MAIL_JOB && m.data.issueNumber === issue.number),
    );
    expect(fixture.mails.find((m) => m.data.issueNumber === issue.number)?.data).toMatchObject({
      to: `${amma.id}@sellers.example.in`,
      orderNumber: order.orderNumber,
      kind: 'damaged',
    });

    expect((await get(order.id)).issues).toEqual([issue]);
    const byNumber = await fixture.platform.client.query<IssueResponse>(OrderPatterns.getIssue, {
      principal: shopper,
      input: { number: issue.number.toLowerCase() },
    });
    expect(byNumber.issue).toEqual(issue);
    const byAdmin = await fixture.platform.client.query<IssueResponse>(OrderPatterns.getIssue, {
      principal: admin,
      input: { number: issue.number },
    });
    expect(byAdmin.issue.id).toBe(issue.id);
    const { issues: mine } = await fixture.platform.client.query<IssueListResponse>(OrderPatterns.listMyIssues, {
      principal: shopper,
      input: {},
    });
    expect(mine[0]).toEqual(issue);
    // The seller's list of its orders counts the open ticket; the other seller of the order has none.
    const listOf = async (seller: Principal) =>
      (
        await fixture.platform.client.query<{ orders: SellerOrder[] }>(OrderPatterns.listSeller, {
          principal: seller,
          input: {},
        })
      ).orders.find((o) => o.id === order.id);
    expect((await listOf(amma))?.openIssues).toBe(1);
    expect((await listOf(house))?.openIssues).toBe(0);
  });

  it("does not let another shopper report on, or read the tickets of, someone's order", async () => {
    const order = await delivered();
    const stranger: Principal = { id: randomUUID(), role: 'customer', email: 'stranger@example.in' };
    await expect(report(order.id, {}, stranger)).rejects.toMatchObject({ kind: 'NOT_FOUND', code: 'ORDER.NOT_FOUND' });
    await expect(report(order.id, {}, amma)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    const { issue } = await report(order.id);
    await expect(
      fixture.platform.client.query(OrderPatterns.getIssue, { principal: stranger, input: { number: issue.number } }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND', code: 'ORDER.ISSUE_NOT_FOUND' });
    expect(await issueRows(order.id)).toHaveLength(1);
  });

  it('refuses an order awaiting payment, a cancelled order and a part not delivered, writing nothing', async () => {
    const unpaid = await place({ paymentMethod: 'upi' });
    await expect(report(unpaid.id)).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_ALLOWED', /awaiting payment/));

    const cancelled = await place();
    await cancel(cancelled.id);
    await expect(report(cancelled.id)).rejects.toMatchObject(refusal('ORDER.ISSUE_NOT_ALLOWED', /was cancelled/));

    const shipped = await place();
    await move(amma, shipped.id, 'shipped');
    await expect(report(shipped.id)).rejects.toMatchObject(
      refusal(
        'ORDER.ISSUE_NOT_ALLOWED',
        'This part of the order has not been delivered yet: if it is late, report it as not delivered',
      ),
    );
    for (const id of [unpaid.id, cancelled.id, shipped.id]) expect(await issueRows(id)).toHaveLength(0);
  });

  it('refuses a line not in the order, more than was bought, lines of two sellers and photos not the shopper’s', async () => {
    const order = await delivered();
    await deliver(house, order.id);
    await expect(report(order.id, { lines: [{ productId: randomUUID(), quantity: 1 }] })).rejects.toMatchObject(
      refusal('ORDER.ISSUE_LINE_INVALID', 'A line you named is not in this order'),
    );
    await expect(report(order.id, { lines: [{ productId: murukku.id, quantity: 3 }] })).rejects.toMatchObject(
      refusal('ORDER.ISSUE_LINE_INVALID', 'You bought 2 of Murukku 250g: report at most 2'),
    );
    const both = [
      { productId: murukku.id, quantity: 1 },
      { productId: laddu.id, quantity: 1 },
    ];
    await expect(report(order.id, { lines: both })).rejects.toMatchObject(
      refusal(
        'ORDER.ISSUE_LINE_INVALID',
        "A report is about one seller's delivery: report the lines of Amma Snacks and Laddu House separately",
      ),
    );
    const someoneElses = `review-photos/${randomUUID()}-crushed.webp`;
    await expect(report(order.id, { photos: [someoneElses] })).rejects.toMatchObject({
      code: 'ORDER.ISSUE_PHOTO_REFUSED',
    });
    expect(await issueRows(order.id)).toHaveLength(0);
  });

  it("closes the window 7 days after the part's delivery, naming the day it closed", async () => {
    const order = await delivered();
    await deliveredDaysAgo(order.id, amma.id, 7.01);
    await expect(report(order.id)).rejects.toMatchObject(
      refusal(
        'ORDER.ISSUE_WINDOW_CLOSED',
        /^The time to report a problem with this delivery closed on \w{3}, \d{1,2} \w{3} \(7 days after it was delivered\)$/,
      ),
    );
    await deliveredDaysAgo(order.id, amma.id, 6.99);
    await expect(report(order.id)).resolves.toMatchObject({ issue: { status: 'open' } });
  });

  it('takes not-delivered on a shipped part only once its latest estimated date has passed', async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    const notDelivered = { kind: 'not-delivered', description: 'Nothing has come three days after the date' };
    const part = and(eq(fulfilments.orderId, order.id), eq(fulfilments.sellerId, amma.id));
    // Without an estimate of its own, the part is due by the order's date.
    await fixture.db.update(fulfilments).set({ delivery: null }).where(part);
    await fixture.db
      .update(orders)
      .set({ estimatedDelivery: new Date(Date.now() + 2 * DAY) })
      .where(eq(orders.id, order.id));
    await expect(report(order.id, notDelivered)).rejects.toMatchObject(
      refusal('ORDER.ISSUE_NOT_ALLOWED', /^This part may still arrive: it is due by /),
    );
    await fixture.db
      .update(orders)
      .set({ estimatedDelivery: new Date(Date.now() - 2 * DAY) })
      .where(eq(orders.id, order.id));
    await expect(report(order.id, notDelivered)).resolves.toMatchObject({ issue: { kind: 'not-delivered' } });

    const arrived = await delivered();
    await expect(report(arrived.id, notDelivered)).rejects.toMatchObject(
      refusal('ORDER.ISSUE_NOT_ALLOWED', /was delivered: please say what is wrong with it instead/),
    );
  });

  it('keeps one open ticket per line however two reports race', async () => {
    const order = await delivered();

    const outcomes = await Promise.allSettled([report(order.id), report(order.id)]);

    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const [lost] = outcomes.filter((o) => o.status === 'rejected');
    expect(lost.reason).toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.ISSUE_ALREADY_OPEN',
      message: expect.stringMatching(/^Murukku 250g already has an open ticket, TK-/),
    });
    expect(await issueRows(order.id)).toHaveLength(1);
    const [winner] = await issueRows(order.id);
    await waitUntil('the ticket is announced', () => opened.some((e) => e.issueId === winner.id));
    expect(opened.filter((e) => e.orderId === order.id)).toHaveLength(1);
    // Another order's same product is another line.
    const other = await delivered();
    await expect(report(other.id)).resolves.toMatchObject({ issue: { status: 'open' } });
  });
});
