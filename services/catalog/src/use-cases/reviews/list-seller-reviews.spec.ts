import { ReviewPatterns, type Principal, type ReviewPageResponse, type ReviewResponse } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { catalogWithFakeOrders, fakeOrders } from '../../../test/fake-orders';
import { addProductsForSale } from '../../../test/products-for-sale';
import { catalogTables, reviews } from '../../db/schema';

/** The seller's dashboard: the reviews of its own products, answered once, never changed nor hidden by it. */
describe('catalog service: a seller reads and answers the reviews of its products', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  /** The seller of the test at hand, with two products. */
  let owner: Principal;
  let productIds: string[];
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@example.in' };

  const seller = (): Principal => ({ id: randomUUID(), role: 'seller', email: 'amma@example.in' });
  /** A delivered shopper's review of `productId`. */
  const review = async (productId: string, input: Record<string, unknown> = {}) => {
    const principal: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
    const orderId = randomUUID();
    fakeOrders.deliver(orderId, productId, principal.id);
    const { review } = await act(ReviewPatterns.create, principal, {
      productId,
      orderId,
      rating: 4,
      text: 'Crisp and fresh',
      ...input,
    });
    return { principal, review };
  };
  const act = (pattern: string, principal: Principal, input: Record<string, unknown>) =>
    platform.client.command<ReviewResponse>(pattern, { principal, input });
  const sellerList = (principal: Principal, input: Record<string, unknown> = {}) =>
    platform.client.query<ReviewPageResponse>(ReviewPatterns.sellerList, { principal, input });

  beforeAll(async () => {
    service = await startServiceForTest('catalog', catalogWithFakeOrders);
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);
  beforeEach(async () => {
    owner = seller();
    productIds = await addProductsForSale(platform, 2, owner.id);
  });
  afterAll(() => service?.stop());

  it("lists the reviews of the seller's own products only, newest first, with each product's name", async () => {
    const older = await review(productIds[0], { title: 'Like home' });
    const newer = await review(productIds[1]);
    const [elsewhere] = await addProductsForSale(platform, 1);
    await review(elsewhere);
    const page = await sellerList(owner);
    expect(page).toMatchObject({ success: true, page: 1, pageSize: 10, total: 2 });
    expect(page.reviews.map((r) => r.id)).toEqual([newer.review.id, older.review.id]);
    expect(page.reviews[1]).toMatchObject({ productId: productIds[0], title: 'Like home' });
    // The fixture's ids are random, so which of the two is 'Snack 1' is too.
    expect(page.reviews.map((r) => r.productName).sort()).toEqual(['Snack 1', 'Snack 2']);
  });

  it('never lists a withdrawn review, and shows a hidden one with the reason', async () => {
    const withdrawn = await review(productIds[0]);
    await act(ReviewPatterns.withdraw, withdrawn.principal, { id: withdrawn.review.id });
    const hidden = await review(productIds[0]);
    await act(ReviewPatterns.moderate, admin, { id: hidden.review.id, status: 'hidden', reason: 'Abusive' });
    const page = await sellerList(owner);
    expect(page.total).toBe(1);
    expect(page.reviews).toEqual([
      expect.objectContaining({ id: hidden.review.id, status: 'hidden', hiddenReason: 'Abusive' }),
    ]);
  });

  it('shows the seller photos the admins have not approved yet', async () => {
    const { review: written } = await review(productIds[0]);
    await platform.db
      .drizzle(catalogTables)
      .update(reviews)
      .set({ photoKeys: ['review-photos/murukku.webp'] })
      .where(eq(reviews.id, written.id));
    const [listed] = (await sellerList(owner)).reviews;
    expect(listed.photos).toHaveLength(1);
    expect(listed.awaitingModeration).toBe(true);
  });

  it("keeps the unanswered ones with 'unanswered', and a reply takes a review out of it", async () => {
    const answered = await review(productIds[0]);
    const waiting = await review(productIds[1]);
    await act(ReviewPatterns.reply, owner, { id: answered.review.id, text: 'Thank you, Meena!' });
    const unanswered = await sellerList(owner, { filter: 'unanswered' });
    expect(unanswered.reviews.map((r) => r.id)).toEqual([waiting.review.id]);
    expect(unanswered.total).toBe(1);
    const all = await sellerList(owner, { filter: 'all' });
    expect(all.reviews.find((r) => r.id === answered.review.id)?.sellerReply).toBe('Thank you, Meena!');
  });

  it('pages the reviews ten at a time', async () => {
    for (let i = 0; i < 11; i += 1) await review(productIds[i % 2]);
    const first = await sellerList(owner);
    const second = await sellerList(owner, { page: '2' });
    expect(first.reviews).toHaveLength(10);
    expect(second).toMatchObject({ page: 2, total: 11 });
    expect(second.reviews).toHaveLength(1);
    expect(first.reviews.map((r) => r.id)).not.toContain(second.reviews[0].id);
  });

  it.each([
    ['a page of 0', { page: 0 }, 'page must be at least 1'],
    ['a page in words', { page: 'two' }, 'page must be a whole number'],
    ['an unknown filter', { filter: 'answered' }, "filter must be 'all' or 'unanswered'"],
  ])('refuses %s with a message naming the problem', async (_label, input, message) => {
    await expect(sellerList(owner, input)).rejects.toMatchObject({ kind: 'VALIDATION', message });
  });

  it('refuses the list to shoppers and admins', async () => {
    const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
    await expect(sellerList(shopper)).rejects.toMatchObject({
      kind: 'FORBIDDEN',
      message: 'This call needs a seller account',
    });
    await expect(sellerList(admin)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it("refuses another seller's reply and keeps the owner's first reply, with the photos the owner sees", async () => {
    const { review: written } = await review(productIds[0]);
    await expect(act(ReviewPatterns.reply, seller(), { id: written.id, text: 'Thanks' })).rejects.toMatchObject({
      kind: 'FORBIDDEN',
      message: 'Only the seller of this product can reply',
    });
    await platform.db
      .drizzle(catalogTables)
      .update(reviews)
      .set({ photoKeys: ['review-photos/murukku.webp'] })
      .where(eq(reviews.id, written.id));
    const replied = await act(ReviewPatterns.reply, owner, { id: written.id, text: 'Thank you!' });
    expect(replied.review.photos).toHaveLength(1);
    await expect(act(ReviewPatterns.reply, owner, { id: written.id, text: 'Again' })).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'This review already has a reply',
    });
    expect((await sellerList(owner)).reviews[0].sellerReply).toBe('Thank you!');
  });

  it('refuses a reply to a review the marketplace hid, and changes nothing', async () => {
    const { review: written } = await review(productIds[0]);
    await act(ReviewPatterns.moderate, admin, { id: written.id, status: 'hidden', reason: 'Not about the snack' });
    await expect(act(ReviewPatterns.reply, owner, { id: written.id, text: 'But why?' })).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'A review hidden by the marketplace cannot be answered',
    });
    expect((await sellerList(owner)).reviews[0]).toMatchObject({ status: 'hidden', sellerReply: null });
  });

  it('lets the seller report a review of its product, never hide it', async () => {
    const { review: written } = await review(productIds[0]);
    await expect(
      act(ReviewPatterns.moderate, owner, { id: written.id, status: 'hidden', reason: 'Unfair' }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    const reported = await act(ReviewPatterns.report, owner, { id: written.id });
    expect(reported.review).toMatchObject({ reported: true, status: 'published' });
    expect((await sellerList(owner)).reviews[0]).toMatchObject({ reported: true, awaitingModeration: true });
  });
});
