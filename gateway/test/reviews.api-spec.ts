import {
  DEMO_SELLERS,
  type AdminAuditResponse,
  type OrderReviewsResponse,
  type ProductResponse,
  type ReviewListResponse,
  type ReviewPageResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { waitForMail } from './accounts-helpers';
import { address, demoSellerTokens, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

const ADMIN = { email: 'reviews-admin@example.in', password: 'Admin@12345' };
let app: TestApp;
let seller: string;
let otherSeller: string;
let shopper: { token: string; email: string };
let stranger: { token: string };
let product: DemoProduct;
let orderId = '';
let countBefore = 0;

const json = <T>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<{ status: number; body: T & { message?: string } }>;

beforeAll(async () => {
  app = await startStandalone({
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '10000',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  [seller, otherSeller] = await demoSellerTokens(app);
  [product] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, product.id, 100);
  shopper = await newCustomer(app);
  stranger = await newCustomer(app, 'Kavya');
  const placed = await send(app, 'POST', '/api/orders', shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  expect(placed.status).toBe(201);
  orderId = placed.body.order.id;
}, 300_000);
afterAll(() => app?.stop());

describe('verified-purchase reviews over the API', () => {
  let reviewId = '';
  const review = (token: string, body: Record<string, unknown> = {}) =>
    json<ReviewResponse>('POST', `/api/products/${product.id}/reviews`, token, {
      orderId,
      rating: 4,
      title: 'Just like home',
      text: 'Crisp, and not too oily.',
      ...body,
    });

  it('refuses a review before the order is delivered', async () => {
    const early = await review(shopper.token);
    expect(early.status).toBe(403);
    expect(early.body.message).toBe('You can review a product after it has been delivered to you');
  });

  it("takes the delivered shopper's review, and the product shows its rating", async () => {
    for (const status of ['shipped', 'delivered']) {
      expect((await send(app, 'PATCH', `/api/orders/${orderId}/status`, seller, { status })).status).toBe(200);
    }
    const before = (await json<ProductResponse>('GET', `/api/products/${product.id}`)).body.product.rating;
    countBefore = before?.count ?? 0;
    const written = await review(shopper.token);
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({ rating: 4, reviewerName: 'Meena I.', verifiedPurchase: true });
    reviewId = written.body.review.id;
    const shown = await json<ProductResponse>('GET', `/api/products/${product.id}`);
    // The demo catalogue may come with ratings of its own: one more is counted.
    expect(shown.body.product.rating).toEqual({ count: countBefore + 1, average: expect.any(Number) });
    const listed = await json<ReviewListResponse>('GET', `/api/products/${product.id}/reviews?sort=newest&page=1`);
    expect(listed.status).toBe(200);
    expect(listed.body.reviews.map((r) => r.id)).toContain(reviewId);
    expect(listed.body.summary.distribution[4]).toBeGreaterThanOrEqual(1);
  });

  it("answers the shopper's own reviews of the order on /orders, and none to anyone else", async () => {
    const own = await json<OrderReviewsResponse>('GET', `/api/orders/${orderId}/reviews`, shopper.token);
    expect(own.status).toBe(200);
    expect(own.body.reviews.map((r) => r.id)).toEqual([reviewId]);
    const other = await json<OrderReviewsResponse>('GET', `/api/orders/${orderId}/reviews`, stranger.token);
    expect(other.body.reviews).toEqual([]);
    expect((await json('GET', `/api/orders/${orderId}/reviews`)).status).toBe(401);
    expect((await json('GET', `/api/orders/not-an-id/reviews`, shopper.token)).status).toBe(400);
  });

  it("refuses someone else's order with 403 and a second review of the line with 409", async () => {
    expect((await review(stranger.token)).status).toBe(403);
    const again = await review(shopper.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You have already reviewed this product for this order');
  });

  it('answers a bad rating with 400 naming the limit', async () => {
    const bad = await review(shopper.token, { rating: 7 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('rating must be a whole number from 1 to 5');
  });

  it('counts a helpful vote once', async () => {
    const voted = await json<ReviewResponse>('POST', `/api/reviews/${reviewId}/helpful`, stranger.token);
    expect(voted.status).toBe(200);
    expect(voted.body.review.helpfulCount).toBe(1);
    expect((await json('POST', `/api/reviews/${reviewId}/helpful`, stranger.token)).status).toBe(409);
    expect((await json('POST', `/api/reviews/${reviewId}/helpful`, shopper.token)).status).toBe(403);
  });

  it("lets the product's seller reply once, and no other seller", async () => {
    const reply = { text: 'Thank you, Meena!' };
    expect((await json('POST', `/api/reviews/${reviewId}/reply`, otherSeller, reply)).status).toBe(403);
    const replied = await json<ReviewResponse>('POST', `/api/reviews/${reviewId}/reply`, seller, reply);
    expect(replied.status).toBe(200);
    expect(replied.body.review.sellerReply).toBe('Thank you, Meena!');
    expect((await json('POST', `/api/reviews/${reviewId}/reply`, seller, reply)).status).toBe(409);
  });

  describe("the admin's Reviews tab", () => {
    let adminToken = '';
    const queue = async (filter = 'waiting') => {
      const page = await json<ReviewPageResponse>('GET', `/api/admin/reviews?filter=${filter}&page=1`, adminToken);
      expect(page.status).toBe(200);
      return page.body.reviews;
    };
    const decide = (body: Record<string, unknown>, token = adminToken) =>
      json<ReviewResponse>('PATCH', `/api/admin/reviews/${reviewId}`, token, body);

    beforeAll(async () => {
      const login = await send(app, 'POST', '/api/admin/login', undefined, ADMIN);
      adminToken = (login.body as unknown as { token: string }).token;
    });

    it('shows a reported review with its product, and approving it takes it out of the queue', async () => {
      expect((await json('POST', `/api/reviews/${reviewId}/report`, stranger.token)).status).toBe(200);
      expect((await queue()).find((r) => r.id === reviewId)).toMatchObject({
        productName: product.name,
        reported: true,
        awaitingModeration: true,
      });
      const approved = await decide({ status: 'published' });
      expect(approved.status).toBe(200);
      expect(approved.body.review).toMatchObject({ status: 'published', reported: false, awaitingModeration: false });
      expect((await queue()).map((r) => r.id)).not.toContain(reviewId);
    });

    it('refuses the tab to a shopper and a seller, and a filter it does not know', async () => {
      expect((await json('GET', '/api/admin/reviews', shopper.token)).status).toBe(403);
      expect((await decide({ status: 'hidden', reason: 'Spam' }, seller)).status).toBe(403);
      const bad = await json('GET', '/api/admin/reviews?filter=reported', adminToken);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toContain('filter');
      const noReason = await decide({ status: 'hidden' });
      expect(noReason.status).toBe(400);
      expect(noReason.body.message).toBe('reason is required to hide a review');
    });

    it('hides a review with a reason: out of the rating and the list, and its author is mailed why', async () => {
      const hidden = await decide({ status: 'hidden', reason: 'Shares a phone number' });
      expect(hidden.status).toBe(200);
      expect(hidden.body.review).toMatchObject({ status: 'hidden', hiddenReason: 'Shares a phone number' });
      const shown = await json<ProductResponse>('GET', `/api/products/${product.id}`);
      expect(shown.body.product.rating?.count ?? 0).toBe(countBefore);
      const listed = await json<ReviewListResponse>('GET', `/api/products/${product.id}/reviews`);
      expect(listed.body.reviews.map((r) => r.id)).not.toContain(reviewId);
      expect((await queue('hidden')).map((r) => r.id)).toContain(reviewId);
      const mail = await waitForMail(app.dataDir, shopper.email, /^Your review of .+ was hidden$/);
      expect(mail.subject).toBe(`Your review of ${product.name} was hidden`);
      expect(mail.text).toContain('Shares a phone number');
    });

    it('keeps both decisions in the audit log, the hide with its reason', async () => {
      const audit = async (action: string) =>
        (await json<AdminAuditResponse>('GET', `/api/admin/audit-log?action=${action}`, adminToken)).body.entries;
      expect(await audit('review.approve')).toEqual([
        expect.objectContaining({ targetType: 'review', targetId: reviewId }),
      ]);
      expect(await audit('review.hide')).toEqual([
        expect.objectContaining({ targetType: 'review', targetId: reviewId, reason: 'Shares a phone number' }),
      ]);
    });
  });
});
