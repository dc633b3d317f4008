import { DEMO_SELLERS, SellerEvents, type Product } from '@thindi/contracts';
import { storefrontCacheKey } from '../src/catalog/storefront-cache-key';
import { StorefrontCache } from '../src/catalog/storefront-cache.service';
import { waitUntil } from '@thindi/platform/testing';
import { call } from './accounts-helpers';
import { send } from './orders-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** /sitemap.xml and /robots.txt on the standalone marketplace, with a public address that XML must escape. */
const ADMIN = { email: 'seo-admin@thindi.in', password: 'Filter-Kaapi-42' };
const PUBLIC_URL = 'https://snacks.example/chennai&co';
const ORIGIN_IN_XML = 'https://snacks.example/chennai&amp;co';
let app: TestApp;
let adminToken: string;

const get = (url: string, headers: Record<string, string> = {}) =>
  app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });
const sitemap = async () => (await get('/sitemap.xml')).body;
const storefront = async (): Promise<Product[]> => (await get('/api/products')).json().products;
const productLoc = (id: string) => `<loc>${ORIGIN_IN_XML}/product/${id}</loc>`;
const sellerLoc = (id: string) => `<loc>${ORIGIN_IN_XML}/sellers/${id}</loc>`;

beforeAll(async () => {
  app = await startStandalone({ PUBLIC_URL, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  adminToken = (await call(app, 'POST', '/api/admin/login', ADMIN)).body.token!;
}, 300_000);
afterAll(() => app?.stop());

describe('GET /sitemap.xml', () => {
  it('answers XML that crawlers may cache, with a validator', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const again = await get('/sitemap.xml', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('lists every product the storefront shows, with the date it last changed', async () => {
    const xml = await sitemap();
    const products = await storefront();
    expect(products.length).toBeGreaterThanOrEqual(24);
    for (const p of products) expect(xml).toContain(`${productLoc(p.id)}<lastmod>${p.updatedAt}</lastmod>`);
    expect(xml.match(/\/product\//g)).toHaveLength(products.length);
  });

  it("lists the public page of each seller the storefront shows, dated by the seller's newest product", async () => {
    const xml = await sitemap();
    const newestOf = new Map<string, string>();
    for (const p of await storefront())
      if ((newestOf.get(p.seller.id) ?? '') < p.updatedAt) newestOf.set(p.seller.id, p.updatedAt);
    expect(newestOf.size).toBeGreaterThan(1);
    for (const [id, at] of newestOf) expect(xml).toContain(`${sellerLoc(id)}<lastmod>${at}</lastmod>`);
    expect(xml.match(/\/sellers\//g)).toHaveLength(newestOf.size);
  });

  it('has no parts while the whole catalogue fits in one sitemap', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml')).statusCode).toBe(404);
  });

  it('lists the home page and each category page as the home page encodes it', async () => {
    const xml = await sitemap();
    expect(xml).toContain(`<loc>${ORIGIN_IN_XML}/</loc>`);
    for (const category of ['savory', 'sweet', 'spicy', 'traditional'])
      expect(xml).toContain(`<loc>${ORIGIN_IN_XML}/?category=${category}</loc>`);
  });

  it('escapes the configured address: no bare ampersand reaches the XML', async () => {
    const xml = await sitemap();
    expect(xml).not.toContain('chennai&co');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('is built from the storefront cache: the category lists are cached once it was answered', async () => {
    await sitemap();
    const cache = app.app.get(StorefrontCache);
    expect(cache.get(storefrontCacheKey('/api/products?category=sweet&pageSize=100')!)).toBeDefined();
  });

  it('drops a product an admin deactivates, and lists it again once it is active', async () => {
    const [product] = await storefront();
    expect(await sitemap()).toContain(productLoc(product.id));
    const toggle = () => send(app, 'PATCH', `/api/admin/products/${product.id}/toggle-status`, adminToken);
    expect((await toggle()).status).toBe(200);
    await waitUntil(
      'the sitemap drops the hidden product',
      async () => !(await sitemap()).includes(productLoc(product.id)),
    );
    expect((await toggle()).status).toBe(200);
    await waitUntil('the sitemap lists the product again', async () =>
      (await sitemap()).includes(productLoc(product.id)),
    );
  });

  it('drops the products and the page of a deactivated seller', async () => {
    const seller = DEMO_SELLERS[0];
    const theirs = (await storefront()).filter((p) => p.seller.id === seller.id);
    expect(theirs.length).toBeGreaterThan(0);
    await app.platform.events.publish(SellerEvents.statusChanged, {
      sellerId: seller.id,
      isActive: false,
      at: new Date().toISOString(),
    });
    await waitUntil("the sitemap drops the deactivated seller's products", async () => {
      const xml = await sitemap();
      return !xml.includes(sellerLoc(seller.id)) && theirs.every((p) => !xml.includes(productLoc(p.id)));
    });
  });
});

describe('GET /robots.txt', () => {
  it('opens the storefront to crawlers, closes private pages and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
    for (const path of [
      '/api/',
      '/admin',
      '/seller/dashboard',
      '/account',
      '/orders',
      '/wishlist',
      '/login',
      '/signup',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).not.toContain('Disallow: /product');
  });
});
