import {
  OrderPatterns,
  type PlaceOrderResult,
  type Principal,
  type ReviewableLine,
  type SellerOrder,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { laddu, murukku, orderWithFakeCatalog } from '../../../test/fake-catalog';

/** The catalog asks whether a shopper may review a product of an order: only once that seller's part arrived. */
describe('order service: which order lines may be reviewed', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
  const amma: Principal = { id: murukku.sellerId, role: 'seller', email: 'amma@example.in' };
  const house: Principal = { id: laddu.sellerId, role: 'seller', email: 'house@example.in' };
  const shippingAddress = {
    type: 'home',
    firstName: 'Meena',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
    phone: '9876543210',
  };

  const place = async () => {
    const items = [
      { productId: murukku.id, quantity: 2 },
      { productId: laddu.id, quantity: 1 },
    ];
    const { order } = await platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress } },
    });
    return order;
  };
  const move = (seller: Principal, id: string, status: string) =>
    platform.client.command<{ order: SellerOrder }>(OrderPatterns.updateStatus, {
      principal: seller,
      input: { id, status },
    });
  const reviewable = (orderId: string, productId: string, customerId = shopper.id) =>
    platform.client.query<ReviewableLine>(OrderPatterns.reviewable, { customerId, orderId, productId });

  beforeAll(async () => {
    service = await startServiceForTest('order', orderWithFakeCatalog);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it("lets the shopper review a delivered seller's product, named by first name and last initial", async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    await move(amma, order.id, 'delivered');
    expect(await reviewable(order.id, murukku.id)).toEqual({
      reviewable: true,
      sellerId: murukku.sellerId,
      reviewerName: 'Meena I.',
    });
    // The other seller's part has not arrived yet.
    expect(await reviewable(order.id, laddu.id)).toEqual({
      reviewable: false,
      reason: 'You can review a product after it has been delivered to you',
    });
  });

  it('refuses another shopper, a product not in the order, and a returned or cancelled part', async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    await move(amma, order.id, 'delivered');
    expect(await reviewable(order.id, murukku.id, randomUUID())).toMatchObject({ reviewable: false });
    expect(await reviewable(order.id, randomUUID())).toMatchObject({ reviewable: false });
    expect(await reviewable(randomUUID(), murukku.id)).toMatchObject({ reviewable: false });
    await move(amma, order.id, 'returned');
    expect(await reviewable(order.id, murukku.id)).toMatchObject({ reviewable: false });
    await move(house, order.id, 'cancelled').catch(() => undefined);
    expect(await reviewable(order.id, laddu.id)).toMatchObject({ reviewable: false });
  });

  it('answers a malformed question with a clear validation error', async () => {
    await expect(
      platform.client.query(OrderPatterns.reviewable, { customerId: shopper.id, orderId: 'nope', productId: 'x' }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'orderId: Invalid UUID' });
  });
});
