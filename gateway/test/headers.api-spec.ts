import { loadConfig } from '@thindi/platform';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { RunningApp } from '../src/app';
import { newCustomer } from './orders-helpers';
import { registerSeller } from './seller-helpers';
import { copyFirstStart, createStandaloneApp, type TestApp } from './standalone-app';

const ADMIN = { email: 'headers-admin@example.in', password: 'Headers-admin-1' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let running: RunningApp;
/** The same app as the helpers expect it. */
const testApp = (): TestApp => ({ ...running, dataDir, stop: () => running.close() });
let dataDir: string;
let staticDir: string;
const logLines: Array<Record<string, unknown>> = [];

const inject = (url: string, headers: Record<string, string> = {}, method = 'GET', payload?: string) =>
  running.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: method as 'GET', url, headers, payload });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy'] ?? '');
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'thindi-headers-'));
  staticDir = mkdtempSync(join(tmpdir(), 'thindi-headers-spa-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/a.js"></script>',
  );
  writeFileSync(join(staticDir, 'assets', 'a.js'), 'console.log(1)');
  const env = {
    LOG_LEVEL: 'info',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    STATIC_DIR: staticDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  await copyFirstStart(dataDir, env);
  const config = loadConfig(env, { MODE: 'standalone', DATA_DIR: dataDir });
  const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(JSON.parse(line)) });
  running = await createStandaloneApp(config, logger);
  await running.app.getHttpAdapter().getInstance().ready();
}, 300_000);
afterAll(async () => {
  await running?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

describe('the SPA', () => {
  it.each(['/', '/admin', '/assets/a.js'])('%s has a strict CSP and cannot be framed', async (url) => {
    const res = await inject(url);
    expect(res.statusCode).toBe(200);
    const policy = csp(res);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self'");
    expect(directive(policy, 'default-src')).toBe("default-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/api/docs', () => {
  it('has a CSP that lets Swagger UI run (its files, its inline styles) and cannot be framed', async () => {
    const res = await inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-ui-bundle.js');
    const policy = csp(res);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('HSTS', () => {
  it('is sent only when the trusted proxy says the request came over HTTPS', async () => {
    const https = await inject('/api/health/live', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const http = await inject('/api/health/live', { 'x-forwarded-proto': 'http' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect((await inject('/api/health/live')).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Cache-Control', () => {
  it('is no-store on answers with personal data and on sign-in answers', async () => {
    const customer = await newCustomer(testApp());
    const seller = await registerSeller(testApp(), 'Cache Sweets');
    const login = await inject(
      '/api/admin/login',
      { 'content-type': 'application/json' },
      'POST',
      JSON.stringify(ADMIN),
    );
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const admin = bearer(login.json().token);
    const personal: Array<[string, Record<string, string>]> = [
      ['/api/auth/me', bearer(customer.token)],
      ['/api/orders/my-orders', bearer(customer.token)],
      ['/api/orders/seller/orders', bearer(seller.token)],
      ['/api/sellers/me', bearer(seller.token)],
      [`/api/admin/sellers/${seller.id}`, admin],
      ['/api/admin/users', admin],
    ];
    for (const [url, headers] of personal) {
      const res = await inject(url, headers);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('keeps the public catalogue cacheable with its ETag', async () => {
    const res = await inject('/api/products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers.etag).toBeDefined();
    const again = await inject('/api/products', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('request ids', () => {
  it("keeps a client's UUID", async () => {
    const id = '6f1c1d5e-8d2b-4b8e-9a53-2f8b7f3c9e10';
    expect((await inject('/api/health/live', { 'x-request-id': id })).headers['x-request-id']).toBe(id);
  });

  it.each([
    ['a word', 'trace-me-123'],
    ['markup', '<script>alert(1)</script>'],
    ['5,000 characters', 'x'.repeat(5000)],
    ['a UUID with more after it', '6f1c1d5e-8d2b-4b8e-9a53-2f8b7f3c9e10 x'],
  ])('replaces %s with a new UUID', async (_what, given) => {
    const res = await inject('/api/health/live', { 'x-request-id': given });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.headers['x-request-id']).not.toBe(given);
  });

  it('gives a request without one a new UUID', async () => {
    expect((await inject('/api/health/live')).headers['x-request-id']).toMatch(UUID);
  });
});

describe('access log', () => {
  it('writes one JSON line per request with route, status, time, request id and principal, never the token', async () => {
    const customer = await newCustomer(testApp());
    const id = '0b8f9a52-5f0e-4f53-8f0a-3c1d2e4b5a69';
    const res = await inject('/api/auth/me?x=1', { ...bearer(customer.token), 'x-request-id': id });
    expect(res.statusCode).toBe(200);
    const lines = logLines.filter((l) => l.reqId === id && l.msg === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'GET', route: '/api/auth/me', status: 200, ms: expect.any(Number) });
    expect(String(lines[0].principal)).toMatch(/^customer:/);
    const everything = JSON.stringify(logLines);
    expect(everything).not.toContain(customer.token);
    expect(everything).not.toContain('Murukku@123');
    expect(everything).not.toContain(ADMIN.password);
  });
});
