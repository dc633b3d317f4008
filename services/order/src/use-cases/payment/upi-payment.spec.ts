import { MailJobs, OwnerAdminPatterns, type Order, type OrderFigures, type Principal } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { waitUntil, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, murukku } from '../../../test/fake-catalog';
import { admin, amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';
import { UnpaidOrderSweeper } from '../../jobs/unpaid-order-sweeper';
import { ORDER_CLOCK, type Clock } from '../../order.constants';

const HOUR = 3600 * 1000;

/** UPI orders: the shopper's UTR, the payment marked received, and the sweep that cancels unpaid ones (24 h here). */
describe('order service: UPI payments', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let sweeper: UnpaidOrderSweeper;
  let clock: Clock;
  // The timer stays out of the way: each test sweeps when it means to, at the time it sets.
  const fixture = orderServiceForTest<{ orderNumber: string; note?: string | null }>({
    UNPAID_ORDER_TIMEOUT_HOURS: '24',
    UNPAID_SWEEP_SECONDS: '86400',
  });
  const { get, submitUtr, markPaid, mailsOf } = fixture;
  const stranger: Principal = { id: randomUUID(), role: 'customer', email: 'ravi@example.in' };
  /** A UTR is recorded on one order only: each test pays with its own (ending 8901, as a message shows). */
  let UTR = '';
  const freshUtr = () => `4${String(randomInt(0, 10_000_000)).padStart(7, '0')}8901`;

  const place = (paymentMethod: string, items = [{ productId: murukku.id, quantity: 2 }]) =>
    fixture.place({ items, paymentMethod });
  const at = (hoursAfter: number, order: Order) => new Date(new Date(order.createdAt).getTime() + hoursAfter * HOUR);
  const cancelEvents = (orderId: string) => fixture.eventsOf(orderId, 'cancelled');

  beforeAll(async () => {
    service = await fixture.start({ watch: true });
    platform = service.platform;
    sweeper = service.app.get(UnpaidOrderSweeper);
    clock = service.app.get(ORDER_CLOCK);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => {
    fakeCatalog.reset();
    clock.now = () => new Date();
    UTR = freshUtr();
  });

  it('places a UPI order awaiting payment with 24 hours to pay, and refuses card and net banking', async () => {
    const order = await place('upi');
    expect(order.paymentStatus).toBe('awaiting_payment');
    expect(order.payment).toMatchObject({ utr: null, paidAt: null, payBy: at(24, order).toISOString() });
    for (const paymentMethod of ['card', 'netbanking']) {
      await expect(place(paymentMethod)).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: 'Card and net banking payments are coming soon: please pay by UPI or cash on delivery',
      });
    }
  });

  describe('the shopper gives the UTR', () => {
    it('keeps a 12-digit UTR, spaces as copied allowed, and takes a corrected one', async () => {
      const order = await place('upi');
      const first = await submitUtr(order.id, '4123 4567 8901');
      expect(first.order.payment).toMatchObject({ utr: '412345678901', utrSubmittedAt: expect.any(String) });
      expect(first.order.paymentStatus).toBe('awaiting_payment');
      expect((await submitUtr(order.id, '412345678902')).order.payment?.utr).toBe('412345678902');
    });

    it.each([
      ['', 'UTR is required'],
      ['12345', 'UTR must be the 12-digit number your UPI app shows'],
      ['41234567890A', 'UTR must be the 12-digit number your UPI app shows'],
      [412345678901, 'UTR is required'],
    ])('refuses %p with %p and changes nothing', async (utr, message) => {
      const order = await place('upi');
      await expect(submitUtr(order.id, utr)).rejects.toMatchObject({ kind: 'VALIDATION', message });
      expect((await get(order.id)).payment?.utr).toBeNull();
    });

    it("answers 404 for another shopper's order and 409 for cash on delivery or a paid order", async () => {
      const order = await place('upi');
      await expect(submitUtr(order.id, UTR, stranger)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
      const cod = await place('cod');
      await expect(submitUtr(cod.id, UTR)).rejects.toMatchObject({
        kind: 'CONFLICT',
        message: 'This order is paid in cash on delivery: there is no UPI payment to record',
      });
      await markPaid(order.id, UTR);
      await expect(submitUtr(order.id, UTR)).rejects.toMatchObject({
        kind: 'CONFLICT',
        message: 'This order is already paid',
      });
    });
  });

  describe('the payment marked received', () => {
    it('marks it paid by the admin against the UTR, once: the same UTR again changes nothing', async () => {
      const order = await place('upi');
      const paid = await markPaid(order.id, UTR);
      expect(paid).toMatchObject({ alreadyPaid: false, message: 'Payment recorded: the order is paid' });
      expect(paid.order.paymentStatus).toBe('paid');
      expect(paid.order.payment).toMatchObject({ utr: UTR, paidBy: 'admin', paidAt: expect.any(String), payBy: null });
      const again = await markPaid(order.id, UTR);
      expect(again).toMatchObject({ alreadyPaid: true, message: 'This payment was already recorded' });
      expect(again.order.payment?.paidAt).toBe(paid.order.payment?.paidAt);
    });

    it('answers 409 for another UTR on a paid order, a cash-on-delivery order and one cancelled', async () => {
      const order = await place('upi');
      await markPaid(order.id, UTR);
      await expect(markPaid(order.id, '999999999999')).rejects.toMatchObject({
        kind: 'CONFLICT',
        message: 'This order is already paid against another UTR (…8901)',
      });
      const cod = await place('cod');
      await expect(markPaid(cod.id, UTR)).rejects.toMatchObject({ kind: 'CONFLICT', code: 'ORDER.PAYMENT_STATE' });
      const cancelled = await place('upi');
      await fixture.cancel(cancelled.id);
      await expect(markPaid(cancelled.id, UTR)).rejects.toMatchObject({
        kind: 'CONFLICT',
        message: 'This order was cancelled: its payment can no longer be recorded',
      });
    });

    it('refuses a shopper, and a seller while only the admin confirms payments', async () => {
      const order = await place('upi');
      await expect(markPaid(order.id, UTR, shopper)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
      await expect(markPaid(order.id, UTR, amma)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
      expect((await get(order.id)).paymentStatus).toBe('awaiting_payment');
    });

    it('lets the seller of a one-seller order mark it paid when sellers confirm payments, not of a shared one', async () => {
      // PAYMENT_CONFIRMED_BY is read at each call: switched for this test only.
      Object.assign(platform.config, { PAYMENT_CONFIRMED_BY: 'seller' });
      try {
        const own = await place('upi');
        const paid = await markPaid(own.id, UTR, amma);
        expect(paid.order.payment).toMatchObject({ utr: UTR, paidBy: 'seller' });
        const shared = await place('upi', [
          { productId: murukku.id, quantity: 1 },
          { productId: laddu.id, quantity: 1 },
        ]);
        await expect(markPaid(shared.id, UTR, amma)).rejects.toMatchObject({
          kind: 'FORBIDDEN',
          message: 'This order has several sellers: the marketplace marks its payment received',
        });
        await expect(markPaid(own.id, UTR, house)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
      } finally {
        Object.assign(platform.config, { PAYMENT_CONFIRMED_BY: 'admin' });
      }
    });

    it('keeps a seller from shipping a UPI order until its payment is marked received', async () => {
      const order = await place('upi');
      const move = (status: string) => fixture.move(amma, order.id, status);
      await move('confirmed');
      await expect(move('shipped')).rejects.toMatchObject({
        kind: 'CONFLICT',
        message: 'This order is not paid yet: ship it once its UPI payment is marked received',
      });
      await markPaid(order.id, UTR);
      await expect(move('shipped')).resolves.toMatchObject({ success: true });
    });

    it('counts a paid UPI order in the revenue, and not one awaiting payment', async () => {
      const figures = () =>
        platform.client.query<OrderFigures>(OwnerAdminPatterns.orders.figures, { principal: admin, input: {} });
      const before = (await figures()).totalRevenue;
      const unpaid = await place('upi');
      expect((await figures()).totalRevenue).toBe(before);
      await markPaid(unpaid.id, UTR);
      expect((await figures()).totalRevenue).toBeCloseTo(before + unpaid.totalAmount, 2);
    });
  });

  describe('the unpaid-order sweep', () => {
    it('cancels a UPI order unpaid after 24 hours: its stock is given back and the shopper mailed', async () => {
      const order = await place('upi');
      clock.now = () => at(23.9, order);
      expect(await sweeper.sweep()).toBe(0);
      clock.now = () => at(24, order);
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(1);

      const cancelled = await get(order.id);
      expect(cancelled).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'expired' });
      expect(cancelled.orderHistory.at(-1)?.note).toBe('Cancelled: the payment was not received in time');
      // The catalog gives the stock back when it sees the cancel; the shopper's mail says it was cancelled.
      await waitUntil('the cancellation is announced', () => cancelEvents(order.id).length === 1);
      await waitUntil(
        'the cancellation is mailed',
        () => mailsOf(order.orderNumber, MailJobs.orderCancelled).length > 0,
      );
      expect(mailsOf(order.orderNumber, MailJobs.orderCancelled)[0]?.data).toMatchObject({
        note: 'Cancelled: the payment was not received in time',
      });
      await expect(markPaid(order.id, UTR)).rejects.toMatchObject({ kind: 'CONFLICT' });
    });

    it('cancels an unpaid order its seller already began to process', async () => {
      const order = await place('upi');
      for (const status of ['confirmed', 'processing']) await fixture.move(amma, order.id, status);
      clock.now = () => at(24.5, order);
      await sweeper.sweep();
      expect(await get(order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'expired' });
    });

    it('leaves paid UPI orders and cash-on-delivery orders alone', async () => {
      const paid = await place('upi');
      await markPaid(paid.id, UTR);
      const cod = await place('cod');
      clock.now = () => at(48, paid);
      await sweeper.sweep();
      expect(await get(paid.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'paid' });
      expect(await get(cod.id)).toMatchObject({ orderStatus: 'pending', paymentStatus: 'pending' });
    });

    it('cancels an order once when two sweeps race', async () => {
      const order = await place('upi', [{ productId: laddu.id, quantity: 1 }]);
      clock.now = () => at(25, order);
      const other = new UnpaidOrderSweeper(
        platform.config,
        platform.jobs,
        platform.logger,
        clock,
        service.app.get(UnpaidOrderSweeper)['orders'],
        service.app.get(UnpaidOrderSweeper)['cancel'],
      );
      const [a, b] = await Promise.all([sweeper.sweep(), other.sweep()]);
      expect(a + b).toBeGreaterThanOrEqual(1);
      expect((await get(order.id)).orderStatus).toBe('cancelled');
      await waitUntil('the cancellation is announced', () => cancelEvents(order.id).length >= 1);
      // Anything more would have come with the first: the outbox sends a transaction's entries together.
      await new Promise((resolve) => setImmediate(resolve));
      expect(cancelEvents(order.id)).toHaveLength(1);
      expect(mailsOf(order.orderNumber, MailJobs.orderCancelled)).toHaveLength(1);
    });
  });
});
