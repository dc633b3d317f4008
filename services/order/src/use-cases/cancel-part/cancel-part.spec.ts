import { MailJobs, type Principal } from '@thindi/contracts';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { laddu } from '../../../test/fake-catalog';
import { amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

type MailData = { to: string; orderNumber: string; note?: string | null; reason?: string };

/** A two-seller order, one part shipped: the whole order stays, the parts not yet shipped are cancelled one by one. */
describe('order service: cancelling one part of an order', () => {
  const fixture = orderServiceForTest<MailData>();
  const { place, move, get, cancelPart, events, mailsOf } = fixture;
  const cancelOrder = (id: string) => fixture.cancel(id, 'Changed my mind');
  const cancelEvents = (orderId: string) => fixture.eventsOf(orderId, 'cancelled');

  beforeAll(() => fixture.start({ watch: true }), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it('refuses the whole-order cancel once a part has shipped, naming that part, and changes nothing', async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    await expect(cancelOrder(order.id)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.CANNOT_CANCEL',
      message:
        'Order cannot be cancelled: the part from Amma Snacks has shipped; you can cancel the parts not yet shipped one by one',
    });
    const after = await get(order.id);
    expect(after.fulfilments.map((f) => [f.sellerName, f.status]).sort()).toEqual([
      ['Amma Snacks', 'shipped'],
      ['Laddu House', 'pending'],
    ]);
    expect(after.orderStatus).toBe('pending');
    expect(cancelEvents(order.id)).toEqual([]);
  });

  it("lets the shopper cancel the part not yet shipped: its lines' stock goes back once, and its seller is mailed", async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    const answer = await cancelPart(shopper, order.id, house.id, 'Delivery is too slow');
    expect(answer).toMatchObject({ success: true, message: 'Order part cancelled successfully' });
    expect(answer.order.fulfilments.find((f) => f.sellerId === house.id)).toMatchObject({
      status: 'cancelled',
      history: [
        expect.anything(),
        { status: 'cancelled', note: 'Delivery is too slow', timestamp: expect.any(String) },
      ],
    });
    // The order is now as far as its one live part.
    expect(answer.order.orderStatus).toBe('shipped');
    await waitUntil('the part cancel is sent', () => cancelEvents(order.id).length === 1);
    expect(cancelEvents(order.id)[0]).toMatchObject({
      sellerId: house.id,
      orderStatus: 'shipped',
      productIds: [laddu.id],
    });
    await waitUntil('the seller is mailed', () => mailsOf(order.orderNumber, MailJobs.sellerPartCancelled).length > 0);
    expect(mailsOf(order.orderNumber, MailJobs.sellerPartCancelled)[0].data).toMatchObject({
      to: `${house.id}@sellers.example.in`,
      reason: 'Delivery is too slow',
    });
    // Cancelled once: a second try is refused, and no second release is sent.
    await expect(cancelPart(shopper, order.id, house.id)).rejects.toMatchObject({ code: 'ORDER.CANNOT_CANCEL' });
    expect(cancelEvents(order.id)).toHaveLength(1);
    expect(mailsOf(order.orderNumber, MailJobs.orderCancelled)).toEqual([]);
  });

  it('lets one of two cancels and a shipping of the same part win when they race, and sends that one only', async () => {
    const order = await place();
    const outcomes = await Promise.allSettled([
      cancelPart(shopper, order.id, house.id),
      cancelPart(house, order.id, house.id, 'Out of stock'),
      move(house, order.id, 'shipped'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const part = (await get(order.id)).fulfilments.find((f) => f.sellerId === house.id)!;
    expect(part.history).toHaveLength(2);
    await waitUntil('the winner is sent', () => events.some((e) => e.orderId === order.id && e.sellerId === house.id));
    expect(events.filter((e) => e.orderId === order.id).map((e) => e.status)).toEqual([part.status]);
  });

  it('cancels the order when its last live part is cancelled', async () => {
    const order = await place();
    await cancelPart(shopper, order.id, house.id);
    const { order: after } = await cancelPart(shopper, order.id, amma.id);
    expect(after.orderStatus).toBe('cancelled');
    await waitUntil('both cancels are sent', () => cancelEvents(order.id).length === 2);
    expect(cancelEvents(order.id).map((e) => e.orderStatus)).toEqual(['pending', 'cancelled']);
  });

  it('cancels the rest as a whole after one part was cancelled, leaving that part as it was', async () => {
    const order = await place();
    const { order: partly } = await cancelPart(shopper, order.id, house.id);
    const { order: after } = await cancelOrder(order.id);
    expect(after.orderStatus).toBe('cancelled');
    const houseBefore = partly.fulfilments.find((f) => f.sellerId === house.id);
    expect(after.fulfilments.find((f) => f.sellerId === house.id)?.history).toEqual(houseBefore?.history);
    expect(after.fulfilments.find((f) => f.sellerId === amma.id)?.status).toBe('cancelled');
  });

  it('lets a seller cancel its own part until it ships, with a reason the shopper is mailed', async () => {
    const order = await place();
    await move(house, order.id, 'processing');
    await expect(cancelPart(house, order.id, house.id)).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'reason is required: tell the shopper why you cancel your part of the order',
    });
    const { order: view } = await cancelPart(house, order.id, house.id, 'Out of stock');
    expect(view).toMatchObject({ orderStatus: 'cancelled', sellerSubtotal: 120 });
    expect(view).not.toHaveProperty('fulfilments');
    await waitUntil('the shopper is mailed', () => mailsOf(order.orderNumber, MailJobs.orderCancelled).length > 0);
    expect(mailsOf(order.orderNumber, MailJobs.orderCancelled)[0].data).toMatchObject({
      to: shopper.email,
      note: 'Cancelled by Laddu House: Out of stock',
    });
    expect((await get(order.id)).fulfilments.find((f) => f.sellerId === amma.id)?.status).toBe('pending');
  });

  it('refuses a shipped part, a shopper cancelling a part being prepared, and anyone else', async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    await move(house, order.id, 'processing');
    await expect(cancelPart(amma, order.id, amma.id, 'Lost')).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.CANNOT_CANCEL',
      message: 'The part from Amma Snacks cannot be cancelled: it has shipped',
    });
    await expect(cancelPart(shopper, order.id, house.id)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.CANNOT_CANCEL',
      message: 'The part from Laddu House cannot be cancelled: it is already processing',
    });
    const stranger: Principal = { id: randomUUID(), role: 'customer', email: 'ravi@example.in' };
    await expect(cancelPart(stranger, order.id, house.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(cancelPart(amma, order.id, house.id, 'Not mine')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(cancelPart(shopper, order.id, randomUUID())).rejects.toMatchObject({
      kind: 'NOT_FOUND',
      code: 'ORDER.PART_NOT_FOUND',
    });
    expect((await get(order.id)).fulfilments.map((f) => f.status).sort()).toEqual(['processing', 'shipped']);
  });
});
