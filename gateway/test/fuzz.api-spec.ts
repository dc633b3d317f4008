import { isDomainErrorCode } from '@thindi/contracts';
import { loadConfig } from '@thindi/platform';
import { waitUntil } from '@thindi/platform/testing';
import type { InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { RunningApp } from '../src/app';
import { newCustomer } from './orders-helpers';
import { multipart, PDF, registerSeller } from './seller-helpers';
import { copyFirstStart, createStandaloneApp, type TestApp } from './standalone-app';

/**
 * Hostile input against every operation of the OpenAPI document, anonymously and as a customer, a seller and
 * an admin: bodies, query strings, path parameters, headers and paths that no form would send. No answer may
 * be a 5xx, every 4xx must carry a domain code, and the app must stay healthy throughout.
 */

const ADMIN = { email: 'fuzz-admin@example.in', password: 'Fuzz-admin-pass-1' };

let running: RunningApp;
let dataDir: string;
const errorLines: Array<Record<string, unknown>> = [];
const tokens: Record<'anonymous' | 'customer' | 'seller' | 'admin', string | undefined> = {
  anonymous: undefined,
  customer: undefined,
  seller: undefined,
  admin: undefined,
};

interface Sent {
  label: string;
  status: number;
  body: string;
}
const sent: Sent[] = [];
/** 4xx answers whose body lacks a code of the catalogue. */
const codeless: string[] = [];

const codeOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return undefined;
  }
};

async function send(label: string, opts: InjectOptions): Promise<number> {
  const res = await running.app.getHttpAdapter().getInstance().inject(opts);
  sent.push({ label, status: res.statusCode, body: res.statusCode >= 500 ? res.body.slice(0, 200) : '' });
  if (res.statusCode >= 400 && res.statusCode < 500 && !isDomainErrorCode(codeOf(res.body)))
    codeless.push(`${res.statusCode} ${label.slice(0, 120)} ${res.body.slice(0, 120)}`);
  return res.statusCode;
}

const healthy = async () => {
  const res = await running.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/health' });
  return res.statusCode;
};

/**
 * The app is still whole: `/api/health` answers 200 again within half a minute. On a busy machine a service may miss
 * the health check's 2-second deadline once; a crashed or wedged part never answers 200.
 */
const staysHealthy = async (after: string) => {
  let last = 0;
  await waitUntil(
    () => `/api/health answers 200 after ${after} (last answer ${last})`,
    async () => (last = await healthy()) === 200,
    30_000,
    250,
  );
  return last;
};

// ---- the hostile values -------------------------------------------------------------------------------

const deepArray = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const LONG = 'a'.repeat(200_000);

/** Values put in place of any one field. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  0,
  -1,
  1e308,
  -1e308,
  1.5,
  '',
  ' ',
  'x',
  '-1',
  'NaN',
  'Infinity',
  '1e309',
  'a\u0000b',
  '\ud800',
  'ok\udfffok',
  LONG,
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../etc/passwd',
  '%00',
  [],
  [null],
  [1, 'two', { three: 3 }],
  Array.from({ length: 5000 }, (_, i) => i),
  {},
  { __proto__: { isAdmin: true } },
  { constructor: { prototype: { polluted: true } } },
  { $gt: '' },
  '00000000-0000-0000-0000-000000000000',
  '2026-02-30T25:61:00Z',
  'https://attacker.example/x.webp',
  'javascript:alert(1)',
  '9'.repeat(400),
];

/** A body of each shape the API reads, to mutate field by field. */
const BASES: Array<Record<string, unknown>> = [
  { email: 'fuzz@example.in', password: 'Fuzz-pass-1', firstName: 'Fuzz', lastName: 'Test', phone: '9876543210' },
  { email: 'fuzz@example.in', otp: '123456', businessName: 'Fuzz Foods' },
  {
    items: [{ productId: 'p1', quantity: 1 }],
    shippingAddress: {
      firstName: 'F',
      lastName: 'T',
      street: '1 Road',
      city: 'Madurai',
      state: 'Tamil Nadu',
      pincode: '625001',
      phone: '9876543210',
    },
    paymentMethod: 'cod',
  },
  {
    name: 'Fuzz murukku',
    description: 'Crunchy',
    price: 120,
    stock: 5,
    category: 'snacks',
    images: ['x'],
    ingredients: ['rice flour'],
    weight: '250g',
  },
  { status: 'shipped', reason: 'fuzz', isActive: false, orderEmails: true, offerEmails: false },
  { fileName: 'a.png', contentType: 'image/png', size: 10, key: 'product-images/x.webp', uploadId: 'u' },
];

/** Whole bodies as raw text with their content type. */
const RAW_BODIES: Array<{ name: string; payload: string | Buffer; type: string }> = [
  { name: 'deep array', payload: deepArray(50_000), type: 'application/json' },
  { name: 'deep object', payload: deepObject(5_000), type: 'application/json' },
  { name: 'just too deep', payload: deepArray(33), type: 'application/json' },
  { name: 'empty json', payload: '', type: 'application/json' },
  { name: 'truncated json', payload: '{"email":', type: 'application/json' },
  { name: 'not json', payload: 'undefined', type: 'application/json' },
  { name: 'bom', payload: '\ufeff{"a":1}', type: 'application/json' },
  { name: 'json null', payload: 'null', type: 'application/json' },
  { name: 'json string', payload: '"x"', type: 'application/json' },
  { name: 'json number', payload: '1e999', type: 'application/json' },
  { name: 'past safe integers', payload: '{"quantity":9007199254740993,"price":1e400}', type: 'application/json' },
  { name: 'json array', payload: '[1,2,3]', type: 'application/json' },
  { name: 'json charset', payload: '{"a":1}', type: 'application/json; charset=utf-16' },
  { name: 'lone surrogate key', payload: '{"\\ud800":1}', type: 'application/json' },
  { name: 'escaped nul', payload: '{"name":"\\u0000"}', type: 'application/json' },
  {
    name: 'proto',
    payload: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}',
    type: 'application/json',
  },
  { name: 'duplicate keys', payload: '{"email":"a@b.in","email":["x"]}', type: 'application/json' },
  { name: 'over body limit', payload: `{"a":"${'b'.repeat(1_100_000)}"}`, type: 'application/json' },
  { name: 'text', payload: 'hello', type: 'text/plain' },
  { name: 'form urlencoded', payload: 'email=a%40b.in&password[]=x', type: 'application/x-www-form-urlencoded' },
  { name: 'xml', payload: '<?xml version="1.0"?><a/>', type: 'application/xml' },
  { name: 'no boundary', payload: '--x\r\n\r\n--x--', type: 'multipart/form-data' },
  { name: 'bad boundary', payload: 'garbage', type: 'multipart/form-data; boundary=' },
  {
    name: 'truncated part',
    payload:
      '--b\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    type: 'multipart/form-data; boundary=b',
  },
  {
    name: 'malformed part header',
    payload: '--b\r\nContent-Disposition\r\n\r\nx\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  {
    name: 'nul field name',
    payload: '--b\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nx\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  {
    name: 'json field nested too deep',
    payload: `--b\r\nContent-Disposition: form-data; name="address"\r\n\r\n${deepObject(100)}\r\n--b--\r\n`,
    type: 'multipart/form-data; boundary=b',
  },
  {
    name: 'json field with surrogate',
    payload: '--b\r\nContent-Disposition: form-data; name="address"\r\n\r\n{"city":"\\udc00"}\r\n--b--\r\n',
    type: 'multipart/form-data; boundary=b',
  },
  { name: 'octet stream', payload: Buffer.from([0, 1, 2, 255, 254]), type: 'application/octet-stream' },
  { name: 'pdf as image', payload: PDF, type: 'image/png' },
];

/** Every hostile JSON body: each base with each field replaced by each hostile value, plus hostile extras. */
function hostileJsonBodies(): string[] {
  const bodies: string[] = [];
  for (const base of BASES) {
    for (const key of Object.keys(base)) {
      for (const value of HOSTILE_VALUES) bodies.push(JSON.stringify({ ...base, [key]: value }));
    }
    bodies.push(JSON.stringify({ ...base, [LONG.slice(0, 5000)]: 1 }));
    bodies.push(`{"__proto__":${JSON.stringify(base)}}`);
  }
  return bodies;
}

const HOSTILE_QUERIES = [
  '?page=-1&limit=1e309',
  '?page=abc&limit=-5',
  '?limit=100000000',
  `?search=${'a'.repeat(5000)}`,
  '?search=%00',
  '?search=%ED%A0%80',
  '?search=%',
  '?category[]=x&category=y',
  '?sort=__proto__',
  '?minPrice=abc&maxPrice=-1',
  '?minPrice=1e309',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  '?status=shipped&status=delivered',
  '?kind=../../etc/passwd',
  '?a=1&'.repeat(2000),
];

const PATH_PARAMS = [
  'x',
  '00000000-0000-0000-0000-000000000000',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  '%ED%A0%80',
  'a'.repeat(1000),
  '-1',
  '1e309',
  '%25',
  '%E2%80%AE',
];

const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { authorization: 'Bearer garbage' },
  { authorization: 'Bearer ' },
  { authorization: 'Basic YWRtaW46YWRtaW4=' },
  { authorization: `Bearer ${'a'.repeat(10_000)}` },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6IngiLCJyb2xlIjoiYWRtaW4ifQ.' },
  {
    authorization:
      'Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpZCI6IngiLCJyb2xlIjoiYWRtaW4iLCJlbWFpbCI6ImFAYi5pbiJ9.c2lnbmF0dXJl',
  },
  { authorization: 'Bearer a.b.c' },
  { 'x-request-id': '../../etc/passwd' },
  { 'x-request-id': 'x'.repeat(8000) },
  { 'idempotency-key': '' },
  { 'idempotency-key': 'k'.repeat(5000) },
  { 'idempotency-key': '__proto__' },
  { 'if-none-match': '*' },
  { 'if-none-match': 'W/"x", "y", garbage' },
  { 'accept-encoding': 'br;q=abc, *;q=-1' },
  { 'content-type': 'application/json', 'content-encoding': 'gzip' },
  { 'x-forwarded-for': 'not-an-ip, 999.999.1.1' },
  { 'x-forwarded-proto': 'gopher' },
  { cookie: `a=${'b'.repeat(8000)}` },
  { accept: 'text/html' },
  { 'cache-control': 'no-cache' },
];

const HOSTILE_PATHS = [
  '/api/../../etc/passwd',
  '/api/files/..%2F..%2F..%2Fetc%2Fpasswd',
  '/api/files/%2e%2e/%2e%2e/etc/passwd',
  '/api/files/product-images/%00.webp',
  '/api/products/%00',
  '/api/products/%',
  '/api/products/%E0%A4%A',
  `/api/products/${'x'.repeat(20_000)}`,
  `/${'a/'.repeat(3000)}`,
  '/api//products',
  '/api/docs/../../../etc/passwd',
  '/api/upload/direct/..%2F..%2Fsecret',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/index.html%00.js',
  '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  '/api/health?x=%00',
  '/api/admin/sellers/%2e%2e',
];

// ---- the run -----------------------------------------------------------------------------------------------

interface Operation {
  method: string;
  path: string;
  multipart: boolean;
}

async function operations(): Promise<Operation[]> {
  const res = await running.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/docs/openapi.json' });
  const doc = res.json() as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      ops.push({
        method: method.toUpperCase(),
        path,
        multipart: Boolean(op.requestBody?.content?.['multipart/form-data']),
      });
    }
  }
  return ops;
}

const fill = (path: string, param: string) => path.replace(/\{[^}]+\}/g, param);
const withToken = (role: keyof typeof tokens, headers: Record<string, string> = {}) =>
  tokens[role] ? { ...headers, authorization: `Bearer ${tokens[role]}` } : headers;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'thindi-fuzz-'));
  const env = {
    LOG_LEVEL: 'error',
    SEED_DEMO: 'true',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // Sign-in limits would stop most bodies before they reach the services.
    RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
    RATE_LIMIT_EMAIL_PER_MINUTE: '100000',
  };
  await copyFirstStart(dataDir, env);
  const config = loadConfig(env, { MODE: 'standalone', DATA_DIR: dataDir });
  // Error lines only: the dedicated line for each 5xx is what tells the cause of one.
  const logger = pino({ level: 'error' }, { write: (line: string) => errorLines.push(JSON.parse(line)) });
  running = await createStandaloneApp(config, logger);
  await running.app.getHttpAdapter().getInstance().ready();
  const app: TestApp = { ...running, dataDir, stop: () => running.close() };
  tokens.customer = (await newCustomer(app)).token;
  tokens.seller = (await registerSeller(app, 'Fuzz Foods')).token;
  const admin = await running.app
    .getHttpAdapter()
    .getInstance()
    .inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
  tokens.admin = (admin.json() as { token: string }).token;
}, 300_000);

afterAll(async () => {
  const counts: Record<number, number> = {};
  for (const s of sent) counts[s.status] = (counts[s.status] ?? 0) + 1;
  process.stdout.write(`fuzz: ${sent.length} requests; answers per status: ${JSON.stringify(counts)}\n`);
  await running?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The 5xx answers among those sent since `from` (each test checks its own). */
const fiveHundreds = (from: number) =>
  sent
    .slice(from)
    .filter((s) => s.status >= 500)
    .map((s) => `${s.status} ${s.label} ${s.body}`);

describe('hostile input against every operation of the OpenAPI document', () => {
  let ops: Operation[] = [];
  beforeAll(async () => {
    ops = await operations();
  });

  it('reads the operations from the document', () => {
    expect(ops.length).toBeGreaterThan(40);
  });

  it('never answers a hostile body with a 5xx, for any role', async () => {
    const from = sent.length;
    const json = hostileJsonBodies();
    const roles = Object.keys(tokens) as Array<keyof typeof tokens>;
    let turn = 0;
    for (const op of ops) {
      for (const role of roles) {
        const url = fill(op.path, PATH_PARAMS[turn % PATH_PARAMS.length]);
        // Every raw body on every operation, spread over the roles; the field-by-field bodies spread over the
        // operations and roles.
        for (const raw of RAW_BODIES.filter((_, i) => i % roles.length === roles.indexOf(role))) {
          await send(`${role} ${op.method} ${url} raw:${raw.name}`, {
            method: op.method as 'POST',
            url,
            payload: raw.payload,
            headers: withToken(role, { 'content-type': raw.type }),
          });
        }
        for (let i = 0; i < 12; i++) {
          const body = json[(turn * 12 + i) % json.length];
          await send(`${role} ${op.method} ${url} json:${body.slice(0, 80)}`, {
            method: op.method as 'POST',
            url,
            payload: body,
            headers: withToken(role, { 'content-type': 'application/json' }),
          });
        }
        if (op.multipart) {
          const form = await multipart({ address: '{"city":"\\ud800"}', businessName: 'a\u0000' }, [
            { field: 'image', name: '\u0000.png', type: 'image/png', bytes: PDF },
          ]);
          await send(`${role} ${op.method} ${url} multipart`, {
            method: op.method as 'POST',
            url,
            ...form,
            headers: withToken(role, form.headers),
          });
        }
        turn++;
      }
      expect([op.path, await staysHealthy(op.path)]).toEqual([op.path, 200]);
    }
    expect(fiveHundreds(from)).toEqual([]);
  }, 600_000);

  it('never answers hostile path parameters, queries or headers with a 5xx', async () => {
    const from = sent.length;
    for (const op of ops) {
      for (const [i, param] of PATH_PARAMS.entries()) {
        for (const role of [(['anonymous', 'customer', 'seller', 'admin'] as const)[i % 4]]) {
          await send(`${role} ${op.method} ${fill(op.path, param)}`, {
            method: op.method as 'GET',
            url: fill(op.path, param),
            headers: withToken(role),
          });
        }
      }
      for (const [i, query] of HOSTILE_QUERIES.entries()) {
        const role = (['anonymous', 'customer', 'seller', 'admin'] as const)[i % 4];
        const url = `${fill(op.path, 'x')}${query}`;
        await send(`${role} ${op.method} ${url.slice(0, 120)}`, {
          method: op.method as 'GET',
          url,
          headers: withToken(role),
        });
      }
      for (const headers of HOSTILE_HEADERS) {
        await send(`${op.method} ${op.path} headers:${JSON.stringify(headers).slice(0, 80)}`, {
          method: op.method as 'GET',
          url: fill(op.path, 'x'),
          headers,
          ...(op.method === 'GET' ? {} : { payload: '{}' }),
        });
      }
      expect([op.path, await staysHealthy(op.path)]).toEqual([op.path, 200]);
    }
    expect(fiveHundreds(from)).toEqual([]);
  }, 600_000);

  it('never answers a hostile path with a 5xx', async () => {
    const from = sent.length;
    for (const path of HOSTILE_PATHS) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
        await send(`${method} ${path.slice(0, 120)}`, { method, url: path, headers: withToken('admin') });
      }
    }
    expect(await staysHealthy('the hostile paths')).toBe(200);
    expect(fiveHundreds(from)).toEqual([]);
  });

  it('answers every refusal with a domain code', () => {
    expect(sent.length).toBeGreaterThan(1000);
    expect(codeless).toEqual([]);
  });

  it('logged no failure', () => {
    expect(errorLines.filter((l) => l.msg === 'request failed').map((l) => l.url)).toEqual([]);
  });
});
