import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { murukku } from '../../../test/fake-catalog';
import { amma, orderServiceForTest } from '../../../test/order-fixture';

/** A seller's moves: forward, skipping steps up to shipped, but a parcel is delivered only once it has shipped. */
describe("order service: a seller's status moves", () => {
  const fixture = orderServiceForTest();
  const { get, events } = fixture;
  const place = () => fixture.place({ items: [{ productId: murukku.id, quantity: 1 }] });
  const move = (id: string, status: string) => fixture.move(amma, id, status);

  beforeAll(() => fixture.start({ watch: true }), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it('refuses delivered on a fresh cash-on-delivery order, naming the moves allowed, and changes nothing', async () => {
    const order = await place();
    await expect(move(order.id, 'delivered')).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.INVALID_STATUS_MOVE',
      message: 'An order that is pending can move to confirmed, processing, shipped or cancelled',
    });
    const after = await get(order.id);
    expect(after).toMatchObject({ orderStatus: 'pending', fulfilments: [{ status: 'pending' }] });
    expect(after.orderHistory).toHaveLength(1);
    expect(events.filter((e) => e.orderId === order.id)).toEqual([]);
  });

  it('refuses delivered from processing too, and takes it once the part has shipped', async () => {
    const order = await place();
    await move(order.id, 'processing');
    await expect(move(order.id, 'delivered')).rejects.toMatchObject({
      code: 'ORDER.INVALID_STATUS_MOVE',
      message: 'An order that is processing can move to shipped or cancelled',
    });
    await move(order.id, 'shipped');
    await expect(move(order.id, 'delivered')).resolves.toMatchObject({ order: { orderStatus: 'delivered' } });
    await waitUntil('the delivery is sent', () =>
      events.some((e) => e.orderId === order.id && e.status === 'delivered'),
    );
  });

  it('refuses a move back or a repeat with the moves allowed', async () => {
    const order = await place();
    await move(order.id, 'shipped');
    for (const status of ['processing', 'shipped']) {
      await expect(move(order.id, status)).rejects.toMatchObject({
        code: 'ORDER.INVALID_STATUS_MOVE',
        message: 'An order that is shipped can move to delivered',
      });
    }
  });
});
