import {
  FinanceEvents,
  OrderEvents,
  OrderPatterns,
  type FinanceRefundPaidEvent,
  type IssueResponse,
  type Order,
  type OrderRefundDueEvent,
  type Principal,
} from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS, waitUntil } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { fulfilments, orders } from '../../db/schema';
import { laddu, murukku } from '../../../test/fake-catalog';
import { admin, amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

const paise = (rupees: number) => Math.round(rupees * 100);

/** Money owed back: a ticket's refund, a paid UPI order cancelled; and the order shown refunded once finance pays. */
describe('order service: refunds owed and paid', () => {
  const fixture = orderServiceForTest({ ISSUE_SWEEP_SECONDS: '86400' });
  const { place, deliver, get } = fixture;
  const owed: OrderRefundDueEvent[] = [];

  beforeAll(async () => {
    await fixture.start({ watch: true });
    await fixture.platform.events.subscribe<OrderRefundDueEvent>(OrderEvents.refundDue, {}, (e) => {
      owed.push(e.data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  const command = (pattern: string, principal: Principal, input: Record<string, unknown>) =>
    fixture.platform.client.command<IssueResponse>(pattern, { principal, input });
  const owedFor = (orderId: string) => owed.filter((e) => e.orderId === orderId);
  const paid = (event: Omit<FinanceRefundPaidEvent, 'refundId' | 'at'>) =>
    fixture.platform.events.publish(FinanceEvents.refundPaid, {
      refundId: randomUUID(),
      at: new Date().toISOString(),
      ...event,
    });

  /** A delivered cash-on-delivery order whose murukku the shopper reported crushed, and Amma's answer. */
  const answered = async (body: Record<string, unknown>) => {
    const order = await place();
    await deliver(amma, order.id);
    const { issue } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: order.id,
      kind: 'damaged',
      lines: [{ productId: murukku.id, quantity: 2 }],
      description: 'Both packets of murukku arrived crushed',
    });
    await command(OrderPatterns.answerIssue, amma, { number: issue.number, ...body });
    return { order, issue };
  };

  it('owes a settled refund on the order, with the UPI ID the shopper gave, and shows it refunded once paid', async () => {
    const { order, issue } = await answered({ resolution: 'refund', amount: 100 });
    expect(order.paymentStatus).toBe('pending');

    const { issue: settled } = await command(OrderPatterns.acceptIssue, shopper, {
      number: issue.number,
      refundUpiId: 'Meena.K@okhdfc',
    });

    expect(settled).toMatchObject({ status: 'resolved', refundUpiId: 'meena.k@okhdfc' });
    const owing = await get(order.id);
    expect(owing.paymentStatus).toBe('refund_due');
    expect(owing.refund).toMatchObject({
      due: 100,
      refunded: 0,
      refunds: [{ amount: 100, reason: 'ticket', issueNumber: issue.number, state: 'due', utr: null }],
    });
    await waitUntil('order.refund-due is sent', () => owedFor(order.id).length === 1);
    expect(owedFor(order.id)[0]).toMatchObject({
      key: `issue:${issue.id}`,
      sellerId: amma.id,
      issueNumber: issue.number,
      reason: 'ticket',
      amountPaise: 10_000,
      paymentMethod: 'cod',
      paidWithUtr: null,
      upiId: 'meena.k@okhdfc',
      partDelivered: true,
    });

    const key = owedFor(order.id)[0].key;
    await paid({ key, orderId: order.id, amountPaise: 10_000, utr: 'HDFCR0000001234' });
    await waitUntil('the refund shows paid', async () => (await get(order.id)).paymentStatus === 'partly_refunded');
    const refunded = await get(order.id);
    expect(refunded.refund).toMatchObject({
      due: 0,
      refunded: 100,
      refunds: [{ state: 'paid', utr: 'HDFCR0000001234', paidAt: expect.any(String) }],
    });

    // A redelivered payment, or one of a refund the order does not owe, changes nothing.
    await paid({ key, orderId: order.id, amountPaise: 10_000, utr: 'OTHER0000000000' });
    await paid({ key: 'issue:unknown', orderId: order.id, amountPaise: 500, utr: 'OTHER0000000001' });
    await waitUntil('the bus is quiet', async () => (await get(order.id)).refund?.refunds.length === 1);
    expect((await get(order.id)).refund!.refunds[0].utr).toBe('HDFCR0000001234');
  });

  it('owes nothing for a declined ticket, nor for a part the shopper has not paid for', async () => {
    const { order, issue } = await answered({ resolution: 'decline', reason: 'The packets left us sealed and whole' });
    await command(OrderPatterns.acceptIssue, shopper, { number: issue.number });
    expect((await get(order.id)).paymentStatus).toBe('pending');
    expect((await get(order.id)).refund).toBeUndefined();

    // Cash on delivery for a parcel that never came: the admin grants a refund, but no cash was ever taken.
    const late = await place({ items: [{ productId: laddu.id, quantity: 1 }] });
    await fixture.move(house, late.id, 'shipped');
    await fixture.db.update(fulfilments).set({ delivery: null }).where(eq(fulfilments.orderId, late.id));
    await fixture.db
      .update(orders)
      .set({ estimatedDelivery: new Date(Date.now() - 2 * 24 * 3600 * 1000) })
      .where(eq(orders.id, late.id));
    const { issue: lost } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: late.id,
      kind: 'not-delivered',
      lines: [{ productId: laddu.id, quantity: 1 }],
      description: 'The laddu never reached me',
    });
    const value = lost.value;
    await command(OrderPatterns.decideIssue, admin, { number: lost.number, resolution: 'refund', amount: value });
    expect((await get(late.id)).refund).toBeUndefined();
    expect(owedFor(late.id)).toEqual([]);
  });

  it('owes a paid UPI order back when it is cancelled: each part, then its delivery charge and round off', async () => {
    const order: Order = await place({ paymentMethod: 'upi' });
    await fixture.markPaid(order.id, '512345678901');
    // Amma's part first: the order stands, so only the part's value is owed.
    await fixture.cancelPart(amma, order.id, amma.id, 'Out of murukku today');
    const partOwed = await get(order.id);
    const murukkuLine = order.items.find((i) => i.productId === murukku.id)!;
    const murukkuValue =
      paise(murukkuLine.price) * 2 +
      Math.floor((paise(murukkuLine.price) * 2 * (murukkuLine.gstRate ?? 0) * 100 + 5_000) / 10_000);
    expect(partOwed.paymentStatus).toBe('refund_due');
    expect(partOwed.refund!.refunds).toEqual([
      expect.objectContaining({
        key: `cancel:${order.id}:${amma.id}`,
        amount: murukkuValue / 100,
        reason: 'cancelled',
      }),
    ]);

    // The shopper cancels the rest: the laddu, and everything else paid.
    await fixture.cancel(order.id, 'Changed my mind');
    const gone = await get(order.id);
    expect(gone.refund!.due).toBeCloseTo(order.totalAmount, 2);
    expect(gone.refund!.refunds.map((r) => r.key)).toEqual([
      `cancel:${order.id}:${amma.id}`,
      `cancel:${order.id}:${house.id}`,
      `cancel:${order.id}:charges`,
    ]);
    await waitUntil('three order.refund-due are sent', () => owedFor(order.id).length === 3);
    expect(owedFor(order.id).every((e) => e.paidWithUtr === '512345678901' && e.paymentMethod === 'upi')).toBe(true);
    expect(owedFor(order.id).reduce((sum, e) => sum + e.amountPaise, 0)).toBe(paise(order.totalAmount));

    for (const event of owedFor(order.id))
      await paid({
        key: event.key,
        orderId: order.id,
        amountPaise: event.amountPaise,
        utr: `UTR${event.key.length}${event.amountPaise}`,
      });
    await waitUntil('the order shows refunded', async () => (await get(order.id)).paymentStatus === 'refunded');
  });

  it('owes a returned part back: what the shopper paid for it, less what its tickets refunded already', async () => {
    const { order, issue } = await answered({ resolution: 'refund', amount: 100 });
    await command(OrderPatterns.acceptIssue, shopper, { number: issue.number });

    await fixture.move(amma, order.id, 'returned', 'The shopper sent the rest back');

    const returned = await get(order.id);
    const murukkuLine = order.items.find((i) => i.productId === murukku.id)!;
    const taxable = paise(murukkuLine.price) * 2;
    const value = taxable + Math.floor((taxable * (murukkuLine.gstRate ?? 0) * 100 + 5_000) / 10_000);
    expect(returned.refund!.refunds).toEqual([
      expect.objectContaining({ reason: 'ticket', amount: 100 }),
      expect.objectContaining({
        key: `return:${order.id}:${amma.id}`,
        reason: 'returned',
        amount: (value - 10_000) / 100,
      }),
    ]);
    await waitUntil('order.refund-due is sent for the return', () =>
      owedFor(order.id).some((e) => e.reason === 'returned'),
    );
    expect(owedFor(order.id).find((e) => e.reason === 'returned')).toMatchObject({
      amountPaise: value - 10_000,
      partDelivered: false,
      sellerId: amma.id,
    });
  });

  it('never refunds a part for more than it cost, however many tickets it has', async () => {
    const { order, issue } = await answered({ resolution: 'refund', amount: 100 });
    await command(OrderPatterns.acceptIssue, shopper, { number: issue.number });
    const left = issue.value - 100;

    // The same packets reported again: the seller may give back only what is left of them.
    const { issue: again } = await command(OrderPatterns.reportIssue, shopper, {
      orderId: order.id,
      kind: 'quality',
      lines: [{ productId: murukku.id, quantity: 2 }],
      description: 'The rest tasted stale as well',
    });
    await expect(
      command(OrderPatterns.answerIssue, amma, { number: again.number, resolution: 'refund', amount: left + 1 }),
    ).rejects.toMatchObject({ code: 'ORDER.ISSUE_REFUND_TOO_LARGE' });
    await command(OrderPatterns.answerIssue, amma, { number: again.number, resolution: 'refund', amount: left });
    await command(OrderPatterns.acceptIssue, shopper, { number: again.number });
    expect((await get(order.id)).refund!.due).toBeCloseTo(issue.value, 2);
  });

  it('owes the delivery charge and round off too, once, when tickets refund every part of a paid order in full', async () => {
    const order = await place({ paymentMethod: 'upi' });
    await fixture.markPaid(order.id, '512345678902');
    await deliver(amma, order.id);
    await deliver(house, order.id);
    const refundedInFull = async (seller: Principal, productId: string, quantity: number) => {
      const { issue } = await command(OrderPatterns.reportIssue, shopper, {
        orderId: order.id,
        kind: 'damaged',
        lines: [{ productId, quantity }],
        description: 'All of it arrived spoilt and soaked',
      });
      await command(OrderPatterns.answerIssue, seller, {
        number: issue.number,
        resolution: 'refund',
        amount: issue.value,
      });
      await command(OrderPatterns.acceptIssue, shopper, { number: issue.number });
      return issue;
    };

    const first = await refundedInFull(amma, murukku.id, 2);
    // Half of the order failed: the delivery still brought the laddu.
    expect((await get(order.id)).refund!.refunds.map((r) => r.key)).toEqual([`issue:${first.id}`]);
    const second = await refundedInFull(house, laddu.id, 1);

    const failed = await get(order.id);
    expect(failed.refund!.refunds.map((r) => r.key)).toEqual([
      `issue:${first.id}`,
      `issue:${second.id}`,
      `cancel:${order.id}:charges`,
    ]);
    expect(failed.refund!.refunds[2]).toMatchObject({ reason: 'ticket', issueNumber: second.number, state: 'due' });
    expect(failed.refund!.due).toBeCloseTo(order.totalAmount, 2);
    await waitUntil('three order.refund-due are sent', () => owedFor(order.id).length === 3);
    expect(owedFor(order.id).find((e) => e.key === `cancel:${order.id}:charges`)).toMatchObject({
      sellerId: null,
      issueNumber: second.number,
      partDelivered: false,
      paidWithUtr: '512345678902',
    });
    expect(owedFor(order.id).reduce((sum, e) => sum + e.amountPaise, 0)).toBe(paise(order.totalAmount));
  });

  it('owes nothing when a UPI order is cancelled before it was paid, nor a cash-on-delivery one', async () => {
    const unpaid = await place({ paymentMethod: 'upi' });
    await fixture.cancel(unpaid.id);
    const cod = await place();
    await fixture.cancel(cod.id);
    for (const id of [unpaid.id, cod.id]) expect((await get(id)).refund).toBeUndefined();
  });
});
