import {
  CatalogEvents,
  CatalogPatterns,
  ReviewPatterns,
  type ProductResponse,
  type ProductsChangedEvent,
  type Principal,
  type ReviewListResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import type { EventEnvelope, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { catalogWithFakeOrders, fakeOrders } from '../test/fake-orders';
import { addProductsForSale } from '../test/products-for-sale';

/** Verified-purchase reviews: written after delivery, one per order line, counted in the product's rating. */
describe('catalog service: reviews', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let productId: string;
  /** The seller of the product of the test at hand. */
  let owner: Principal;
  const seller: Principal = { id: randomUUID(), role: 'seller', email: 'other@example.in' };
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@example.in' };
  const events: EventEnvelope<ProductsChangedEvent>[] = [];

  const shopper = (): Principal => ({ id: randomUUID(), role: 'customer', email: 'meena@example.in' });
  /** A shopper with a delivered order of the product. */
  const buyer = (product = () => productId) => {
    const principal = shopper();
    const orderId = randomUUID();
    fakeOrders.deliver(orderId, product(), principal.id);
    return { principal, orderId };
  };
  const write = (principal: Principal, input: Record<string, unknown>) =>
    platform.client.command<ReviewResponse>(ReviewPatterns.create, {
      principal,
      input: { productId, rating: 5, text: 'Crisp and fresh', ...input },
    });
  const act = (pattern: string, principal: Principal, input: Record<string, unknown>) =>
    platform.client.command<ReviewResponse>(pattern, { principal, input });
  const list = (input: Record<string, unknown> = {}) =>
    platform.client.query<ReviewListResponse>(ReviewPatterns.list, { productId, ...input });
  const rating = async (id = productId) =>
    (await platform.client.query<ProductResponse>(CatalogPatterns.getProduct, { id })).product.rating;

  beforeAll(async () => {
    service = await startServiceForTest('catalog', catalogWithFakeOrders);
    platform = service.platform;
    await platform.events.subscribe(CatalogEvents.productsChanged, {}, (e) => {
      events.push(e as EventEnvelope<ProductsChangedEvent>);
    });
  }, 60_000);
  beforeEach(async () => {
    owner = { id: randomUUID(), role: 'seller', email: 'amma@example.in' };
    [productId] = await addProductsForSale(platform, 1, owner.id);
  });
  afterAll(() => service?.stop());

  it("publishes a delivered shopper's review in the product's rating and clears the storefront caches", async () => {
    const { principal, orderId } = buyer();
    const { review } = await write(principal, { orderId, rating: 4, title: 'Like home' });
    expect(review).toMatchObject({ reviewerName: 'Meena I.', rating: 4, title: 'Like home', status: 'published' });
    expect(review.verifiedPurchase).toBe(true);
    expect(await rating()).toEqual({ average: 4, count: 1 });
    const listed = await list();
    expect(listed.reviews.map((r) => r.id)).toEqual([review.id]);
    expect(listed.summary).toEqual({ average: 4, count: 1, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } });
    await until(() => events.some((e) => e.data.productIds.includes(productId)));
  });

  it('refuses a shopper whose order line was not delivered to them', async () => {
    const { orderId } = buyer();
    await expect(write(shopper(), { orderId })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
      message: 'You can review a product after it has been delivered to you',
    });
    await expect(write(shopper(), { orderId: randomUUID() })).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(await rating()).toBeNull();
  });

  it.each([
    ['a rating of 0', { rating: 0 }, 'rating must be a whole number from 1 to 5'],
    ['a rating of 6', { rating: 6 }, 'rating must be a whole number from 1 to 5'],
    ['a rating of 4.5', { rating: 4.5 }, 'rating must be a whole number from 1 to 5'],
    ['a rating in words', { rating: 'five' }, 'rating must be a whole number from 1 to 5'],
    ['a title of 101 characters', { title: 't'.repeat(101) }, 'title must be at most 100 characters'],
    ['a text of 1001 characters', { text: 'x'.repeat(1001) }, 'text must be at most 1000 characters'],
  ])('refuses %s with a message naming the limit', async (_label, input, message) => {
    const { principal, orderId } = buyer();
    await expect(write(principal, { orderId, ...input })).rejects.toMatchObject({ kind: 'VALIDATION', message });
  });

  it('takes the longest title and text allowed', async () => {
    const { principal, orderId } = buyer();
    const { review } = await write(principal, { orderId, title: 't'.repeat(100), text: 'x'.repeat(1000) });
    expect(review.text).toHaveLength(1000);
  });

  it('keeps one review per order line, and a withdrawn one may be written again', async () => {
    const { principal, orderId } = buyer();
    const first = await write(principal, { orderId, rating: 2 });
    await expect(write(principal, { orderId })).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'You have already reviewed this product for this order',
    });
    await expect(act(ReviewPatterns.withdraw, shopper(), { id: first.review.id })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await act(ReviewPatterns.withdraw, principal, { id: first.review.id });
    expect(await rating()).toBeNull();
    await write(principal, { orderId, rating: 5 });
    expect(await rating()).toEqual({ average: 5, count: 1 });
    expect((await list()).reviews).toHaveLength(1);
  });

  it('counts one helpful vote per shopper, never on their own review, and sorts by it', async () => {
    const a = buyer();
    const b = buyer();
    const older = await write(a.principal, { orderId: a.orderId });
    const newer = await write(b.principal, { orderId: b.orderId });
    const voter = shopper();
    const voted = await act(ReviewPatterns.helpful, voter, { id: older.review.id });
    expect(voted.review.helpfulCount).toBe(1);
    await expect(act(ReviewPatterns.helpful, voter, { id: older.review.id })).rejects.toMatchObject({
      kind: 'CONFLICT',
    });
    await expect(act(ReviewPatterns.helpful, a.principal, { id: older.review.id })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    expect((await list()).reviews.map((r) => r.id)).toEqual([newer.review.id, older.review.id]);
    expect((await list({ sort: 'helpful' })).reviews.map((r) => r.id)).toEqual([older.review.id, newer.review.id]);
  });

  it("lets the product's seller reply once, and shoppers or sellers report", async () => {
    const { principal, orderId } = buyer();
    const { review } = await write(principal, { orderId });
    await expect(act(ReviewPatterns.reply, seller, { id: review.id, text: 'Thanks' })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(act(ReviewPatterns.reply, principal, { id: review.id, text: 'Thanks' })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    const reported = await act(ReviewPatterns.report, seller, { id: review.id });
    expect(reported.review.reported).toBe(true);
    const replied = await act(ReviewPatterns.reply, owner, { id: review.id, text: 'Thank you, Meena!' });
    expect(replied.review).toMatchObject({ sellerReply: 'Thank you, Meena!', sellerRepliedAt: expect.any(String) });
    await expect(act(ReviewPatterns.reply, owner, { id: review.id, text: 'Again' })).rejects.toMatchObject({
      kind: 'CONFLICT',
    });
  });

  it('takes a hidden review out of the average and list, and puts it back when approved', async () => {
    const a = buyer();
    const b = buyer();
    await write(a.principal, { orderId: a.orderId, rating: 5 });
    const { review } = await write(b.principal, { orderId: b.orderId, rating: 2 });
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
    await expect(act(ReviewPatterns.moderate, seller, { id: review.id, status: 'hidden' })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
    });
    await expect(act(ReviewPatterns.moderate, admin, { id: review.id, status: 'hidden' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'reason is required to hide a review',
    });
    const hidden = await act(ReviewPatterns.moderate, admin, { id: review.id, status: 'hidden', reason: 'Abusive' });
    expect(hidden.review).toMatchObject({ status: 'hidden', hiddenReason: 'Abusive' });
    expect(await rating()).toEqual({ average: 5, count: 1 });
    expect((await list()).summary.count).toBe(1);
    await act(ReviewPatterns.moderate, admin, { id: review.id, status: 'published' });
    expect(await rating()).toEqual({ average: 3.5, count: 2 });
  });

  it("keeps a shopper's own photos, shows them to the author at once and to everyone once approved", async () => {
    const { principal, orderId } = buyer();
    const photo = `review-photos/${principal.id}-a1.webp`;
    const { review } = await write(principal, { orderId, photos: [`/api/files/${photo}`] });
    expect(review.photos).toEqual([
      { url: `/api/files/${photo}`, thumbnailUrl: `/api/files/review-photos/${principal.id}-a1-thumb.webp` },
    ]);
    expect(review.awaitingModeration).toBe(true);
    const [listed] = (await list()).reviews;
    expect(listed).toMatchObject({ id: review.id, photos: [], awaitingModeration: true });
    await act(ReviewPatterns.moderate, admin, { id: review.id, status: 'published' });
    const [approved] = (await list()).reviews;
    expect(approved).toMatchObject({ photos: [{ url: `/api/files/${photo}` }], awaitingModeration: false });
    const withdrawn = await act(ReviewPatterns.withdraw, principal, { id: review.id });
    expect(withdrawn.review.photos).toHaveLength(1);
  });

  it.each([
    ['another shopper', () => `review-photos/${randomUUID()}-a1.webp`],
    ['another host', () => 'https://elsewhere.example/review-photos/a1.webp'],
    ['a product image', () => `product-images/${randomUUID()}-a1.webp`],
  ])('refuses a photo of %s and keeps no review', async (_label, photo) => {
    const { principal, orderId } = buyer();
    await expect(write(principal, { orderId, photos: [photo()] })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'A photo must be one you uploaded for this review',
    });
    expect(await rating()).toBeNull();
  });

  it('refuses a fourth photo', async () => {
    const { principal, orderId } = buyer();
    const photos = ['a', 'b', 'c', 'd'].map((n) => `review-photos/${principal.id}-${n}.webp`);
    await expect(write(principal, { orderId, photos })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'You can add at most 3 photos',
    });
  });

  it('keeps the average exact under 50 reviews written at once', async () => {
    const writers = Array.from({ length: 50 }, (_, i) => ({ ...buyer(), stars: (i % 5) + 1 }));
    await Promise.all(writers.map((w) => write(w.principal, { orderId: w.orderId, rating: w.stars })));
    expect(await rating()).toEqual({ average: 3, count: 50 });
    const { summary, total, reviews } = await list({ page: 2 });
    expect(summary).toEqual({ average: 3, count: 50, distribution: { 1: 10, 2: 10, 3: 10, 4: 10, 5: 10 } });
    expect(total).toBe(50);
    expect(reviews).toHaveLength(10);
  });
});

async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
}
