import { DEMO_SELLERS, type ReviewPageResponse, type ReviewResponse } from '@thindi/contracts';
import { address, demoSellerTokens, newCustomer, productsOf, send, setStock, type DemoProduct } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
let seller: string;
let otherSeller: string;
let shopper: { token: string };
let product: DemoProduct;
let reviewId = '';

const json = <T>(method: string, url: string, token?: string, body?: unknown) =>
  send(app, method, url, token, body) as unknown as Promise<{ status: number; body: T & { message?: string } }>;
const sellerReviews = (token: string | undefined, query = '') =>
  json<ReviewPageResponse>('GET', `/api/sellers/reviews${query}`, token);

/** A delivered order of the first demo seller's product, reviewed by its shopper. */
beforeAll(async () => {
  app = await startStandalone({ RATE_LIMIT_EMAIL_PER_MINUTE: '1000', RATE_LIMIT_ADDRESS_PER_MINUTE: '10000' });
  [seller, otherSeller] = await demoSellerTokens(app);
  [product] = await productsOf(app, DEMO_SELLERS[0].id);
  await setStock(app, product.id, 100);
  shopper = await newCustomer(app);
  const placed = await send(app, 'POST', '/api/orders', shopper.token, {
    items: [{ productId: product.id, quantity: 1 }],
    shippingAddress: address,
    paymentMethod: 'cod',
  });
  expect(placed.status).toBe(201);
  const orderId = placed.body.order.id;
  for (const status of ['shipped', 'delivered']) {
    expect((await send(app, 'PATCH', `/api/orders/${orderId}/status`, seller, { status })).status).toBe(200);
  }
  const written = await json<ReviewResponse>('POST', `/api/products/${product.id}/reviews`, shopper.token, {
    orderId,
    rating: 3,
    text: 'Good, but a little too salty.',
  });
  expect(written.status).toBe(201);
  reviewId = written.body.review.id;
}, 300_000);
afterAll(() => app?.stop());

describe("the seller's reviews over the API", () => {
  it("shows the seller the reviews of its own products with the product's name, and no other seller", async () => {
    const own = await sellerReviews(seller);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ success: true, page: 1, pageSize: 10 });
    expect(own.body.reviews.find((r) => r.id === reviewId)).toMatchObject({ productName: product.name, rating: 3 });
    const other = await sellerReviews(otherSeller);
    expect(other.status).toBe(200);
    expect(other.body.reviews.map((r) => r.id)).not.toContain(reviewId);
  });

  it("takes an answered review out of 'unanswered'", async () => {
    const unanswered = `?filter=unanswered&page=1`;
    expect((await sellerReviews(seller, unanswered)).body.reviews.map((r) => r.id)).toContain(reviewId);
    const reply = await json('POST', `/api/reviews/${reviewId}/reply`, seller, { text: 'Thank you, Meena!' });
    expect(reply.status).toBe(200);
    expect((await sellerReviews(seller, unanswered)).body.reviews.map((r) => r.id)).not.toContain(reviewId);
  });

  it('refuses shoppers and visitors', async () => {
    const asShopper = await sellerReviews(shopper.token);
    expect(asShopper.status).toBe(403);
    expect((await sellerReviews(undefined)).status).toBe(401);
  });

  it.each([
    ['a page of 0', '?page=0', 'page must be at least 1'],
    ['a page in words', '?page=two', 'page must be a whole number'],
    ['an unknown filter', '?filter=answered', "filter must be 'all' or 'unanswered'"],
  ])('answers %s with 400 naming the problem', async (_label, query, message) => {
    const bad = await sellerReviews(seller, query);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(message);
  });
});
