import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDomainErrorCode } from '@thindi/contracts';
import { startStandalone, type TestApp } from './standalone-app';

/**
 * The API's contract as a client reads it: the OpenAPI document describes every request and answer body, and
 * every refusal carries a stable domain code.
 */

interface Operation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
}

/** Writes that take nothing but the path and the token. */
const BODILESS_WRITES = [
  'POST /api/auth/sign-out-everywhere',
  'POST /api/sellers/sign-out-everywhere',
  'POST /api/sellers/me/resubmit',
  'PATCH /api/admin/sellers/{id}/approve',
  'PATCH /api/admin/sellers/{id}/fssai-licence/verify',
  'POST /api/admin/finance/payouts/run',
  'POST /api/reviews/{id}/helpful',
  'POST /api/reviews/{id}/report',
  'POST /api/support/{number}/accept',
  'POST /api/admin/coupons/{id}/{move}',
  'POST /api/sellers/coupons/{id}/{move}',
];

let app: TestApp;
let doc: Document;
const inject = (method: 'GET' | 'POST', url: string, payload?: string, headers: Record<string, string> = {}) =>
  app.app.getHttpAdapter().getInstance().inject({ method, url, payload, headers });

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, path, op })),
  );
const hasSchema = (content: Record<string, { schema?: unknown }> | undefined) =>
  Object.values(content ?? {}).some((media) => media.schema !== undefined);

beforeAll(async () => {
  app = await startStandalone({ SEED_DEMO: 'false' });
  doc = (await inject('GET', '/api/docs/openapi.json')).json();
}, 300_000);
afterAll(() => app?.stop());

/** The API's published contract; a deliberate change to the API is written there with `UPDATE_OPENAPI=1`. */
const PUBLISHED = join(__dirname, '..', '..', 'docs', 'api', 'openapi.json');

describe('the OpenAPI document', () => {
  it('is the one published in docs/api/openapi.json', () => {
    const served = `${JSON.stringify(doc, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI === '1') writeFileSync(PUBLISHED, served);
    // Compared as text, so a failure shows the lines that differ.
    expect(served).toBe(readFileSync(PUBLISHED, 'utf8'));
  });

  it('describes the success answer of every operation with a schema', () => {
    expect(operations().length).toBeGreaterThan(60);
    const without = operations()
      .filter(({ op }) => !Object.entries(op.responses).some(([s, r]) => /^2/.test(s) && hasSchema(r.content)))
      .map((o) => o.name);
    expect(without).toEqual([]);
  });

  it('describes the request body of every write that takes one', () => {
    const writes = operations().filter((o) => /^(POST|PUT|PATCH) /.test(o.name));
    const without = writes
      .filter((o) => !BODILESS_WRITES.includes(o.name) && !hasSchema(o.op.requestBody?.content))
      .map((o) => o.name);
    expect(without).toEqual([]);
  });

  it('names every path parameter', () => {
    const unnamed = operations().flatMap(({ name, path, op }) =>
      [...path.matchAll(/\{([^}]+)\}/g)]
        .map((m) => m[1])
        .filter((p) => !op.parameters?.some((param) => param.in === 'path' && param.name === p))
        .map((p) => `${name} {${p}}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('gives every operation the error envelope, with its code, for 4xx and 5xx', () => {
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({ required: ['success', 'message', 'code'] });
    // A 503 also says whether the request may have taken effect.
    expect(Object.keys(doc.components.schemas.ErrorEnvelope.properties ?? {})).toEqual([
      'success',
      'message',
      'code',
      'mayHaveTakenEffect',
    ]);
    const ref = { $ref: '#/components/schemas/ErrorEnvelope' };
    for (const { name, op } of operations()) {
      expect([name, op.responses['4XX']?.content?.['application/json']?.schema]).toEqual([name, ref]);
      expect([name, op.responses['5XX']?.content?.['application/json']?.schema]).toEqual([name, ref]);
    }
  });

  it('describes the order form from the shared schema, with its fields and rules', () => {
    const placeOrder = doc.paths['/api/orders'].post;
    expect(placeOrder.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['items', 'shippingAddress']),
      properties: { items: { type: 'array', minItems: 1, maxItems: 50 } },
    });
    expect(placeOrder.responses['201'].content?.['application/json'].schema).toMatchObject({
      properties: { order: { properties: { orderNumber: { type: 'string' } } } },
    });
  });

  it("describes the admin's featuring of a product: its { featured } body and the product it answers", () => {
    const feature = doc.paths['/api/admin/products/{id}/featured']?.patch;
    expect(feature?.requestBody?.content['application/json'].schema).toMatchObject({
      required: ['featured'],
      properties: { featured: { type: 'boolean' } },
    });
    expect(feature?.responses['200'].content?.['application/json'].schema).toMatchObject({
      properties: { product: { properties: { featured: { type: 'boolean' } } } },
    });
  });

  it('describes multipart forms with their file fields', () => {
    const image = doc.paths['/api/upload/image'].post.requestBody?.content['multipart/form-data'].schema;
    expect(image).toMatchObject({ properties: { image: { type: 'string', format: 'binary' } } });
  });
});

describe('error answers', () => {
  it('answers malformed JSON with REQUEST.INVALID', async () => {
    const res = await inject('POST', '/api/auth/login', '{"email":', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'REQUEST.INVALID' });
  });

  it('answers a body that breaks the rules with REQUEST.INVALID and the field', async () => {
    const res = await inject('POST', '/api/auth/login', JSON.stringify({ email: 'not-an-email', password: 'x' }), {
      'content-type': 'application/json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: expect.stringContaining('email'), code: 'REQUEST.INVALID' });
  });

  it('answers a wrong password with AUTH.INVALID_CREDENTIALS', async () => {
    const res = await inject(
      'POST',
      '/api/auth/login',
      JSON.stringify({ email: 'nobody@example.in', password: 'x1' }),
      {
        'content-type': 'application/json',
      },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      message: 'Invalid email or password',
      code: 'AUTH.INVALID_CREDENTIALS',
    });
  });

  it('answers an unknown API route with REQUEST.NOT_FOUND', async () => {
    const res = await inject('GET', '/api/no-such-route');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'REQUEST.NOT_FOUND' });
  });

  it('answers a call without a token with AUTH.UNAUTHENTICATED', async () => {
    const res = await inject('GET', '/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(isDomainErrorCode(res.json().code)).toBe(true);
    expect(res.json().code).toBe('AUTH.UNAUTHENTICATED');
  });
});
