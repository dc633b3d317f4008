import { formatRupees, type Product } from '@thindi/contracts';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStandalone, type TestApp } from './standalone-app';

const frontend = join(__dirname, '../../frontend');

let app: TestApp;
// A browser's navigation asks for HTML by name.
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const get = (url: string) =>
  app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT } });
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function jsonLdOf(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('The page has no JSON-LD');
  return JSON.parse(match[1]);
}

beforeAll(async () => {
  // The gateway renders pages with the SPA's built server bundle.
  if (!existsSync(join(frontend, 'dist/server/entry-server.cjs'))) {
    // Jest sets NODE_ENV=test, which would build a development bundle the gateway cannot load.
    execFileSync('npm', ['run', 'build'], {
      cwd: frontend,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  app = await startStandalone({ RETURN_WINDOW_DAYS: '9' });
}, 300_000);
afterAll(() => app?.stop());

describe('server-rendered storefront pages', () => {
  it('sends the home page with its products, title and canonical URL in the HTML', async () => {
    const [first] = (await get('/api/products')).json().products as Product[];
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Thindi | South Indian snacks, sweets and spices</title>');
    expect(res.body).toContain('<link rel="canonical" href="http://localhost:80/"/>');
    expect(res.body).toContain(`>${escapeHtml(first.name)}</a>`);
    // The first card's image is preloaded as the card loads it: its 400 px rendition and the full image.
    const thumb = first.images[0]!.replace(/\.webp$/, '-thumb.webp');
    expect(res.body).toContain(
      `<link rel="preload" as="image" fetchPriority="high" imageSrcSet="${thumb} 400w, ${first.images[0]} 1600w"`,
    );
    expect(res.body).toContain('<script type="application/json" id="thindi-query-state">');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('never writes a Host header that names no host into the page, and answers the shell for it', async () => {
    const instance = app.app.getHttpAdapter().getInstance();
    const res = await instance.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'evil.example"><script>x</script>' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('sends the plain shell, unrendered, to a client that does not ask for HTML by name', async () => {
    const res = await app.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: 'GET', url: '/', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('thindi-query-state');
  });

  it('renders a category page with that category, and a search with its own title', async () => {
    const [sweet] = (await get('/api/products?category=sweet')).json().products as Product[];
    const category = await get('/?category=sweet');
    expect(category.body).toContain('<title>Sweet South Indian snacks | Thindi</title>');
    expect(category.body).toContain(`>${escapeHtml(sweet.name)}</a>`);
    const search = await get('/?search=murukku');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<title>Results for “murukku” | Thindi</title>');
  });

  it('sends a product page with its title, description, Open Graph tags and JSON-LD offer in rupees', async () => {
    const products = (await get('/api/products')).json().products as Product[];
    const product = products.find((p) => p.variants.length === 1)!;
    const res = await get(`/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    const url = `http://localhost:80/product/${product.id}`;
    expect(res.body).toContain(`<title>${escapeHtml(product.name)} | Thindi</title>`);
    expect(res.body).toContain('<meta name="description" content="');
    expect(res.body).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(res.body).toContain('<meta property="og:type" content="product"/>');
    expect(res.body).toContain(`<meta property="og:image" content="http://localhost:80${product.images[0]}"/>`);
    expect(res.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(jsonLdOf(res.body)).toMatchObject({
      '@type': 'Product',
      name: product.name,
      brand: { name: product.seller.businessName },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'INR',
        price: product.price.toFixed(2),
        availability: `https://schema.org/${product.inStock ? 'InStock' : 'OutOfStock'}`,
        url,
      },
    });
  });

  it('offers each pack of a product sold in several sizes, and renders the size the URL names', async () => {
    const products = (await get('/api/products?search=mysore')).json().products as Product[];
    const product = products.find((p) => p.variants.length === 3)!;
    const prices = product.variants.map((pack) => pack.price);
    const url = `http://localhost:80/product/${product.id}`;
    const res = await get(`/product/${product.id}?size=1kg`);
    expect(res.statusCode).toBe(200);
    expect(jsonLdOf(res.body)).toMatchObject({
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'INR',
        lowPrice: Math.min(...prices).toFixed(2),
        highPrice: Math.max(...prices).toFixed(2),
        offerCount: 3,
        offers: product.variants.map((pack) =>
          expect.objectContaining({
            '@type': 'Offer',
            name: `${product.name} ${pack.label}`,
            price: pack.price.toFixed(2),
            url: `${url}?size=${pack.label.replace(/\s+/g, '').toLowerCase()}`,
          }),
        ),
      },
    });
    const kilo = product.variants.find((pack) => pack.label === '1 kg')!;
    expect(res.body.replaceAll('<!-- -->', '')).toContain(`MRP ${formatRupees(kilo.mrp)} (incl. of all taxes)`);
  });

  it('answers an unknown product with the not-found page and a 404', async () => {
    const res = await get('/product/no-such-product');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Product Not Found');
  });

  it('keeps every script a file or inert data, as the CSP requires', async () => {
    const [product] = (await get('/api/products')).json().products as Product[];
    for (const url of ['/', `/product/${product.id}`]) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toBeDefined();
      const scripts = res.body.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toMatch(/ src="|type="application\/(ld\+)?json"/);
    }
  });

  it('renders the policy pages, with the configured return window, and Sell on Thindi with their text', async () => {
    const res = await get('/returns');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Returns &amp; Refunds | Thindi</title>');
    // React separates adjacent text with empty comments.
    expect(res.body.replaceAll('<!-- -->', '')).toContain('within 9 days of delivery');
    expect((await get('/sell')).body).toContain('Start selling');
  });

  it('leaves the other pages to the browser and does not serve the server bundle', async () => {
    const login = await get('/login');
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<div id="root"></div>');
    expect((await get('/server/entry-server.cjs')).statusCode).toBe(404);
  });
});
