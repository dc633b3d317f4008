import { OrderPatterns, type PlaceOrderResult } from '@thindi/contracts';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { anotherPack, fakeCatalog, laddu, maduraiAddress, murukku } from '../../../test/fake-catalog';
import { orderServiceForTest, shopper } from '../../../test/order-fixture';
import type { OrderDb } from '../../db/order-db';
import { orders } from '../../db/schema';
import { ORDER_DB } from '../../order.constants';

type Line = { productId: string; variantId?: string; quantity: number };

/** What an order may hold, counted after its lines are merged, and what one Idempotency-Key may stand for. */
describe('order service: placing within the rules', () => {
  let service: ServiceUnderTest;
  const fixture = orderServiceForTest();
  const items: Line[] = [
    { productId: murukku.id, quantity: 2 },
    { productId: laddu.id, quantity: 1 },
  ];
  const place = (order: Record<string, unknown>, idempotencyKey?: string) =>
    fixture.platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress: maduraiAddress, ...order }, idempotencyKey },
    });
  const reserves = () => fakeCatalog.calls.filter((c) => c.pattern === 'catalog.stock.reserve').length;

  beforeAll(async () => {
    service = await fixture.start();
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => fakeCatalog.reset());

  describe('at most 100 of a pack', () => {
    it('refuses 10 lines of 100 of one pack by its name, and reserves nothing', async () => {
      const lines = Array.from({ length: 10 }, () => ({ productId: murukku.id, quantity: 100 }));
      await expect(place({ items: lines })).rejects.toMatchObject({
        kind: 'VALIDATION',
        code: 'ORDER.QUANTITY_LIMIT',
        message: 'At most 100 of Murukku 250g per order',
      });
      expect(reserves()).toBe(0);
    });

    it('takes 100 of each of two packs of one product', async () => {
      const big = anotherPack(murukku, '500 g', 22_000, 200);
      fakeCatalog.packs = [murukku, big];
      const lines = [
        { productId: murukku.id, quantity: 100 },
        { productId: murukku.id, variantId: big.variantId, quantity: 100 },
      ];
      const { order } = await place({ items: lines });
      expect(order.items.map((i) => [i.variantLabel, i.quantity])).toEqual([
        ['250g', 100],
        ['500 g', 100],
      ]);
    });

    it('names the product by its id when the catalog cannot name it', async () => {
      fakeCatalog.snapshot = () => [];
      const lines = [
        { productId: laddu.id, quantity: 60 },
        { productId: laddu.id, quantity: 41 },
      ];
      await expect(place({ items: lines })).rejects.toMatchObject({
        message: `At most 100 of ${laddu.id} per order`,
      });
    });

    it('takes exactly 100 split over several lines', async () => {
      const lines = [
        { productId: murukku.id, quantity: 60 },
        { productId: murukku.id, quantity: 40 },
      ];
      const { order } = await place({ items: lines });
      expect(order.items).toEqual([expect.objectContaining({ productId: murukku.id, quantity: 100 })]);
    });
  });

  describe('one Idempotency-Key, one order', () => {
    it('answers the same order for the same items however they are split or ordered', async () => {
      const key = randomUUID();
      const first = await place({}, key);
      const split = [
        { productId: laddu.id, quantity: 1 },
        { productId: murukku.id, quantity: 1 },
        { productId: murukku.id, quantity: 1 },
      ];
      const again = await place({ items: split, shippingAddress: { ...maduraiAddress, type: undefined } }, key);
      expect(again).toMatchObject({ replayed: true, order: { id: first.order.id } });
    });

    it.each([
      ['other items', { items: [{ productId: laddu.id, quantity: 2 }] }],
      ['another quantity', { items: [{ productId: murukku.id, quantity: 3 }, items[1]] }],
      ['another payment method', { paymentMethod: 'upi' }],
      ['another address', { shippingAddress: { ...maduraiAddress, street: '14 Car Street' } }],
    ])('refuses %s with 422 and makes no second order', async (_what, change) => {
      const key = randomUUID();
      const first = await place({}, key);
      await expect(place(change, key)).rejects.toMatchObject({
        kind: 'UNPROCESSABLE',
        code: 'ORDER.IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different order',
      });
      const db = service.app.get<OrderDb>(ORDER_DB);
      expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key))).toEqual([
        { id: first.order.id },
      ]);
    });

    it('replays an order stored before fingerprints as it always did', async () => {
      const key = randomUUID();
      const first = await place({}, key);
      const db = service.app.get<OrderDb>(ORDER_DB);
      await db.update(orders).set({ idempotencyFingerprint: null }).where(eq(orders.id, first.order.id));
      const again = await place({ paymentMethod: 'upi' }, key);
      expect(again).toMatchObject({ replayed: true, order: { id: first.order.id, paymentMethod: 'cod' } });
    });
  });
});
