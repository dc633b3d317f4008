import {
  CatalogEvents,
  CatalogPatterns,
  MAIL_QUEUE,
  MailJobs,
  ReviewPatterns,
  type ProductResponse,
  type ProductsChangedEvent,
  type OrderReviewsResponse,
  type Principal,
  type ReviewListResponse,
  type ReviewPageResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import type { EventEnvelope, Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { catalogWithFakeCustomers, fakeCustomers } from '../../../test/fake-customers';
import { fakeOrders } from '../../../test/fake-orders';
import { catalogTables, reviews } from '../../db/schema';
import { addProductsForSale } from '../../../test/products-for-sale';

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
  /** The admin's queue, narrowed to this test's product. */
  const queue = async (filter: string) => {
    const page = await platform.client.query<ReviewPageResponse>(ReviewPatterns.queue, {
      principal: admin,
      input: { filter },
    });
    return page.reviews.filter((r) => r.productId === productId);
  };
  /** Photos as the upload leaves them on a review: keys of the media service's files. */
  const addPhotos = (id: string, photoKeys: string[]) =>
    platform.db.drizzle(catalogTables).update(reviews).set({ photoKeys }).where(eq(reviews.id, id));
  /** The mails queued for the mail service. */
  const mails: { name: string; data: unknown; jobId?: string }[] = [];

  beforeAll(async () => {
    service = await startServiceForTest('catalog', catalogWithFakeCustomers, {
      prepare: (p) => {
        const add = p.jobs.add.bind(p.jobs);
        p.jobs.add = async (queue, name, data, options) => {
          if (queue === MAIL_QUEUE) mails.push({ name, data, jobId: options?.jobId });
          return add(queue, name, data, options);
        };
      },
    });
    platform = service.platform;
    await platform.events.subscribe(CatalogEvents.productsChanged, {}, (e) => {
      events.push(e as EventEnvelope<ProductsChangedEvent>);
    });
  }, SERVICE_START_TIMEOUT_MS);
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
    await waitUntil("the product's change is announced", () =>
      events.some((e) => e.data.productIds.includes(productId)),
    );
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

  it("answers a shopper's own standing reviews of an order, never another shopper's or a withdrawn one", async () => {
    const { principal, orderId } = buyer();
    const mine = () =>
      platform.client.query<OrderReviewsResponse>(ReviewPatterns.mine, { principal, input: { orderId } });
    const first = await write(principal, { orderId, rating: 3 });
    expect((await mine()).reviews).toEqual([expect.objectContaining({ id: first.review.id, rating: 3 })]);
    const someoneElse = await platform.client.query<OrderReviewsResponse>(ReviewPatterns.mine, {
      principal: shopper(),
      input: { orderId },
    });
    expect(someoneElse.reviews).toEqual([]);
    await act(ReviewPatterns.withdraw, principal, { id: first.review.id });
    expect((await mine()).reviews).toEqual([]);
    await expect(
      platform.client.query(ReviewPatterns.mine, { principal: seller, input: { orderId } }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(
      platform.client.query(ReviewPatterns.mine, { principal, input: { orderId: 'nope' } }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'orderId must be a valid id' });
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

  it("mails the author of a hidden review the product's name and the reason, once per hiding", async () => {
    const { principal, orderId } = buyer();
    const { review } = await write(principal, { orderId });
    const hide = (reason: string) => act(ReviewPatterns.moderate, admin, { id: review.id, status: 'hidden', reason });
    const hidden = await hide('Abusive');
    expect(hidden.review.productName).toBe('Snack 1');
    await hide('Abusive language');
    await act(ReviewPatterns.moderate, admin, { id: review.id, status: 'published' });
    await hide('Shares a phone number');
    const mailed = () => mails.filter((m) => m.jobId?.startsWith(`review-hidden-${review.id}-`));
    await waitUntil('the second hiding is mailed', () => mailed().length >= 2);
    expect(
      mailed()
        .map((m) => (m.data as { reason: string }).reason)
        .sort(),
    ).toEqual(['Abusive', 'Shares a phone number']);
    expect(mailed()).toContainEqual({
      name: MailJobs.reviewHidden,
      data: { to: `meena-${principal.id}@example.in`, firstName: 'Meena', productName: 'Snack 1', reason: 'Abusive' },
      jobId: expect.any(String),
    });
  });

  it('queues no mail for a removed shopper and still hides the review', async () => {
    const { principal, orderId } = buyer();
    const { review } = await write(principal, { orderId, rating: 1 });
    fakeCustomers.gone.add(principal.id);
    await act(ReviewPatterns.moderate, admin, { id: review.id, status: 'hidden', reason: 'Spam' });
    expect(await rating()).toBeNull();
    expect(await queue('hidden')).toEqual([expect.objectContaining({ id: review.id, hiddenReason: 'Spam' })]);
  });

  it("lists reported reviews and unapproved photos as waiting, oldest first, with the product's name", async () => {
    const plain = buyer();
    const reported = buyer();
    const pictured = buyer();
    await write(plain.principal, { orderId: plain.orderId });
    const first = (await write(reported.principal, { orderId: reported.orderId })).review;
    await act(ReviewPatterns.report, shopper(), { id: first.id });
    const second = (await write(pictured.principal, { orderId: pictured.orderId })).review;
    await addPhotos(second.id, ['review-photos/murukku.webp']);
    const waiting = await queue('waiting');
    expect(waiting.map((r) => r.id)).toEqual([first.id, second.id]);
    expect(waiting[0]).toMatchObject({ productName: 'Snack 1', reported: true, awaitingModeration: true });
    expect(waiting[1].photos).toEqual([
      { url: '/api/files/review-photos/murukku.webp', thumbnailUrl: '/api/files/review-photos/murukku-thumb.webp' },
    ]);
    expect(await queue('all')).toHaveLength(3);
    expect(await queue('hidden')).toEqual([]);
  });

  it('approving clears a report and shows the photos to every shopper', async () => {
    const { principal, orderId } = buyer();
    const { review } = await write(principal, { orderId });
    await addPhotos(review.id, ['review-photos/adhirasam.webp']);
    await act(ReviewPatterns.report, seller, { id: review.id });
    expect((await list()).reviews[0].photos).toEqual([]);
    const approved = await act(ReviewPatterns.moderate, admin, { id: review.id, status: 'published' });
    expect(approved.review).toMatchObject({ reported: false, awaitingModeration: false, productName: 'Snack 1' });
    expect((await list()).reviews[0].photos).toHaveLength(1);
    expect(await queue('waiting')).toEqual([]);
  });

  it("refuses the queue to anyone but an admin, and a filter it doesn't know", async () => {
    const ask = (principal: Principal, input: Record<string, unknown>) =>
      platform.client.query(ReviewPatterns.queue, { principal, input });
    await expect(ask(seller, {})).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(ask(shopper(), {})).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(ask(admin, { filter: 'reported' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: "filter must be 'waiting', 'hidden' or 'all'",
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
