#!/usr/bin/env node
// `node bench/search.mjs`: search latency (p50, p99) of GET /api/products?search=... with the gateway cache
// bypassed (Cache-Control: no-cache), over the demo catalogue and over 10,000 generated products, in
// standalone and distributed mode. Products are generated through the real API (a seller, approved by the
// admin, posting them), so both modes get them the same way. Loads only 127.0.0.1. See bench/README.md.
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
const GENERATED = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 400);
const WRITE_CONCURRENCY = 16;
const ADMIN = { email: 'bench@thindi.local', password: randomBytes(12).toString('hex') };
const SERVERS = {
  nats: process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222',
  postgres: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
/** Words of the generated catalogue, and the searches run over it (some misspelt on purpose). */
const SNACKS = [
  'Murukku',
  'Chakli',
  'Laddu',
  'Mysore Pak',
  'Halwa',
  'Mixture',
  'Pakoda',
  'Thattai',
  'Seedai',
  'Chips',
  'Adhirasam',
  'Boondi',
  'Kodubale',
  'Nippattu',
  'Payasam',
  'Kozhukattai',
];
const STYLES = [
  'Ghee',
  'Butter',
  'Pepper',
  'Garlic',
  'Jaggery',
  'Coconut',
  'Masala',
  'Ragi',
  'Rava',
  'Kara',
  'Elaichi',
  'Banana',
];
const INGREDIENTS = [
  'rice flour',
  'gram flour',
  'urad dal',
  'ghee',
  'jaggery',
  'coconut',
  'curry leaves',
  'chilli',
  'sesame',
  'cardamom',
  'peanuts',
  'cashew',
];
const CATEGORIES = ['savory', 'sweet', 'spicy', 'traditional'];
const QUERIES = [
  'murukku',
  'ghee laddu',
  'pepper',
  'coconut',
  'jaggery',
  'chakli',
  'mysore pak',
  'sesame',
  'halwa',
  'ragi',
  'curry leaves',
  'banana chips',
  'murkku',
  'ladu',
  'kozhukatai',
  'cashew',
  'boondi',
  'masala',
  'elaichi',
  'thattai',
];

const log = (message) => process.stderr.write(`[search-bench] ${message}\n`);
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

const pick = (list, i) => list[i % list.length];
function generated(i, image) {
  const price = 20 + ((i * 37) % 900);
  return {
    name: `${pick(STYLES, i)} ${pick(SNACKS, Math.floor(i / STYLES.length))} No. ${i}`,
    description: `A ${pick(CATEGORIES, i)} snack made with ${pick(INGREDIENTS, i + 3)}, fried or roasted in small batches.`,
    price,
    originalPrice: i % 3 === 0 ? price + 50 : undefined,
    category: pick(CATEGORIES, i),
    ingredients: [pick(INGREDIENTS, i), pick(INGREDIENTS, i + 5), pick(INGREDIENTS, i + 7)],
    weight: `${100 + (i % 5) * 50}g`,
    images: [image],
    stockQuantity: i % 11,
  };
}

async function generateProducts(base, count) {
  const { token, image } = await approvedSeller(base);
  let next = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: WRITE_CONCURRENCY }, async () => {
      while (next < count) await api(base, 'POST', '/api/products', { token, body: generated(next++, image) });
    }),
  );
  log(`${count} products posted in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** One search after another (no concurrency: latency, not throughput), distinct queries, cache bypassed. */
async function measureSearch(base) {
  const times = [];
  let hits = 0;
  for (let i = 0; i < SAMPLES + 20; i++) {
    const q = encodeURIComponent(pick(QUERIES, i));
    const started = performance.now();
    const res = await fetch(`${base}/api/products?search=${q}`, { headers: { 'cache-control': 'no-cache' } });
    const body = await res.json();
    if (!res.ok) throw new Error(`search ${q}: ${res.status}`);
    if (i >= 20) times.push(performance.now() - started); // the first 20 warm up
    hits += body.products.length;
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { samples: times.length, p50Ms: at(50), p99Ms: at(99), meanResults: hits / (SAMPLES + 20) };
}

async function benchMode(mode, start, results) {
  const app = await start();
  try {
    const count = async () => (await api(app.base, 'GET', '/api/products')).counts.all;
    await waitFor('the demo catalogue', async () => (await count()) > 0, app.procs);
    results.push({ mode, catalogue: 'demo', products: await count(), ...(await measureSearch(app.base)) });
    log(`${mode}: generating ${GENERATED} products`);
    await generateProducts(app.base, GENERATED);
    results.push({
      mode,
      catalogue: `demo + ${GENERATED}`,
      products: await count(),
      ...(await measureSearch(app.base)),
    });
  } finally {
    await stop(app.procs);
  }
}

async function startStandalone(dataDir) {
  const port = await freePort();
  const env = { MODE: 'standalone', HOST, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
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
  await admin(`CREATE DATABASE "thindi_search_${id}"`);
  cleanups.push(() => admin(`DROP DATABASE IF EXISTS "thindi_search_${id}" WITH (FORCE)`));
  const prefix = `bench_search_${id}_`;
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
  url.pathname = `/thindi_search_${id}`;
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
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-search-bench-'));
  const results = [];
  const errors = [];
  try {
    if (process.env.BENCH_SEARCH_MODES !== 'distributed')
      await benchMode('standalone', () => startStandalone(join(dataDir, 's')), results);
    if (process.env.BENCH_SEARCH_MODES !== 'standalone') {
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
      `| ${r.mode} | ${r.catalogue} | ${r.products} | ${r.p50Ms.toFixed(1)} | ${r.p99Ms.toFixed(1)} | ${r.meanResults.toFixed(0)} |`,
  );
  process.stdout.write(
    `\n| mode | catalogue | visible products | p50 ms | p99 ms | results/search |\n|---|---|--:|--:|--:|--:|\n${rows.join('\n')}\n`,
  );
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `search-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ machine: { cpus: cpus().length, node: process.version }, samples: SAMPLES, results, errors }, null, 2)}\n`,
  );
  process.stdout.write(`\nresults: ${file}\n`);
  for (const e of errors) process.stderr.write(`[search-bench] failed: ${e}\n`);
  process.exitCode = errors.length ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => stop([...children]).finally(() => process.exit(130)));
main().catch(async (err) => {
  process.stderr.write(`[search-bench] ${err.stack ?? err}\n`);
  await stop([...children]);
  process.exit(1);
});
