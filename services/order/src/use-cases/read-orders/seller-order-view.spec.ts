import {
  OrderPatterns,
  sellerOrderSchema,
  type Order,
  type Principal,
  type SellerOrder,
  type SellerOrderStats,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { fakeCatalog, laddu, murukku } from '../../../test/fake-catalog';
import { amma, orderServiceForTest, shopper } from '../../../test/order-fixture';

/** What a seller of a two-seller order reads: only its lines and its share, never the order's figures. */
describe("order service: a seller's view of a shared order", () => {
  let platform: Platform;
  let order: Order;
  const fixture = orderServiceForTest();
  const ask = <T>(pattern: string, principal: Principal, input: unknown) =>
    platform.client.query<T>(pattern, { principal, input });

  beforeAll(async () => {
    ({ platform } = await fixture.start());
    order = await fixture.place({
      items: [
        { productId: murukku.id, quantity: 2 },
        { productId: laddu.id, quantity: 3 },
      ],
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  /** Every seller view must be exactly the seller schema, with only Amma's line and Amma's ₹240 share. */
  const expectAmmasPart = (view: SellerOrder) => {
    expect(sellerOrderSchema.parse(view)).toEqual(view);
    expect(view.items.map((i) => i.productName)).toEqual(['Murukku']);
    expect([view.sellerSubtotal, view.totalAmount]).toEqual([240, 240]);
    expect(view.shippingAddress).toMatchObject({ street: '12 Car Street', pincode: '625001' });
    // Amma ships from Madurai to Madurai: its part's own estimate, same district.
    expect(view.delivery).toMatchObject({ zone: 'A', label: expect.stringMatching(/^Delivery by /) });
    // Shared with another seller: not Amma's payment to confirm, and not its total to see.
    expect([view.soleSeller, view.orderTotal]).toEqual([false, null]);
    expect(view.payment).toMatchObject({ utr: null, paidAt: null });
    expect(JSON.stringify(view)).not.toMatch(/Laddu|"subtotal"|"tax"|"shippingCost"|"fulfilments"/);
  };

  it('shows the shopper the whole order, and its seller only its own lines and share', async () => {
    expect([order.subtotal, order.totalAmount, order.items.length]).toEqual([600, 630, 2]);
    const { order: one } = await ask<{ order: SellerOrder }>(OrderPatterns.get, amma, { id: order.id });
    expectAmmasPart(one);
  });

  it("keeps the order's figures out of the seller's list and the recent orders of its stats", async () => {
    const { orders } = await ask<{ orders: SellerOrder[] }>(OrderPatterns.listSeller, amma, {});
    expect(orders).toHaveLength(1);
    expectAmmasPart(orders[0]);
    const stats = await platform.client.query<SellerOrderStats>(OrderPatterns.sellerStats, { sellerId: amma.id });
    expect(stats.totalRevenue).toBe(240);
    expectAmmasPart(stats.recentOrders[0]);
  });

  it("shows the seller of a one-seller order that it is the only one, with the order's total", async () => {
    const placed = await fixture.place({ items: [{ productId: murukku.id, quantity: 1 }] });
    const { order: view } = await ask<{ order: SellerOrder }>(OrderPatterns.get, amma, { id: placed.id });
    expect(sellerOrderSchema.parse(view)).toEqual(view);
    expect([view.soleSeller, view.orderTotal, view.totalAmount]).toEqual([true, placed.totalAmount, 120]);
  });

  it('shows a line image only when it is one of the shop’s own files, for lines snapshotted before keys', async () => {
    const own = '/api/files/product-images/demo/murukku-1.webp';
    const foreign = 'https://attacker.example/api/files/product-images/demo/laddu-1.webp';
    fakeCatalog.reserve = () => ({
      ok: true,
      products: [
        { ...murukku, image: own },
        { ...laddu, image: foreign },
      ],
    });
    try {
      const placed = await fixture.place({
        items: [
          { productId: murukku.id, quantity: 1 },
          { productId: laddu.id, quantity: 1 },
        ],
      });
      const { order: read } = await ask<{ order: Order }>(OrderPatterns.get, shopper, { id: placed.id });
      expect(read.items.map((i) => [i.productName, i.productImage])).toEqual([
        ['Murukku', own],
        ['Laddu', null],
      ]);
    } finally {
      fakeCatalog.reset();
    }
  });
});
