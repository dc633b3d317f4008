import { OrderPatterns, type ReviewableLine } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { laddu, murukku } from '../../../test/fake-catalog';
import { amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

/** The catalog asks whether a shopper may review a product of an order: only once that seller's part arrived. */
describe('order service: which order lines may be reviewed', () => {
  let platform: Platform;
  const fixture = orderServiceForTest();
  const { place, move } = fixture;
  const reviewable = (orderId: string, productId: string, customerId = shopper.id) =>
    platform.client.query<ReviewableLine>(OrderPatterns.reviewable, { customerId, orderId, productId });

  beforeAll(async () => {
    ({ platform } = await fixture.start());
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

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
