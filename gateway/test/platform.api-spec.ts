import { lockDataDir } from '@thindi/platform';
import { writeFileSync } from 'node:fs';
import { startStandalone, type TestApp } from './standalone-app';

let app: TestApp;
const request = (method: 'GET' | 'POST', url: string, payload?: string, headers: Record<string, string> = {}) =>
  app.app.getHttpAdapter().getInstance().inject({ method, url, payload, headers });

beforeAll(async () => {
  app = await startStandalone({ SEED_DEMO: 'false' });
}, 300_000);
afterAll(() => app?.stop());

describe('GET /api/health', () => {
  it('reports every dependency and every service as up', async () => {
    const res = await request('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, status: 'ok', mode: 'standalone' });
    expect(body.dependencies).toMatchObject({ transport: 'in-process', database: 'up', storage: 'up', jobs: 'up' });
    for (const service of ['auth', 'catalog', 'order', 'seller', 'admin', 'notification', 'media', 'finance']) {
      expect(body.services[service]).toMatchObject({ status: 'up' });
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  it('answer for orchestrators without asking the services', async () => {
    expect((await request('GET', '/api/health/live')).json()).toEqual({ success: true, status: 'ok' });
    const ready = await request('GET', '/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, dependencies: { database: 'up', storage: 'up' } });
  });
});

describe('errors', () => {
  it('answers unknown API routes with the JSON error envelope', async () => {
    const res = await request('GET', '/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: expect.any(String), code: 'REQUEST.NOT_FOUND' });
  });

  it('answers a malformed JSON body with a 400 envelope, never a 500', async () => {
    const res = await request('POST', '/api/products', '{"name":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().success).toBe(false);
  });

  it('answers a NUL character anywhere in the input with a 400 naming the field, never a 500', async () => {
    const search = await request('GET', '/api/products?search=%00');
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual({
      success: false,
      message: 'search: must not contain a NUL character',
      code: 'REQUEST.INVALID',
    });
    const body = JSON.stringify({ firstName: 'A\u0000', lastName: 'B', email: 'nul@example.in', password: 'secret12' });
    const register = await request('POST', '/api/auth/register', body, { 'content-type': 'application/json' });
    expect(register.statusCode).toBe(400);
    expect(register.json().message).toBe('firstName: must not contain a NUL character');
    const nested = JSON.stringify({ items: [{ productId: 'x\u0000' }] });
    const order = await request('POST', '/api/orders', nested, { 'content-type': 'application/json' });
    expect(order.json()).toEqual({
      success: false,
      message: 'items.0.productId: must not contain a NUL character',
      code: 'REQUEST.INVALID',
    });
  });

  it('answers a long path segment with a 400 naming the field, not a bare router error', async () => {
    const res = await request('GET', `/api/products/${'a'.repeat(300)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'id: id must be at most 200 characters',
      code: 'REQUEST.INVALID',
    });
  });

  it("carries a request id on every answer: the client's when it is a UUID", async () => {
    const id = '3d0c8f7e-2b1a-4c5d-9e8f-7a6b5c4d3e2f';
    const res = await request('GET', '/api/health', undefined, { 'x-request-id': id });
    expect(res.headers['x-request-id']).toBe(id);
  });
});

describe('SEED_DEMO=false', () => {
  it('starts with an empty catalogue', async () => {
    const res = await request('GET', '/api/products');
    expect(res.json()).toMatchObject({
      success: true,
      products: [],
      counts: { all: 0 },
      priceRange: { min: 0, max: 0 },
    });
  });
});

describe('OpenAPI', () => {
  it('describes the API at /api/docs', async () => {
    const doc = await request('GET', '/api/docs/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{id}', '/api/products/featured/list', '/api/health']),
    );
    const ui = await request('GET', '/api/docs');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('data directory', () => {
  it('refuses a second process on a DATA_DIR already in use, with a clear message', async () => {
    // Pretend to be another process: the lock names a live pid that is not ours (our parent).
    writeFileSync(`${app.dataDir}/.lock`, String(process.ppid));
    expect(() => lockDataDir(app.dataDir)).toThrow(/in use by another running process/);
    writeFileSync(`${app.dataDir}/.lock`, String(process.pid));
  });
});
