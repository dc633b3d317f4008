import {
  PRODUCT_CHANGED_MESSAGE,
  SellerEvents,
  type CategoryCounts,
  type Product,
  type SellerProduct,
} from '@thindi/contracts';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import sharp from 'sharp';
import { startStandalone, type TestApp } from './standalone-app';
import { address, newCustomer, send } from './orders-helpers';
import { multipart, registerSeller } from './seller-helpers';

/** The seller catalogue over HTTP: own products, validation, visibility by seller state, search, stats, approval. */
let app: TestApp;
let png: Buffer;
const ADMIN = { email: 'boss@thindi.in', password: 'Filter-Kaapi-42' };

interface Seller {
  id: string;
  token: string;
  images: string[];
}
/** The fields the calls of this file answer with; each call fills some of them. */
interface AnswerBody {
  success: boolean;
  message?: string;
  token?: string;
  product: SellerProduct;
  products: SellerProduct[];
  counts: CategoryCounts;
  priceRange: { min: number; max: number };
  seller: { id: string; isVerified: boolean; isActive: boolean };
  stats: Record<string, unknown>;
  /** An import job's. */
  status: string;
}
interface Answer {
  status: number;
  body: AnswerBody;
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

/** A registered (pending) seller with two uploaded product images. */
async function newSeller(businessName: string): Promise<Seller> {
  const reg = await registerSeller(app, businessName, 'Ravi');
  const images = [1, 2].map((i) => ({ field: 'images', name: `p${i}.png`, type: 'image/png', bytes: png }));
  const up = await multipart({}, images);
  const res = await http().inject({
    method: 'POST',
    url: '/api/upload/images',
    payload: up.payload,
    headers: { ...up.headers, authorization: `Bearer ${reg.token}` },
  });
  return { id: reg.id, token: reg.token, images: res.json().files.map((f: { url: string }) => f.url) };
}

const form = (seller: Seller, over: Record<string, unknown> = {}) => ({
  name: 'Ribbon Pakoda',
  description: 'Crisp ribbons of rice and gram flour.',
  price: 120,
  originalPrice: 150,
  category: 'savory',
  ingredients: ['rice flour', '', 'gram flour'],
  weight: '200g',
  images: [seller.images[0]],
  inStock: true,
  stockQuantity: 10,
  featured: false,
  ...over,
});

const create = async (seller: Seller, over: Record<string, unknown> = {}) =>
  call('POST', '/api/products', seller.token, form(seller, over));
const storefront = async (query = ''): Promise<Product[]> => (await call('GET', `/api/products${query}`)).body.products;
const storefrontNames = async (query = '') => (await storefront(query)).map((p) => p.name);
const mine = async (seller: Seller): Promise<SellerProduct[]> =>
  (await call('GET', '/api/products/seller/my-products', seller.token)).body.products;

let adminToken: string;
let amma: Seller;
let ravi: Seller;

beforeAll(async () => {
  app = await startStandalone({
    SEED_DEMO: 'false',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_ADDRESS_PER_MINUTE: '1000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '1000',
  });
  png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  adminToken = (await call('POST', '/api/admin/login', undefined, ADMIN)).body.token!;
  amma = await newSeller('Amma Test Snacks');
  ravi = await newSeller('Ravi Test Sweets');
}, 300_000);
afterAll(() => app?.stop());

describe('a seller adds, edits and deletes its own products', () => {
  it('saves a product of a pending seller: shown in my-products, hidden from the storefront', async () => {
    const res = await create(amma, { name: 'Pending Pakoda' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Product saved successfully',
      product: {
        name: 'Pending Pakoda',
        price: 120,
        originalPrice: 150,
        isActive: true,
        inStock: true,
        stockQuantity: 10,
      },
    });
    expect(res.body.product.ingredients).toEqual(['rice flour', 'gram flour']);
    expect(res.body.product.sellerId).toMatchObject({ id: amma.id, businessName: 'Amma Test Snacks' });
    expect((await mine(amma)).map((p) => p.name)).toContain('Pending Pakoda');
    expect(await storefrontNames()).not.toContain('Pending Pakoda');
    expect((await call('GET', `/api/products/${res.body.product.id}`)).status).toBe(404);
  });

  it('marks a product with no stock out of stock whatever the client sends, and defaults the stock to 0', async () => {
    const zero = await create(amma, { name: 'No Stock Chakli', inStock: true, stockQuantity: 0 });
    expect(zero.body.product).toMatchObject({ inStock: false, stockQuantity: 0 });
    const { stockQuantity: _omit, ...withoutStock } = form(amma, { name: 'Default Stock Chakli' });
    const res = await call('POST', '/api/products', amma.token, withoutStock);
    expect(res.body.product).toMatchObject({ inStock: false, stockQuantity: 0 });
  });

  it('needs a seller token', async () => {
    expect((await call('POST', '/api/products', undefined, form(amma))).status).toBe(401);
    expect((await call('GET', '/api/products/seller/my-products')).status).toBe(401);
    expect((await call('POST', '/api/products', adminToken, form(amma))).status).toBe(403);
  });
});

describe("featuring is the admin's", () => {
  it("takes a seller's featured flag without error and features nothing, on create and on update", async () => {
    const created = await create(amma, { name: 'Self Featured Seedai', featured: true });
    expect(created).toMatchObject({ status: 201, body: { product: { featured: false } } });
    const { id } = created.body.product;
    const updated = await call('PUT', `/api/products/${id}`, amma.token, form(amma, { featured: true }));
    expect(updated).toMatchObject({ status: 200, body: { product: { featured: false } } });
  });

  it('refuses a price of ₹0 on update too, changing nothing', async () => {
    const { id } = (await create(amma, { name: 'Priced Seedai' })).body.product;
    const updated = await call('PUT', `/api/products/${id}`, amma.token, form(amma, { price: 0, originalPrice: 1 }));
    expect(updated).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Price must be at least ₹1') },
    });
    const [mineNow] = (await mine(amma)).filter((p) => p.id === id);
    expect(mineNow.price).toBe(120);
  });
});

describe('validation of the product form', () => {
  const NOT_OURS = (i: number) => `images[${i}] must be an image uploaded to this shop`;
  const cases: [string, (s: Seller) => Record<string, unknown>, string | RegExp][] = [
    ['a missing name', () => ({ name: '' }), 'Please fill in all required fields'],
    ['a missing description', () => ({ description: undefined }), 'Please fill in all required fields'],
    ['a missing price', () => ({ price: '' }), 'Please fill in all required fields'],
    ['a missing weight', () => ({ weight: '  ' }), 'Please fill in all required fields'],
    ['no image', () => ({ images: [] }), 'Please upload at least one product image'],
    ['six images', (s) => ({ images: [...s.images, ...s.images, ...s.images] }), 'You can upload at most 5 images'],
    ['an image never uploaded', () => ({ images: ['/api/files/product-images/nope.webp'] }), NOT_OURS(0)],
    ['another seller’s image', (s) => ({ images: [s.images[0], ravi.images[0]] }), NOT_OURS(1)],
    ['an own image on another host', (s) => ({ images: [`https://attacker.example${s.images[0]}`] }), NOT_OURS(0)],
    ['an own image on another path', (s) => ({ images: [s.images[0].replace('/api/files/', '/api/x/')] }), NOT_OURS(0)],
    ['a negative price', () => ({ price: -1 }), 'Price must be at least ₹1'],
    ['a price of ₹0', () => ({ price: 0 }), 'Price must be at least ₹1'],
    ['a price below ₹1', () => ({ price: '0.50', originalPrice: undefined }), 'Price must be at least ₹1'],
    ['a price with three decimals', () => ({ price: 1.234 }), 'price must have at most 2 decimals'],
    ['a price that is not a number', () => ({ price: 'ten' }), 'price must be a number'],
    ['a negative original price', () => ({ originalPrice: -5 }), 'originalPrice must be at least 0'],
    ['an original price below the price', () => ({ originalPrice: 100 }), 'originalPrice must be above price'],
    ['a fractional stock', () => ({ stockQuantity: 1.5 }), 'stockQuantity must be a whole number'],
    ['a negative stock', () => ({ stockQuantity: -1 }), 'stockQuantity must be at least 0'],
    [
      'an unknown category',
      () => ({ category: 'pizza' }),
      'category must be one of: savory, sweet, spicy, traditional',
    ],
  ];

  it.each(cases)('refuses %s with its message and saves nothing', async (_name, over, message) => {
    const before = (await mine(amma)).length;
    const res = await create(amma, over(amma));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(message);
    expect((await mine(amma)).length).toBe(before);
  });
});

describe('product images', () => {
  it('takes an own image as its key or its file URL and answers URLs of the file route', async () => {
    const key = amma.images[1].replace('/api/files/', '');
    const res = await create(amma, { name: 'Keyed Pakoda', images: [key, amma.images[0]] });
    expect(res.status).toBe(201);
    expect(res.body.product.images).toEqual([amma.images[1], amma.images[0]]);
    const shown = await call('GET', `/api/products/seller/my-products/${res.body.product.id}`, amma.token);
    expect([shown.status, shown.body.product?.images]).toEqual([200, [amma.images[1], amma.images[0]]]);
  });
});

describe('ownership', () => {
  it("refuses another seller's product for editing, update and delete, and changes nothing", async () => {
    const { product } = (await create(amma, { name: 'Amma Only Murukku' })).body;
    const read = await call('GET', `/api/products/seller/my-products/${product.id}`, ravi.token);
    expect(read.status).toBe(403);
    const put = await call('PUT', `/api/products/${product.id}`, ravi.token, form(ravi, { price: 1 }));
    expect(put).toMatchObject({
      status: 403,
      body: { success: false, message: 'You can only change your own products', code: 'CATALOG.NOT_PRODUCT_OWNER' },
    });
    const del = await call('DELETE', `/api/products/${product.id}`, ravi.token);
    expect(del).toMatchObject({ status: 403, body: { message: 'You can only change your own products' } });
    const own = await call('GET', `/api/products/seller/my-products/${product.id}`, amma.token);
    expect(own.body.product).toMatchObject({ name: 'Amma Only Murukku', price: 120 });
    expect(
      (await call('PUT', '/api/products/6b0f5c4e-0000-4000-8000-000000000000', amma.token, form(amma))).status,
    ).toBe(404);
  });
});

describe('approval and the storefront', () => {
  it('refuses approval without an admin token', async () => {
    expect((await call('PATCH', `/api/admin/sellers/${amma.id}/approve`)).status).toBe(401);
    expect((await call('PATCH', `/api/admin/sellers/${amma.id}/approve`, amma.token)).status).toBe(403);
    expect((await call('PATCH', `/api/admin/sellers/${amma.id}/reject`, amma.token, { reason: 'x' })).status).toBe(403);
  });

  it('answers 404 for an unknown seller and 400 for a rejection without a reason', async () => {
    const unknown = await call('PATCH', '/api/admin/sellers/6b0f5c4e-0000-4000-8000-000000000000/approve', adminToken);
    expect(unknown.status).toBe(404);
    const noReason = await call('PATCH', `/api/admin/sellers/${ravi.id}/reject`, adminToken, { reason: '  ' });
    expect(noReason).toMatchObject({ status: 400, body: { message: 'Please provide a reason for rejection' } });
  });

  it('shows an approved seller’s products in the storefront, detail included', async () => {
    const res = await call('PATCH', `/api/admin/sellers/${amma.id}/approve`, adminToken);
    expect(res).toMatchObject({ status: 200, body: { success: true, seller: { id: amma.id, isVerified: true } } });
    await waitUntil("the approved seller's product is in the storefront", async () =>
      (await storefrontNames()).includes('Pending Pakoda'),
    );
    const product = (await mine(amma)).find((p) => p.name === 'Pending Pakoda')!;
    expect((await call('GET', `/api/products/${product.id}`)).status).toBe(200);
  });

  it('hides a rejected seller’s products again', async () => {
    await create(ravi, { name: 'Ravi Rava Laddu', category: 'sweet' });
    await call('PATCH', `/api/admin/sellers/${ravi.id}/approve`, adminToken);
    await waitUntil('the product is in the storefront', async () =>
      (await storefrontNames()).includes('Ravi Rava Laddu'),
    );
    const res = await call('PATCH', `/api/admin/sellers/${ravi.id}/reject`, adminToken, { reason: 'PAN unreadable' });
    expect(res).toMatchObject({ status: 200, body: { success: true, seller: { isVerified: false, isActive: false } } });
    await waitUntil(
      'the product leaves the storefront',
      async () => !(await storefrontNames()).includes('Ravi Rava Laddu'),
    );
    const kept = await call('GET', `/api/admin/products?search=Ravi%20Rava%20Laddu`, adminToken);
    expect(kept.body.products.map((p) => p.name)).toEqual(['Ravi Rava Laddu']);
  });

  it('hides a deactivated seller’s products (seller.status-changed)', async () => {
    const pal = await newSeller('Deactivated Snacks');
    await create(pal, { name: 'Soon Gone Seedai' });
    await call('PATCH', `/api/admin/sellers/${pal.id}/approve`, adminToken);
    await waitUntil('the product is in the storefront', async () =>
      (await storefrontNames()).includes('Soon Gone Seedai'),
    );
    await app.platform.events.publish(SellerEvents.statusChanged, {
      sellerId: pal.id,
      isActive: false,
      at: new Date().toISOString(),
    });
    await waitUntil(
      'the product leaves the storefront',
      async () => !(await storefrontNames()).includes('Soon Gone Seedai'),
    );
  });

  it('shows an update and a delete in the cached storefront list at once', async () => {
    const { product } = (await create(amma, { name: 'Cache Thattai', price: 50, originalPrice: undefined })).body;
    expect(await storefrontNames()).toContain('Cache Thattai');
    const put = await call(
      'PUT',
      `/api/products/${product.id}`,
      amma.token,
      form(amma, { name: 'Cache Thattai', price: 75, originalPrice: null }),
    );
    expect(put).toMatchObject({ status: 200, body: { message: 'Product saved successfully', product: { price: 75 } } });
    expect((await storefront()).find((p) => p.id === product.id)?.price).toBe(75);
    const del = await call('DELETE', `/api/products/${product.id}`, amma.token);
    expect(del).toMatchObject({ status: 200, body: { success: true, message: 'Product deleted successfully' } });
    expect(await storefrontNames()).not.toContain('Cache Thattai');
    expect((await call('GET', `/api/products/${product.id}`)).status).toBe(404);
    expect((await mine(amma)).map((p) => p.id)).not.toContain(product.id);
  });
});

describe('search, counts, price filter and sort', () => {
  beforeAll(async () => {
    await create(amma, { name: 'Zorbla Kuzhipaniyaram', price: 90, originalPrice: 100, category: 'traditional' });
    await create(amma, {
      name: 'Plain Mixture',
      price: 40,
      originalPrice: 80,
      category: 'spicy',
      ingredients: ['zorbla seeds'],
    });
    await create(amma, {
      name: 'Plain Halwa',
      price: 300,
      originalPrice: undefined,
      category: 'sweet',
      description: 'A sweet with a zorbla finish.',
    });
  });

  it('ranks a name match before an ingredient match before a description match', async () => {
    expect(await storefrontNames('?search=zorbla')).toEqual(['Zorbla Kuzhipaniyaram', 'Plain Mixture', 'Plain Halwa']);
  });

  it('finds a product with a one-letter typo', async () => {
    expect(await storefrontNames('?search=kuzhipaniyarm')).toContain('Zorbla Kuzhipaniyaram');
  });

  it('counts per category over the searched set, whatever the category filter', async () => {
    const expected: CategoryCounts = { all: 3, savory: 0, sweet: 1, spicy: 1, traditional: 1 };
    expect((await call('GET', '/api/products?search=zorbla')).body.counts).toEqual(expected);
    const sweet = (await call('GET', '/api/products?search=zorbla&category=sweet')).body;
    expect(sweet.products.map((p: Product) => p.name)).toEqual(['Plain Halwa']);
    expect(sweet.counts).toEqual(expected);
  });

  it('filters by price in rupees and answers the catalogue’s price range', async () => {
    const body = (await call('GET', '/api/products?search=zorbla&minPrice=50&maxPrice=100')).body;
    expect(body.products.map((p: Product) => p.name)).toEqual(['Zorbla Kuzhipaniyaram']);
    expect(body.counts.all).toBe(1);
    expect(body.priceRange.max).toBeGreaterThanOrEqual(300);
    expect(body.priceRange.min).toBeLessThanOrEqual(40);
    expect((await call('GET', '/api/products?minPrice=-1')).status).toBe(400);
    expect((await call('GET', '/api/products?maxPrice=cheap')).status).toBe(400);
  });

  it('sorts by price up and down, by discount and by newest', async () => {
    expect(await storefrontNames('?search=zorbla&sort=price-asc')).toEqual([
      'Plain Mixture',
      'Zorbla Kuzhipaniyaram',
      'Plain Halwa',
    ]);
    expect(await storefrontNames('?search=zorbla&sort=price-desc')).toEqual([
      'Plain Halwa',
      'Zorbla Kuzhipaniyaram',
      'Plain Mixture',
    ]);
    expect(await storefrontNames('?search=zorbla&sort=discount')).toEqual([
      'Plain Mixture',
      'Zorbla Kuzhipaniyaram',
      'Plain Halwa',
    ]);
    expect(await storefrontNames('?search=zorbla&sort=newest')).toEqual([
      'Plain Halwa',
      'Plain Mixture',
      'Zorbla Kuzhipaniyaram',
    ]);
    expect((await call('GET', '/api/products?sort=cheapest')).status).toBe(400);
  });
});

describe('GET /api/sellers/stats', () => {
  it('answers the seller’s product counts and zero orders', async () => {
    const count = (await mine(amma)).length;
    const res = await call('GET', '/api/sellers/stats', amma.token);
    expect(res).toMatchObject({
      status: 200,
      body: {
        success: true,
        stats: {
          totalProducts: count,
          activeProducts: count,
          totalOrders: 0,
          totalRevenue: 0,
          recentOrders: [],
          foodFacts: { missing: expect.any(Number), held: 0 },
        },
      },
    });
    expect((await call('GET', '/api/sellers/stats')).status).toBe(401);
    expect((await call('GET', '/api/sellers/stats', adminToken)).status).toBe(403);
  });
});

describe('stock edits that never overwrite orders', () => {
  let kavi: Seller;
  let productId: string;
  let shopper: string;
  const open = async () =>
    (await call('GET', `/api/products/seller/my-products/${productId}`, kavi.token)).body.product;
  const order = () =>
    send(app, 'POST', '/api/orders', shopper, {
      items: [{ productId, quantity: 1 }],
      shippingAddress: address,
      paymentMethod: 'cod',
    });
  const saveStock = (stockQuantity: number, version: number) =>
    call(
      'PUT',
      `/api/products/${productId}`,
      kavi.token,
      form(kavi, { name: 'Kavi Kai Murukku', stockQuantity, version }),
    );

  beforeAll(async () => {
    kavi = await newSeller('Kavi Test Murukku');
    productId = (await create(kavi, { name: 'Kavi Kai Murukku', stockQuantity: 100 })).body.product.id;
    await call('PATCH', `/api/admin/sellers/${kavi.id}/approve`, adminToken);
    await waitUntil('a storefront search finds the product', async () =>
      (await storefrontNames('?search=Kavi')).includes('Kavi Kai Murukku'),
    );
    shopper = (await newCustomer(app, 'Kavya')).token;
  }, SERVICE_START_TIMEOUT_MS);

  it('documents the version and the 409 of PUT /api/products/:id in the OpenAPI description', async () => {
    const doc = (await call('GET', '/api/docs/openapi.json')).body as unknown as {
      paths: Record<
        string,
        Record<string, { requestBody?: unknown; responses: Record<string, { description: string }> }>
      >;
    };
    const put = doc.paths['/api/products/{id}'].put;
    expect(put.requestBody).toMatchObject({
      content: { 'application/json': { schema: { properties: { version: { type: 'integer' } } } } },
    });
    expect(put.responses['409'].description).toContain(PRODUCT_CHANGED_MESSAGE);
  });

  it('answers 409 to a save from a form opened before an order, and changes nothing', async () => {
    const form = await open();
    expect((await order()).status).toBe(201);
    const stale = await saveStock(500, form.version);
    expect(stale).toMatchObject({
      status: 409,
      body: { success: false, message: PRODUCT_CHANGED_MESSAGE, code: 'CATALOG.PRODUCT_CHANGED' },
    });
    const now = await open();
    expect(now.stockQuantity).toBe(form.stockQuantity - 1);
    expect((await saveStock(now.stockQuantity, now.version)).status).toBe(200);
  });

  it('loses no order when 20 shoppers order while the seller restocks, reloading after each 409', async () => {
    const start = (await open()).stockQuantity;
    const restock = async (times: number) => {
      for (let done = 0; done < times;) {
        const form = await open();
        const res = await saveStock(form.stockQuantity + 10, form.version);
        if (res.status === 200) done++;
        else expect(res).toMatchObject({ status: 409, body: { message: PRODUCT_CHANGED_MESSAGE } });
      }
    };
    const [orders] = await Promise.all([Promise.all(Array.from({ length: 20 }, order)), restock(3)]);
    expect(orders.map((o) => o.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect((await open()).stockQuantity).toBe(start + 3 * 10 - 20);
  });
});

describe("a seller's catalogue as a file", () => {
  const download = (token?: string) =>
    http().inject({
      method: 'GET',
      url: '/api/sellers/products.csv',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('exports its own products, one row per pack, safe to open in a spreadsheet', async () => {
    const seller = await newSeller('Export Test Snacks');
    await create(seller, { name: 'Thenkuzhal', weight: '250 gm', price: 90, originalPrice: 100, stockQuantity: 4 });
    await create(seller, {
      name: '=HYPERLINK("http://evil.example")',
      weight: '1 kg',
      price: 400,
      originalPrice: null,
    });
    const res = await download(seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="thindi-products-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'product_key,name,description,category,ingredients,gst_class,images,pack_label,net_quantity,price,mrp,stock,exported_stock,sku,is_default',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((l) => l.includes('Thenkuzhal'))).toContain(',250 gm,250 g,90.00,105.00,4,4,,yes');
    // A cell a spreadsheet would run as a formula starts with a quote.
    expect(lines.find((l) => l.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(res.body).not.toContain('Ribbon Pakoda');
  });

  it('is for sellers: a visitor is asked to sign in, a shopper is refused', async () => {
    expect((await download()).statusCode).toBe(401);
    const shopper = await newCustomer(app);
    expect((await download(shopper.token)).statusCode).toBe(403);
  });
});

describe("loading a seller's catalogue from its file", () => {
  const upload = async (token: string, csv: string, dryRun?: string) => {
    const form = await multipart(dryRun === undefined ? {} : { dryRun }, [
      { field: 'file', name: 'products.csv', type: 'text/csv', bytes: Buffer.from(csv) },
    ]);
    const res = await http().inject({
      method: 'POST',
      url: '/api/sellers/products/import',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${token}` },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const exported = async (token: string) =>
    (
      await http().inject({
        method: 'GET',
        url: '/api/sellers/products.csv',
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;

  it('changes nothing with the file just exported, checks a dry run and reports every bad row with 400', async () => {
    const seller = await newSeller('Import Test Snacks');
    await create(seller, { name: 'Import Thattai' });
    const csv = await exported(seller.token);
    const same = await upload(seller.token, csv);
    expect(same).toMatchObject({ status: 200, body: { success: true, dryRun: false, report: { unchanged: 1 } } });
    const fresh = `${csv.trim()}\nnew-1,Kara Boondi,Crisp,savory,,,,,250 g,50.00,60.00,4,,,yes\n`;
    const dry = await upload(seller.token, fresh, 'true');
    expect(dry).toMatchObject({ status: 200, body: { dryRun: true, report: { created: 1, unchanged: 1 } } });
    expect((await mine(seller)).map((p) => p.name)).toEqual(['Import Thattai']);
    const bad = `${csv.trim()}\nnew-2,,Crisp,savory,,,,,two,50.00,60.00,4,,,yes\n`;
    const refused = await upload(seller.token, bad);
    expect(refused).toMatchObject({
      status: 400,
      body: { success: false, message: 'The file has 2 errors; nothing was changed' },
    });
    expect(refused.body.report.errors.map((e: { column: string }) => e.column)).toEqual(['name', 'net_quantity']);
  });

  it('runs a file of 501 rows as a job its seller polls, and no other seller sees', async () => {
    const seller = await newSeller('Import Job Snacks');
    const header = (await exported(seller.token)).replace(/^\uFEFF/, '').split('\n')[0];
    const rows = Array.from(
      { length: 501 },
      (_, i) => `job-${i},Job Snack ${i},Crisp,savory,,,,,100 g,10.00,20.00,1,,,yes`,
    );
    const queued = await upload(seller.token, [header, ...rows].join('\n'), 'true');
    expect(queued).toMatchObject({ status: 202, body: { success: true, status: 'queued' } });
    const poll = (token: string) => call('GET', `/api/sellers/products/import/${queued.body.jobId}`, token);
    await waitUntil('the import job is done', async () => (await poll(seller.token)).body.status === 'done');
    expect((await poll(seller.token)).body).toMatchObject({
      progress: { done: 501, total: 501 },
      report: { created: 501, errors: [] },
    });
    expect((await poll(amma.token)).status).toBe(404);
  });
});
