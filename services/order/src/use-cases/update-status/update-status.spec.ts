import {
  OrderEvents,
  OrderPatterns,
  type Order,
  type OrderStatusChangedEvent,
  type PlaceOrderResult,
  type Principal,
  type SellerOrder,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { maduraiAddress, murukku, orderWithFakeCatalog } from '../../../test/fake-catalog';

/** A seller's moves: forward, skipping steps up to shipped, but a parcel is delivered only once it has shipped. */
describe("order service: a seller's status moves", () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const events: OrderStatusChangedEvent[] = [];
  const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
  const amma: Principal = { id: murukku.sellerId, role: 'seller', email: 'amma@example.in' };

  const place = async () => {
    const { order } = await platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items: [{ productId: murukku.id, quantity: 1 }], shippingAddress: maduraiAddress } },
    });
    return order;
  };
  const move = (id: string, status: string) =>
    platform.client.command<{ order: SellerOrder }>(OrderPatterns.updateStatus, {
      principal: amma,
      input: { id, status },
    });
  const get = async (id: string) =>
    (await platform.client.query<{ order: Order }>(OrderPatterns.get, { principal: shopper, input: { id } })).order;

  beforeAll(async () => {
    service = await startServiceForTest('order', orderWithFakeCatalog);
    platform = service.platform;
    await platform.events.subscribe<OrderStatusChangedEvent>(OrderEvents.statusChanged, {}, (e) => {
      events.push(e.data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

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
