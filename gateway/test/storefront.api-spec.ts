import { productImageThumbnailUrl, type Product } from '@thindi/contracts';
import sharp from 'sharp';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
const inject = (url: string, headers: Record<string, string> = {}) =>
  app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
const products = async (query = ''): Promise<Product[]> => (await inject(`/api/products${query}`)).json().products;

beforeAll(async () => {
  app = await startStandalone();
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/products', () => {
  it('lists the seeded demo catalogue: at least 24 products in all four categories', async () => {
    const res = await inject('/api/products');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThanOrEqual(24);
    const categories = new Set(body.products.map((p: Product) => p.category));
    expect([...categories].sort()).toEqual(['savory', 'spicy', 'sweet', 'traditional']);
  });

  it('sends prices in rupees with the fields of a product', async () => {
    const [first] = await products();
    expect(first).toEqual(
      expect.objectContaining({
        _id: first.id,
        name: expect.any(String),
        price: expect.any(Number),
        images: expect.arrayContaining([expect.stringMatching(/^\/api\/files\/product-images\//)]),
        description: expect.any(String),
        ingredients: expect.any(Array),
        weight: expect.stringMatching(/\d+\s?(g|kg)/),
        inStock: expect.any(Boolean),
        featured: expect.any(Boolean),
        rating: null,
      }),
    );
    expect(Number.isInteger(Math.round(first.price * 100))).toBe(true);
  });

  it('has products with an original price above the price, and out-of-stock ones marked so', async () => {
    const all = await products();
    expect(all.some((p) => p.originalPrice !== null && p.originalPrice > p.price)).toBe(true);
    expect(all.filter((p) => !p.inStock).every((p) => p.stockQuantity === 0)).toBe(true);
  });

  it('filters by category, and treats "all" as no filter', async () => {
    const sweets = await products('?category=sweet');
    expect(sweets.length).toBeGreaterThan(0);
    expect(sweets.every((p) => p.category === 'sweet')).toBe(true);
    expect((await products('?category=all')).length).toBe((await products()).length);
  });

  it('finds products by full-text search over name and ingredients', async () => {
    expect((await products('?search=murukku')).some((p) => /murukku/i.test(p.name))).toBe(true);
    const ghee = await products('?search=ghee');
    expect(ghee.length).toBeGreaterThan(0);
    expect(ghee.every((p) => /ghee/i.test(`${p.name} ${p.ingredients.join(' ')} ${p.description}`))).toBe(true);
  });

  it('still finds a product when the search has a one-letter typo', async () => {
    expect((await products('?search=murkku')).some((p) => /murukku/i.test(p.name))).toBe(true);
    expect((await products('?search=mysore%20paak')).some((p) => /mysore pak/i.test(p.name))).toBe(true);
  });

  it('combines search and category', async () => {
    const result = await products('?search=chips&category=savory');
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((p) => p.category === 'savory')).toBe(true);
  });

  it('answers an empty list, not an error, when nothing matches', async () => {
    const res = await inject('/api/products?search=pizza%20margherita');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, products: [], counts: { all: 0 } });
  });

  it('refuses an unknown category with a 400 that names the field', async () => {
    const res = await inject('/api/products?category=pizza');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: expect.stringContaining('category'),
      code: 'REQUEST.INVALID',
    });
  });

  it('refuses an over-long search with a 400', async () => {
    const res = await inject(`/api/products?search=${'a'.repeat(101)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('search');
  });

  it('supports conditional requests: an unchanged list answers 304 to its ETag', async () => {
    const first = await inject('/api/products');
    expect(first.headers.etag).toBeDefined();
    expect(first.headers['cache-control']).toContain('must-revalidate');
    const again = await inject('/api/products', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('compresses the list for clients that accept gzip', async () => {
    const res = await inject('/api/products', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /api/products/:id', () => {
  it('answers one product', async () => {
    const [first] = await products();
    const res = await inject(`/api/products/${first.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, product: expect.objectContaining({ id: first.id, name: first.name }) });
  });

  it('answers 404 with success false for an unknown id', async () => {
    const res = await inject('/api/products/00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Product not found', code: 'CATALOG.PRODUCT_NOT_FOUND' });
  });

  it('answers 404, not 500, for an id that is not a product id at all', async () => {
    for (const id of ['abc', '64f1c2e5a1b2c3d4e5f6a7b8', "1'%20OR%20'1'='1"]) {
      const res = await inject(`/api/products/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('GET /api/products/featured/list', () => {
  it('lists only featured products', async () => {
    const res = await inject('/api/products/featured/list');
    expect(res.statusCode).toBe(200);
    const featured: Product[] = res.json().products;
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.featured)).toBe(true);
  });
});

describe('product images', () => {
  it('serves the generated WebP images with a cache header', async () => {
    const [first] = await products();
    const res = await inject(first.images[0]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
  });

  it("keeps the 400 px rendition beside each demo image, for the grid's srcset", async () => {
    const [first] = await products();
    const thumb = productImageThumbnailUrl(first.images[0])!;
    const res = await inject(thumb);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
  });

  it('serves nothing outside the public image folder', async () => {
    for (const url of [
      '/api/files/seller-documents/aadhar/x.pdf',
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/product-images/../../.lock',
    ]) {
      const res = await inject(url);
      expect(res.statusCode).toBe(404);
    }
  });
});
