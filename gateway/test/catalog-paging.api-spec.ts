import type { FeaturedListResponse, ProductBrowseResponse, SellerProductListResponse } from '@thindi/contracts';
import { waitUntil } from '@thindi/platform/testing';
import { startStandalone, type TestApp } from './standalone-app';
import { registerSeller, uploadImage, type RegisteredSeller } from './seller-helpers';

/** Paged storefront, featured and seller lists over HTTP: order, anchors, bounds, counts, caching. */
let app: TestApp;
let seller: RegisteredSeller;
let image: string;
const ADMIN = { email: 'paging@thindi.in', password: 'Filter-Kaapi-42' };
const SWEETS = 9;
const SAVOURIES = 16;

const http = () => app.app.getHttpAdapter().getInstance();
const get = (url: string, headers: Record<string, string> = {}) =>
  http().inject({ method: 'GET', url, headers: { 'cache-control': 'no-cache', ...headers } });
const browse = async (query: string): Promise<ProductBrowseResponse> => (await get(`/api/products?${query}`)).json();

let made = 0;
/** A product of the seller; equal prices are on purpose, so only the id can order them. */
async function createProduct(over: Record<string, unknown> = {}): Promise<string> {
  const res = await http().inject({
    method: 'POST',
    url: '/api/products',
    headers: { authorization: `Bearer ${seller.token}` },
    payload: {
      name: `Paging Murukku ${++made}`,
      description: 'Crisp rice spirals.',
      price: 100,
      category: 'savory',
      weight: '200g',
      images: [image],
      stockQuantity: 5,
      ...over,
    },
  });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().product.id;
}

/** Reads every page of `query` in pages of `size`, anchored at the first page's asOf; `between` runs after each. */
async function readAllPages(query: string, size: number, between = async () => {}): Promise<string[]> {
  const first = await browse(`${query}&pageSize=${size}`);
  const ids = first.products.map((p) => p.id);
  for (let page = 2; page <= first.pagination.totalPages; page++) {
    await between();
    const next = await browse(`${query}&pageSize=${size}&page=${page}&asOf=${encodeURIComponent(first.asOf!)}`);
    ids.push(...next.products.map((p) => p.id));
  }
  return ids;
}

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
  });
  seller = await registerSeller(app, 'Paging Test Snacks');
  image = await uploadImage(app, seller.token);
  const toFeature: string[] = [];
  for (let i = 0; i < SAVOURIES; i++) {
    const id = await createProduct({ price: i % 2 ? 100 : 80 });
    if (i < 3) toFeature.push(id);
  }
  for (let i = 0; i < SWEETS; i++) await createProduct({ name: `Paging Laddu ${i}`, category: 'sweet', price: 100 });
  const login = await http().inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
  const auth = { authorization: `Bearer ${login.json().token}` };
  // Featuring is the admin's: a seller's `featured` is ignored.
  for (const id of toFeature) {
    const featured = await http().inject({
      method: 'PATCH',
      url: `/api/admin/products/${id}/featured`,
      headers: auth,
      payload: { featured: true },
    });
    if (featured.statusCode !== 200) throw new Error(`feature failed: ${featured.statusCode} ${featured.body}`);
  }
  await http().inject({ method: 'PATCH', url: `/api/admin/sellers/${seller.id}/approve`, headers: auth });
  await waitUntil(
    'the storefront lists every product made',
    async () => (await browse('')).pagination.total === SWEETS + SAVOURIES,
  );
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/products paging', () => {
  it('answers the first page of 48 with where it sits when no page is asked', async () => {
    const body = await browse('');
    expect(body.pagination).toEqual({ page: 1, pageSize: 48, total: SWEETS + SAVOURIES, totalPages: 1 });
    expect(body.products).toHaveLength(SWEETS + SAVOURIES);
    expect(body.asOf).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('pages in the default order cover every product once, in the order of one big page', async () => {
    const whole = (await browse('pageSize=100')).products.map((p) => p.id);
    expect(await readAllPages('', 4)).toEqual(whole);
  });

  it('leaves out products added between page reads when the later pages send the asOf back', async () => {
    const before = (await browse('sort=newest&pageSize=100')).products.map((p) => p.id);
    const added: string[] = [];
    const ids = await readAllPages('sort=newest', 5, async () => {
      added.push(await createProduct({ name: `Late Murukku ${added.length}` }));
    });
    expect(ids).toEqual(before);
    expect(ids.filter((id) => added.includes(id))).toEqual([]);
  });

  it('breaks ties of equal prices by id, so price pages neither repeat nor skip', async () => {
    const ids = await readAllPages('sort=price-asc', 3);
    const whole = await browse('sort=price-asc&pageSize=100');
    expect(ids).toEqual(whole.products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    const at100 = whole.products.filter((p) => p.price === 100).map((p) => p.id);
    expect(at100).toEqual([...at100].sort());
  });

  it('answers a page past the end with no products and the pagination that says so', async () => {
    const body = await browse('page=50&pageSize=10');
    expect(body.products).toEqual([]);
    expect(body.pagination).toEqual({
      page: 50,
      pageSize: 10,
      total: body.counts.all,
      totalPages: Math.ceil(body.counts.all / 10),
    });
  });

  it('counts the whole filtered set on the chips, not the page', async () => {
    const body = await browse('category=sweet&pageSize=2');
    expect(body.products).toHaveLength(2);
    expect(body.counts.sweet).toBe(SWEETS);
    expect(body.counts.all).toBeGreaterThan(SWEETS);
    expect(body.pagination).toMatchObject({ total: SWEETS, totalPages: Math.ceil(SWEETS / 2) });
  });

  it.each([
    ['page=0', 'page must be a whole number from 1'],
    ['page=x', 'page must be a whole number from 1'],
    ['pageSize=101', 'pageSize must be a whole number from 1 to 100'],
    ['pageSize=0', 'pageSize must be a whole number from 1 to 100'],
    ['asOf=yesterday', 'asOf must be a date and time (ISO 8601)'],
  ])('refuses %s with a 400 that names the problem', async (query, message) => {
    const res = await get(`/api/products?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
  });

  it('answers 304 to the ETag of a paged read', async () => {
    const url = '/api/products?page=2&pageSize=5&sort=price-desc';
    const first = await http().inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await http().inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const other = await http().inject({ method: 'GET', url: url.replace('page=2', 'page=3') });
    expect(other.headers.etag).not.toBe(etag);
  });
});

describe('GET /api/products/featured/list paging', () => {
  it('pages the featured products with their pagination', async () => {
    const body: FeaturedListResponse = (await get('/api/products/featured/list?pageSize=2')).json();
    expect(body.products).toHaveLength(2);
    expect(body.products.every((p) => p.featured)).toBe(true);
    expect(body.pagination).toEqual({ page: 1, pageSize: 2, total: 3, totalPages: 2 });
  });
});

describe('GET /api/products/seller/my-products paging', () => {
  const mine = async (query: string) =>
    get(`/api/products/seller/my-products?${query}`, { authorization: `Bearer ${seller.token}` });

  it('pages the seller’s own products newest first', async () => {
    const whole: SellerProductListResponse = (await mine('pageSize=100')).json();
    const second: SellerProductListResponse = (await mine('pageSize=4&page=2')).json();
    expect(second.products.map((p) => p.id)).toEqual(whole.products.slice(4, 8).map((p) => p.id));
    expect(second.pagination).toMatchObject({ page: 2, pageSize: 4, total: whole.products.length });
  });

  it('finds the seller’s products by any part of the name, in any case', async () => {
    const body: SellerProductListResponse = (await mine('search=LADD')).json();
    expect(body.products).toHaveLength(SWEETS);
    expect(body.products.every((p) => p.name.startsWith('Paging Laddu'))).toBe(true);
    expect(body.pagination.total).toBe(SWEETS);
  });

  it('refuses a bad page size with a 400', async () => {
    const res = await mine('pageSize=500');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('pageSize must be a whole number from 1 to 100');
  });
});

describe('GET /api/files/product-images/...', () => {
  it('lets browsers keep a product image for a year: its key never names another image', async () => {
    const res = await http().inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
