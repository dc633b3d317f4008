#!/usr/bin/env node
// `node bench/orders.mjs`: orders placed per second and the latency (p50, p99) of POST /api/orders, in
// standalone and distributed mode. An approved seller (through the real API) posts a few products with large
// stock; customers registered by password place one- or two-line orders from CONNECTIONS parallel clients.
// Every order reserves stock in the catalog, writes the order and queues its mails. Loads only 127.0.0.1.
// Starts processes like bench/search.mjs (and needs the same build). See bench/README.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const HOST = '127.0.0.1';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['auth', 'catalog', 'order', 'seller', 'admin', 'notification', 'media'];
const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20);
const CUSTOMERS = 20;
const WARMUP = 50;
const ADMIN = { email: 'bench@thindi.local', password: randomBytes(12).toString('hex') };
const LIMITS = { RATE_LIMIT_EMAIL_PER_MINUTE: '100000', RATE_LIMIT_ADDRESS_PER_MINUTE: '100000' };
const SERVERS = {
  nats: process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222',
  postgres: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const ADDRESS = {
  type: 'home',
  firstName: 'Bench',
  lastName: 'Shopper',
  street: '12 Car Street',
  city: 'Madurai',
  state: 'Tamil Nadu',
  pincode: '625001',
  phone: '9876543210',
};

const log = (message) => process.stderr.write(`[orders-bench] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const children = new Set();
const cleanups = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer().listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Only what Node needs from this shell: a DATABASE_URL set for real work never reaches the benchmark. */
function startNode(name, script, env) {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].filter((k) => process.env[k]);
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...Object.fromEntries(keep.map((k) => [k, process.env[k]])), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc = { name, child, output: [] };
  const remember = (chunk) => proc.output.push(String(chunk)) > 30 && proc.output.shift();
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  proc.exited = new Promise((resolve) => child.once('exit', resolve));
  children.add(proc);
  return proc;
}

async function stop(procs) {
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGTERM');
  await Promise.all(
    procs.map((p) =>
      Promise.race([p.exited, sleep(5000).then(() => p.child.exitCode === null && p.child.kill('SIGKILL'))]),
    ),
  );
  for (const p of procs) children.delete(p);
}

async function waitFor(what, check, procs, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = procs.find((p) => p.child.exitCode !== null);
    if (dead) throw new Error(`${dead.name} exited while waiting for ${what}\n${dead.output.join('')}`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function api(base, method, path, { token, body, form } = {}) {
  const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method,
    headers,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json;
}

/** A seller approved by the admin, with one uploaded product image. */
async function approvedSeller(base) {
  const pdf = new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], {
    type: 'application/pdf',
  });
  const form = new FormData();
  const fields = {
    businessName: 'Bench Snacks',
    ownerName: 'Bench',
    email: `bench-${randomBytes(4).toString('hex')}@example.in`,
    phone: '9876543210',
    businessType: 'company',
    panNumber: 'ABCDE1234F',
    password: 'secret1',
    address: JSON.stringify({ street: 'a', city: 'b', state: 'c', pincode: '560001' }),
    bankDetails: JSON.stringify({
      accountNumber: '123456789',
      ifscCode: 'SBIN0001234',
      accountHolderName: 'Bench',
      bankName: 'SBI',
    }),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of ['aadharCard', 'panCard', 'bankDocument']) form.append(f, pdf, `${f}.pdf`);
  const { token, seller } = await api(base, 'POST', '/api/sellers/register', { form });
  const admin = await api(base, 'POST', '/api/admin/login', { body: ADMIN });
  await api(base, 'PATCH', `/api/admin/sellers/${seller.id}/approve`, { token: admin.token });
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d35400' } })
    .png()
    .toBuffer();
  const upload = new FormData();
  upload.append('image', new Blob([png], { type: 'image/png' }), 'snack.png');
  const { file } = await api(base, 'POST', '/api/upload/image', { token, form: upload });
  return { token, image: file.url };
}

/** Four products with stock enough for every order of the run. */
async function stockedProducts(base) {
  const { token, image } = await approvedSeller(base);
  const ids = [];
  for (const [i, name] of ['Bench Murukku', 'Bench Mixture', 'Bench Laddu', 'Bench Chips'].entries()) {
    const { product } = await api(base, 'POST', '/api/products', {
      token,
      body: {
        name,
        description: 'A snack made for the order benchmark.',
        price: 120 + i * 90,
        category: 'savory',
        ingredients: ['rice flour'],
        weight: '200g',
        images: [image],
        stockQuantity: 1_000_000,
      },
    });
    ids.push(product.id ?? product._id);
  }
  return ids;
}

async function customers(base) {
  const tokens = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `shopper-${i}-${randomBytes(3).toString('hex')}@example.in`;
    const body = { firstName: 'Bench', lastName: 'Shopper', email, phone: '+919876543210', password: 'Murukku@123' };
    tokens.push((await api(base, 'POST', '/api/auth/register', { body })).token);
  }
  return tokens;
}

/** CONNECTIONS clients place orders one after another until ORDERS are placed; the first WARMUP are not timed. */
async function measureOrders(base) {
  const products = await stockedProducts(base);
  const tokens = await customers(base);
  let next = 0;
  let failed = 0;
  const times = [];
  const place = async (i) => {
    const items = [{ productId: products[i % 4], quantity: 1 + (i % 3) }];
    if (i % 2) items.push({ productId: products[(i + 1) % 4], quantity: 1 });
    const started = performance.now();
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify({ items, shippingAddress: ADDRESS, paymentMethod: 'cod' }),
    });
    await res.arrayBuffer();
    if (res.status !== 201) failed++;
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await place(i);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < ORDERS) times.push(await place(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { orders: ORDERS, failed, seconds, ordersPerSecond: ORDERS / seconds, p50Ms: at(50), p99Ms: at(99) };
}

async function benchMode(mode, start, results) {
  const app = await start();
  try {
    log(`${mode}: placing ${ORDERS} orders from ${CONNECTIONS} connections`);
    results.push({ mode, connections: CONNECTIONS, ...(await measureOrders(app.base)) });
  } finally {
    await stop(app.procs);
  }
}

async function startStandalone(dataDir) {
  const port = await freePort();
  const env = { MODE: 'standalone', HOST, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...LIMITS };
  const proc = startNode('standalone', 'gateway/dist/main.js', {
    ...env,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const base = `http://${HOST}:${port}`;
  await waitFor('health', async () => (await fetch(`${base}/api/health`)).ok, [proc]);
  return { base, procs: [proc] };
}

async function startDistributed(dataDir) {
  const { default: pg } = await import('pg');
  const id = randomBytes(4).toString('hex');
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: SERVERS.postgres });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE "thindi_orders_${id}"`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS "thindi_orders_${id}" WITH (FORCE)`));
  const prefix = `bench_orders_${id}_`;
  cleanups.push(async () => {
    const { connect } = await import('nats');
    const nc = await connect({ servers: SERVERS.nats });
    const jsm = await nc.jetstreamManager();
    for (const name of (await jsm.streams.names().next()).filter((s) => s.startsWith(prefix)))
      await jsm.streams.delete(name);
    await nc.close();
  });
  cleanups.push(async () => {
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(SERVERS.redis);
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 }))
      if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  const url = new URL(SERVERS.postgres);
  url.pathname = `/thindi_orders_${id}`;
  const env = {
    MODE: 'distributed',
    NATS_URL: SERVERS.nats,
    NATS_PREFIX: prefix,
    DATABASE_URL: url.toString(),
    REDIS_URL: SERVERS.redis,
    JWT_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ...LIMITS,
  };
  const procs = SERVICES.map((s) => startNode(s, `services/${s}/dist/main.js`, env));
  const port = await freePort();
  procs.push(startNode('gateway', 'gateway/dist/main.js', { ...env, HOST, PORT: String(port) }));
  const base = `http://${HOST}:${port}`;
  await waitFor('health', async () => (await fetch(`${base}/api/health`)).ok, procs);
  return { base, procs };
}

async function main() {
  const missing = ['gateway', ...SERVICES.map((s) => `services/${s}`)].filter(
    (a) => !existsSync(join(ROOT, a, 'dist/main.js')),
  );
  if (missing.length)
    throw new Error(`not built: ${missing.join(', ')}. Run: npx nx run-many -t build --exclude=@thindi/frontend`);
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-orders-bench-'));
  const results = [];
  const errors = [];
  try {
    if (process.env.BENCH_ORDER_MODES !== 'distributed')
      await benchMode('standalone', () => startStandalone(join(dataDir, 's')), results);
    if (process.env.BENCH_ORDER_MODES !== 'standalone') {
      await benchMode('distributed', () => startDistributed(join(dataDir, 'd')), results).catch((err) =>
        errors.push(`distributed: ${err.message}`),
      );
    }
  } catch (err) {
    errors.push(err.message);
  } finally {
    await stop([...children]);
    for (const step of cleanups.reverse()) await step().catch((err) => log(`clean-up failed: ${err.message}`));
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = results.map(
    (r) =>
      `| ${r.mode} | ${r.connections} | ${r.orders} | ${r.failed} | ${r.ordersPerSecond.toFixed(1)} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} |`,
  );
  process.stdout.write(
    `\n| mode | connections | orders | failed | orders/s | p50 ms | p99 ms |\n|---|--:|--:|--:|--:|--:|--:|\n${rows.join('\n')}\n`,
  );
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `orders-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ machine: { cpus: cpus().length, node: process.version }, results, errors }, null, 2)}\n`,
  );
  process.stdout.write(`\nresults: ${file}\n`);
  for (const e of errors) process.stderr.write(`[orders-bench] failed: ${e}\n`);
  process.exitCode = errors.length ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stop([...children]).finally(() => process.exit(130)));
main().catch(async (err) => {
  process.stderr.write(`[orders-bench] ${err.stack ?? err}\n`);
  await stop([...children]);
  process.exit(1);
});
