import {
  foodFactsSchema,
  publicSellerResponseSchema,
  publicSellerSchema,
  type FoodFactsInput,
  type Product,
  type SellerProduct,
} from '@thindi/contracts';
import { waitUntil, waitUntilFound } from '@thindi/platform/testing';
import { startStandalone, type TestApp } from './standalone-app';
import { registerSeller, uploadImage } from './seller-helpers';

/** Food facts over HTTP (decision 035): saved with a product, answered with it, and the public seller page. */
let app: TestApp;
const ADMIN = { email: 'facts-admin@thindi.in', password: 'Filter-Kaapi-42' };

interface Answer {
  status: number;
  body: {
    success: boolean;
    message?: string;
    token?: string;
    product: SellerProduct & Product;
    products: Product[];
    seller: Record<string, unknown>;
  };
}

const http = () => app.app.getHttpAdapter().getInstance();
async function call(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const res = await http().inject({
    method: method as 'GET',
    url,
    payload: body === undefined ? undefined : JSON.stringify(body),
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

const FULL: FoodFactsInput = {
  diet: 'veg',
  allergens: ['milk', 'sesame'],
  shelfLifeDays: 60,
  storage: 'Store in a cool, dry place',
  countryOfOrigin: 'India',
  manufacturer: { name: 'Facts Test Snacks', address: '12 Car Street, Madurai 625001' },
};

let seller: { id: string; token: string; image: string };
/** The product body as the README documents it today, without `food`. */
const readmeBody = (over: Record<string, unknown> = {}) => ({
  name: 'Facts Murukku',
  description: 'Crisp rice spirals with sesame.',
  price: 120,
  originalPrice: 150,
  category: 'savory',
  ingredients: ['rice flour', 'sesame'],
  weight: '200g',
  images: [seller.image],
  stockQuantity: 10,
  ...over,
});

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
  });
  const registered = await registerSeller(app, 'Facts Test Snacks', 'Meena');
  seller = { id: registered.id, token: registered.token, image: await uploadImage(app, registered.token) };
  const adminToken = (await call('POST', '/api/admin/login', undefined, ADMIN)).body.token!;
  const approved = await call('PATCH', `/api/admin/sellers/${seller.id}/approve`, adminToken);
  if (approved.status !== 200) throw new Error(`approval: ${approved.status} ${JSON.stringify(approved.body)}`);
}, 300_000);
afterAll(() => app?.stop());

describe('a seller saves a product’s food facts', () => {
  it('saves today’s README body without food, answering undeclared facts and when they are due', async () => {
    const res = await call('POST', '/api/products', seller.token, readmeBody({ name: 'Plain Murukku' }));
    expect(res.status).toBe(201);
    expect(res.body.product.food).toEqual({
      diet: null,
      allergens: null,
      nutritionPer100g: null,
      shelfLifeDays: null,
      storage: null,
      countryOfOrigin: null,
      manufacturer: null,
    });
    expect(res.body.product.foodFacts).toMatchObject({ complete: false, held: false, dueAt: expect.any(String) });
  });

  it('saves them with POST and changes a part with PUT, the rest kept', async () => {
    const created = await call('POST', '/api/products', seller.token, readmeBody({ food: FULL }));
    expect(created.status).toBe(201);
    expect(created.body.product.food).toMatchObject(FULL);
    expect(created.body.product.foodFacts).toEqual({ complete: true, missing: [], dueAt: null, held: false });
    const { id } = created.body.product;
    const updated = await call('PUT', `/api/products/${id}`, seller.token, readmeBody({ food: { shelfLifeDays: 45 } }));
    expect(updated.status).toBe(200);
    expect(updated.body.product.food).toMatchObject({ ...FULL, shelfLifeDays: 45 });
  });

  it('refuses an unknown allergen with a 400 naming the field, and a veg mark beside egg', async () => {
    const bad = await call('POST', '/api/products', seller.token, readmeBody({ food: { allergens: ['peanuts'] } }));
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('food.allergens may hold only');
    const egg = await call(
      'POST',
      '/api/products',
      seller.token,
      readmeBody({ food: { diet: 'veg', allergens: ['egg'] } }),
    );
    expect(egg).toMatchObject({ status: 400, body: { message: expect.stringContaining('cannot carry the veg mark') } });
  });
});

describe('the storefront answers them', () => {
  it('answers food and the seller block on GET /api/products/:id', async () => {
    const created = await call(
      'POST',
      '/api/products',
      seller.token,
      readmeBody({ name: 'Shown Murukku', food: FULL }),
    );
    const { id } = created.body.product;
    await waitUntil(
      'the product is on the storefront',
      async () => (await call('GET', `/api/products/${id}`)).status === 200,
    );
    const { product } = (await call('GET', `/api/products/${id}`)).body;
    expect(foodFactsSchema.parse(product.food)).toMatchObject(FULL);
    expect(publicSellerSchema.strict().parse(product.seller)).toMatchObject({
      id: seller.id,
      businessName: 'Facts Test Snacks',
      rating: null,
    });
  });

  it('answers the seller’s public page, and 404 with a sentence for an id that is no seller', async () => {
    // The catalog learns of the approval from the seller service's event.
    const page = await waitUntilFound('the approved seller has a public page', async () => {
      const answer = await call('GET', `/api/sellers/${seller.id}/public`);
      return answer.status === 200 ? answer : undefined;
    });
    const { seller: body } = publicSellerResponseSchema.parse(page.body);
    expect(body).toMatchObject({ id: seller.id, businessName: 'Facts Test Snacks' });
    expect(body.productCount).toBeGreaterThanOrEqual(1);
    for (const id of ['6b0f5c4e-0000-4000-8000-000000000000', 'not-a-uuid'])
      expect(await call('GET', `/api/sellers/${id}/public`)).toMatchObject({
        status: 404,
        body: { success: false, message: 'This seller is not selling on Thindi' },
      });
  });

  it('leaves the other /api/sellers routes to their owners', async () => {
    expect((await call('GET', '/api/sellers/me')).status).toBe(401);
    expect((await call('GET', '/api/sellers/me', seller.token)).body).toMatchObject({ success: true });
  });
});
