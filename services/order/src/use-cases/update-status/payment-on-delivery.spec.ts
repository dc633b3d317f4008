import { MailJobs, partPaymentStatus, type Order, type OrderConfirmationMail } from '@thindi/contracts';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { laddu, murukku } from '../../../test/fake-catalog';
import { amma, house, orderServiceForTest } from '../../../test/order-fixture';

/**
 * What an order says is owed: cash on delivery is paid part by part as each is delivered, and the order once every
 * part not cancelled is; a seller's note belongs to its own move; an unpaid UPI order's mail says how to pay.
 */
describe('order service: what is owed, and the notes of status moves', () => {
  const fixture = orderServiceForTest<OrderConfirmationMail>();
  const { get, move, deliver, mailsOf } = fixture;
  const place = (products: (typeof murukku)[], paymentMethod = 'cod') =>
    fixture.place({ items: products.map((p) => ({ productId: p.id, quantity: 1 })), paymentMethod });
  const partPayments = (order: Order) =>
    order.fulfilments.map((f) => [f.sellerName, partPaymentStatus(order, f.status)]).sort();

  beforeAll(() => fixture.start({ watch: true }), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  describe('cash on delivery', () => {
    it('is to be paid until its one part is delivered, then paid', async () => {
      const order = await place([murukku]);
      expect(order).toMatchObject({ paymentStatus: 'pending', payment: { paidAt: null } });
      await move(amma, order.id, 'shipped');
      expect((await get(order.id)).paymentStatus).toBe('pending');

      const { order: sellerView } = await move(amma, order.id, 'delivered');

      expect(sellerView.paymentStatus).toBe('paid');
      const after = await get(order.id);
      expect(after).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
      expect(after.payment?.paidAt).toEqual(expect.any(String));
    });

    it('pays each part as it is delivered, and the order once every part is', async () => {
      const order = await place([murukku, laddu]);
      await deliver(amma, order.id);

      const half = await get(order.id);
      expect(half.paymentStatus).toBe('pending');
      expect(partPayments(half)).toEqual([
        ['Amma Snacks', 'paid'],
        ['Laddu House', 'pending'],
      ]);

      await deliver(house, order.id);
      const whole = await get(order.id);
      expect(whole.paymentStatus).toBe('paid');
      expect(partPayments(whole)).toEqual([
        ['Amma Snacks', 'paid'],
        ['Laddu House', 'paid'],
      ]);
    });

    it('is paid when the only part not yet delivered is cancelled', async () => {
      const order = await place([murukku, laddu]);
      await deliver(amma, order.id);
      await fixture.cancelPart(house, order.id, laddu.sellerId, 'Out of stock');

      expect(await get(order.id)).toMatchObject({ orderStatus: 'delivered', paymentStatus: 'paid' });
    });

    it('is not paid when every part was cancelled', async () => {
      const order = await place([murukku]);
      await fixture.cancel(order.id, 'Ordered by mistake');
      expect(await get(order.id)).toMatchObject({ orderStatus: 'cancelled', paymentStatus: 'pending' });
    });
  });

  describe("a seller's note", () => {
    it('stays with the move it was given for: the delivery after a shipping note has its own', async () => {
      const order = await place([murukku]);
      await move(amma, order.id, 'shipped', 'Sent by DTDC from Madurai');

      const { order: delivered } = await move(amma, order.id, 'delivered');

      expect(delivered.note).toBeNull();
      expect(delivered.orderHistory.at(-1)).toMatchObject({ status: 'delivered', note: 'Order delivered' });
      const seen = await get(order.id);
      expect(seen.fulfilments[0].note).toBeNull();
      const notes = seen.orderHistory.map((e) => [e.status, e.note]);
      expect(notes.filter(([, note]) => note === 'Sent by DTDC from Madurai')).toEqual([
        ['shipped', 'Sent by DTDC from Madurai'],
      ]);
    });
  });

  describe('the mail of an order placed', () => {
    const confirmationOf = async (orderNumber: string) => {
      const confirmations = () => mailsOf(orderNumber, MailJobs.orderConfirmation);
      await waitUntil('the confirmation is queued', () => confirmations().length > 0);
      return confirmations()[0].data;
    };

    it("carries an unpaid UPI order's id, its deadline and the hours given to pay", async () => {
      const order = await place([murukku], 'upi');

      const mail = await confirmationOf(order.orderNumber);

      expect(mail).toMatchObject({
        orderId: order.id,
        awaitingPayment: { payBy: order.payment?.payBy, payWithinHours: 24 },
        deliveryLabel: order.deliveryLabel,
      });
      expect(mail.deliveryLabel).toMatch(/^Delivery by \w{3}, \d{1,2} \w{3,4}$/);
    });

    it('asks nothing of a cash-on-delivery order', async () => {
      const order = await place([murukku]);
      expect(await confirmationOf(order.orderNumber)).not.toHaveProperty('awaitingPayment');
    });
  });
});
