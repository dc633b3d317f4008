import type { Principal } from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomInt, randomUUID } from 'node:crypto';
import { murukku } from '../../../test/fake-catalog';
import { orderServiceForTest } from '../../../test/order-fixture';

/** The UTR of money received is recorded on one order's payment only, however the markings race. */
describe('order service: one UTR, one payment', () => {
  const fixture = orderServiceForTest();
  const { get, markPaid, submitUtr } = fixture;
  const other: Principal = { id: randomUUID(), role: 'customer', email: 'ravi@example.in' };
  const newUtr = () => String(randomInt(100_000, 999_999)) + String(randomInt(100_000, 999_999));

  const placeUpi = (principal?: Principal) =>
    fixture.place({ items: [{ productId: murukku.id, quantity: 1 }], paymentMethod: 'upi', principal });

  beforeAll(() => fixture.start(), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it('refuses the admin a UTR already recorded on another order, naming that order, and changes nothing', async () => {
    const utr = newUtr();
    const first = await placeUpi();
    const second = await placeUpi(other);
    await markPaid(first.id, utr);
    await expect(markPaid(second.id, utr)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.UTR_TAKEN',
      message: `This UTR is already recorded for order ${first.orderNumber}`,
    });
    expect(await get(second.id, other)).toMatchObject({
      paymentStatus: 'awaiting_payment',
      payment: { utr: null, paidAt: null },
    });
    // The same UTR on its own order is still a repeat that changes nothing.
    await expect(markPaid(first.id, utr)).resolves.toMatchObject({ alreadyPaid: true });
  });

  it('marks exactly one of two orders paid when two markings with one UTR race', async () => {
    const utr = newUtr();
    const orders = [await placeUpi(), await placeUpi()];
    const outcomes = await Promise.allSettled(orders.map((o) => markPaid(o.id, utr)));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(refused?.reason).toMatchObject({ kind: 'CONFLICT', code: 'ORDER.UTR_TAKEN' });
    const paid = await Promise.all(orders.map((o) => get(o.id)));
    expect(paid.filter((o) => o.paymentStatus === 'paid')).toHaveLength(1);
    expect(refused?.reason.message).toBe(
      `This UTR is already recorded for order ${paid.find((o) => o.paymentStatus === 'paid')!.orderNumber}`,
    );
  });

  it("refuses the shopper a UTR received on another order, and still takes one given again on the shopper's own", async () => {
    const utr = newUtr();
    const paidOne = await placeUpi(other);
    await markPaid(paidOne.id, utr);
    const mine = await placeUpi();
    await expect(submitUtr(mine.id, utr)).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.UTR_TAKEN',
      message: 'This UTR is already recorded for another payment: please check the UTR your UPI app shows',
    });
    expect((await get(mine.id)).payment?.utr).toBeNull();

    const mineToo = newUtr();
    await submitUtr(mine.id, mineToo);
    await expect(submitUtr(mine.id, mineToo)).resolves.toMatchObject({ order: { payment: { utr: mineToo } } });
  });
});
