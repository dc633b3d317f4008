import { ReviewPatterns, type CustomerReviewsResponse, type Principal, type ReviewResponse } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { catalogWithFakeOrders, fakeOrders } from '../../../test/fake-orders';
import { addProductsForSale } from '../../../test/products-for-sale';

/** The catalog's part of a shopper's copy of their data: every review they wrote, and no one else's. */
describe("catalog service: a shopper's own reviews", () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const customer = (): Principal => ({ id: randomUUID(), role: 'customer', email: `${randomUUID()}@example.in` });

  const allOf = (principal: Principal) =>
    platform.client.query<CustomerReviewsResponse>(ReviewPatterns.ofCustomer, { principal, input: {} });
  const write = async (principal: Principal, productId: string, text: string) => {
    const orderId = randomUUID();
    fakeOrders.deliver(orderId, productId, principal.id);
    return platform.client.command<ReviewResponse>(ReviewPatterns.create, {
      principal,
      input: { orderId, productId, rating: 4, text },
    });
  };

  beforeAll(async () => {
    service = await startServiceForTest('catalog', catalogWithFakeOrders);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it("answers every review the shopper wrote, withdrawn ones too, newest first, never another shopper's", async () => {
    const meena = customer();
    const ravi = customer();
    const [murukku, laddu] = await addProductsForSale(platform, 2, randomUUID());
    const first = await write(meena, murukku, 'Crisp and fresh');
    await platform.client.command(ReviewPatterns.withdraw, { principal: meena, input: { id: first.review.id } });
    const second = await write(meena, laddu, 'Soft, not too sweet');
    const his = await write(ravi, murukku, 'Too salty for me');

    const { reviews } = await allOf(meena);

    expect(reviews.map((r) => [r.id, r.status, r.text])).toEqual([
      [second.review.id, 'published', 'Soft, not too sweet'],
      [first.review.id, 'withdrawn', 'Crisp and fresh'],
    ]);
    expect(reviews[0]).toMatchObject({ productId: laddu, rating: 4, productName: expect.any(String), photos: [] });
    expect(JSON.stringify(reviews)).not.toContain(his.review.id);
  });

  it('answers a shopper who wrote nothing with no reviews', async () => {
    expect(await allOf(customer())).toEqual({ success: true, reviews: [] });
  });

  it('refuses a seller and an admin: the list is only ever of the caller, a shopper', async () => {
    const seller: Principal = { id: randomUUID(), role: 'seller', email: 'amma@example.in' };
    const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@thindi.in' };
    await expect(allOf(seller)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(allOf(admin)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });
});
