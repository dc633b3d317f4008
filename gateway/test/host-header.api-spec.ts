import type { Product } from '@thindi/contracts';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startStandalone, type TestApp } from './standalone-app';

/**
 * Without PUBLIC_URL the standalone app names only the hosts of ALLOWED_HOSTS in absolute links: a Host header
 * from anyone else must not reach pages, sitemaps or robots.txt that caches may keep and serve to others.
 */
const frontend = join(__dirname, '../../frontend');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
let app: TestApp;
let product: Product;

const get = (url: string, host: string) =>
  app.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'GET', url, headers: { host, accept: BROWSER_ACCEPT } });

beforeAll(async () => {
  // The product page is rendered with the SPA's built server bundle.
  if (!existsSync(join(frontend, 'dist/server/entry-server.cjs'))) {
    execFileSync('npm', ['run', 'build'], {
      cwd: frontend,
      stdio: 'ignore',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  app = await startStandalone();
  [product] = (await get('/api/products', 'localhost')).json().products as Product[];
}, 300_000);
afterAll(() => app?.stop());

describe('a Host header outside the allowed hosts', () => {
  const ATTACKER = 'attacker.example';

  it('does not reach the product page', async () => {
    const res = await get(`/product/${product.id}`, ATTACKER);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(ATTACKER);
  });

  it('does not reach the sitemap, which lists no page for it', async () => {
    const res = await get('/sitemap.xml', ATTACKER);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(ATTACKER);
    expect(res.body).not.toContain('<url>');
  });

  it('does not reach robots.txt, which names no sitemap for it', async () => {
    const res = await get('/robots.txt', ATTACKER);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(ATTACKER);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).not.toMatch(/^Sitemap:/m);
  });
});

describe('an allowed host', () => {
  const HOST = 'localhost:8123';
  const ORIGIN = `http://${HOST}`;

  it('is named, with the port the request came to, in the product page', async () => {
    const res = await get(`/product/${product.id}`, HOST);
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/product/${product.id}"/>`);
    expect(res.body).toContain(`<meta property="og:url" content="${ORIGIN}/product/${product.id}"/>`);
  });

  it('is named in the sitemap and in robots.txt', async () => {
    const sitemap = await get('/sitemap.xml', HOST);
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/product/${product.id}</loc>`);
    expect(sitemap.headers.vary).toMatch(/\bHost\b/);
    const robots = await get('/robots.txt', HOST);
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.headers.vary).toMatch(/\bHost\b/);
  });
});
