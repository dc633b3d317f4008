import {
  ReviewedProductPatterns,
  ReviewPatterns,
  type Principal,
  type ReviewedProductsResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { catalogWithFakeOrders, fakeOrders } from '../../../test/fake-orders';
import { addProductsForSale } from '../../../test/products-for-sale';

/** Before it mails a review request, the order service asks which of the order's products are already reviewed. */
describe("catalog service: an order's reviewed products", () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };

  const reviewed = (input: unknown) =>
    platform.client.query<ReviewedProductsResponse>(ReviewedProductPatterns.reviewed, input);
  const write = (orderId: string, productId: string) =>
    platform.client.command<ReviewResponse>(ReviewPatterns.create, {
      principal: shopper,
      input: { orderId, productId, rating: 5, text: 'Crisp and fresh' },
    });

  beforeAll(async () => {
    service = await startServiceForTest('catalog', catalogWithFakeOrders);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('answers the products reviewed for that order, not those reviewed for another or withdrawn', async () => {
    const [murukku, laddu, chips] = await addProductsForSale(platform, 3, randomUUID());
    const orderId = randomUUID();
    const otherOrder = randomUUID();
    for (const id of [murukku, laddu, chips]) fakeOrders.deliver(orderId, id, shopper.id);
    fakeOrders.deliver(otherOrder, chips, shopper.id);
    await write(orderId, murukku);
    const { review } = await write(orderId, laddu);
    await platform.client.command(ReviewPatterns.withdraw, { principal: shopper, input: { id: review.id } });
    await write(otherOrder, chips);

    expect(await reviewed({ orderId, productIds: [murukku, laddu, chips] })).toEqual({ reviewed: [murukku] });
  });

  it('refuses a query without an order id or product ids', async () => {
    await expect(reviewed({ orderId: 'ORD-1', productIds: [randomUUID()] })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
    await expect(reviewed({ orderId: randomUUID(), productIds: [] })).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(reviewed({ orderId: randomUUID(), productIds: ['murukku'] })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });
});
