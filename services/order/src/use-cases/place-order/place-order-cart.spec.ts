import {
  CartPatterns,
  CatalogStockPatterns,
  OrderEvents,
  OrderPatterns,
  type Cart,
  type OrderPlacedEvent,
  type PlaceOrderResult,
  type Principal,
} from '@thindi/contracts';
import { UnitOfWork, type EventEnvelope, type Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, maduraiAddress, murukku, orderWithFakeCatalog } from '../../../test/fake-catalog';
import { CartsRepository } from '../../db/carts.repository';
import { OrdersRepository } from '../../db/orders.repository';
import { outbox } from '../../db/schema';

/** Decision 019: the cart is emptied after the order stands, and a cart that cannot be emptied fails nothing. */
describe('order service: placing an order when its cart cannot be emptied', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let busDown = false;
  const events: EventEnvelope[] = [];

  const shippingAddress = maduraiAddress;
  const items = [
    { productId: murukku.id, quantity: 2 },
    { productId: laddu.id, quantity: 1 },
  ];
  const cartCall = (principal: Principal, pattern: string, input: unknown = {}) =>
    platform.client.command<Cart>(pattern, { principal, input });
  const place = (principal: Principal) =>
    platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal,
      input: { order: { items, shippingAddress } },
    });
  const linesOf = (cart: Cart) => cart.lines.map((l) => [l.productId, l.quantity]);
  const stockCallsFor = (orderId: string) =>
    fakeCatalog.calls.filter((c) => c.orderId === orderId).map((c) => c.pattern);
  const waitingInOutbox = async (orderId: string) => {
    const rows = await service.app.get(OrdersRepository)['db'].select().from(outbox);
    return rows.filter((r) => r.topic === OrderEvents.placed && (r.data as OrderPlacedEvent).orderId === orderId);
  };
  beforeAll(async () => {
    service = await startServiceForTest('order', orderWithFakeCatalog, {
      prepare: (p) => {
        const publish = p.events.publish.bind(p.events);
        p.events.publish = async (subject, data, options) => {
          if (busDown) throw new Error('event bus down');
          return publish(subject, data, options);
        };
      },
    });
    platform = service.platform;
    await platform.events.subscribe(OrderEvents.placed, {}, (e) => void events.push(e));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());
  beforeEach(() => {
    fakeCatalog.reset();
    busDown = false;
  });
  afterEach(() => jest.restoreAllMocks());

  it('places and answers the order, keeps its stock and event, and leaves the lines in the cart', async () => {
    const meena: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
    await cartCall(meena, CartPatterns.setLine, { productId: murukku.id, quantity: 2 });
    await cartCall(meena, CartPatterns.setLine, { productId: laddu.id, quantity: 1 });
    const remove = jest
      .spyOn(service.app.get(CartsRepository), 'takeOrdered')
      .mockRejectedValueOnce(new Error('connection lost while emptying the cart'));
    // The bus is down so the event is still in the outbox to be seen there.
    busDown = true;

    const { order, replayed } = await place(meena);

    expect(replayed).toBe(false);
    expect(order).toMatchObject({ orderStatus: 'pending', subtotal: 360 });
    // The ordered packs, and the lines kept from before packs that stand for them (both are default packs).
    expect(remove).toHaveBeenCalledWith(
      expect.anything(),
      meena.id,
      [
        { productId: murukku.id, variantId: murukku.variantId },
        { productId: murukku.id, variantId: null },
        { productId: laddu.id, variantId: laddu.variantId },
        { productId: laddu.id, variantId: null },
      ],
      false,
    );
    expect(await service.app.get(OrdersRepository).findById(order.id)).toBeDefined();
    expect(stockCallsFor(order.id)).toEqual([CatalogStockPatterns.reserve, CatalogStockPatterns.confirm]);
    expect(fakeCatalog.released()).toEqual([]);
    expect(await waitingInOutbox(order.id)).toHaveLength(1);
    expect(linesOf(await cartCall(meena, CartPatterns.get))).toEqual([
      [murukku.id, 2],
      [laddu.id, 1],
    ]);

    busDown = false;
    await service.app.get(UnitOfWork).flush();
    await waitUntil('the order is announced', () =>
      events.some((e) => (e.data as OrderPlacedEvent).orderId === order.id),
    );
    // The shopper takes a line out itself; the next order from the same cart empties it as usual.
    expect(linesOf(await cartCall(meena, CartPatterns.removeLine, { productId: laddu.id }))).toEqual([[murukku.id, 2]]);
    await cartCall(meena, CartPatterns.setLine, { productId: laddu.id, quantity: 1 });
    const next = await place(meena);
    expect(next.order.id).not.toBe(order.id);
    expect(stockCallsFor(next.order.id)).toEqual([CatalogStockPatterns.reserve, CatalogStockPatterns.confirm]);
    expect((await cartCall(meena, CartPatterns.get)).lines).toEqual([]);
  });
});
