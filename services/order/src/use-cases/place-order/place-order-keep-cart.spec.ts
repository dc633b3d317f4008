import { CartPatterns, OrderPatterns, type Cart, type PlaceOrderResult, type Principal } from '@thindi/contracts';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, maduraiAddress, murukku } from '../../../test/fake-catalog';
import { orderServiceForTest } from '../../../test/order-fixture';

describe('order service: Buy Now places one product and keeps the cart', () => {
  const fixture = orderServiceForTest();

  const shopper = (): Principal => ({ id: randomUUID(), role: 'customer', email: 'meena@example.in' });
  const cartCall = (principal: Principal, pattern: string, input: unknown = {}) =>
    fixture.platform.client.command<Cart>(pattern, { principal, input });
  const place = (principal: Principal, order: Record<string, unknown>, idempotencyKey?: string) =>
    fixture.platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal,
      input: { order: { shippingAddress: maduraiAddress, ...order }, idempotencyKey },
    });
  const linesOf = async (principal: Principal) =>
    (await cartCall(principal, CartPatterns.get)).lines.map((l) => [l.productId, l.quantity]);
  const fillCart = async (principal: Principal) => {
    await cartCall(principal, CartPatterns.setLine, { productId: murukku.id, quantity: 2 });
    await cartCall(principal, CartPatterns.setLine, { productId: laddu.id, quantity: 1 });
  };

  beforeAll(() => fixture.start(), SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => fakeCatalog.reset());

  it('orders only the product bought and leaves every cart line as it was, that product included', async () => {
    const meena = shopper();
    await fillCart(meena);

    const { order } = await place(meena, { items: [{ productId: laddu.id, quantity: 1 }], keepCart: true });

    expect(order.items.map((i) => [i.productName, i.quantity])).toEqual([['Laddu', 1]]);
    expect(await linesOf(meena)).toEqual([
      [murukku.id, 2],
      [laddu.id, 1],
    ]);
  });

  it('answers a retry of a Buy Now with its order, still leaving the cart alone', async () => {
    const meena = shopper();
    await fillCart(meena);
    const buyNow = { items: [{ productId: murukku.id, quantity: 1 }], keepCart: true };

    const first = await place(meena, buyNow, 'buy-now-1');
    const again = await place(meena, buyNow, 'buy-now-1');

    expect(again).toMatchObject({ replayed: true, order: { id: first.order.id } });
    expect(await linesOf(meena)).toEqual([
      [murukku.id, 2],
      [laddu.id, 1],
    ]);
  });

  it('still takes the ordered products out of the cart when checking out the cart', async () => {
    const meena = shopper();
    await fillCart(meena);

    await place(meena, { items: [{ productId: murukku.id, quantity: 2 }], keepCart: false });

    expect(await linesOf(meena)).toEqual([[laddu.id, 1]]);
  });
});
