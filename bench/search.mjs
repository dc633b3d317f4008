#!/usr/bin/env node
// `node bench/search.mjs`: storefront browse and search latency (p50, p99) at 100,000 products, cache bypassed
// (Cache-Control: no-cache), in standalone and distributed mode: first page, a deep page, a first deep page (not
// yet memoised), a category page, a one-word search, a misspelt search, a synonym search, a first search (not yet
// memoised), the food filters ('Veg only', 'Free from …': browsed, searched, deep and not yet memoised) and a
// suggestion. The products are written by `npm run seed:scale` after the app's first start, then given label facts
// (diet and allergens). Loads only 127.0.0.1. See bench/README.md.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBench, ROOT } from './deployment.mjs';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 1000);
const WARM_UP = 20;
/** A kind stops early after this long, so a slow build still finishes; its sample count says so. */
const KIND_SECONDS = Number(process.env.BENCH_SEARCH_KIND_SECONDS ?? 120);
const QUIET_WAIT_SECONDS = 60;
const RSS_TARGET_MB = 700;
const TARGETS = { standalone: 60, distributed: 30 };
const SUGGESTION_TARGET = 20;
/** `BENCH_SEARCH_KINDS=food` (any part of a kind's name, comma-separated) times only those kinds. */
const ONLY_KINDS = process.env.BENCH_SEARCH_KINDS?.split(',')
  .map((k) => k.trim())
  .filter(Boolean);

/** The first deep food page: a third of the way into 'Veg only' (page 300 of 100,000 products). */
const DEEP_FOOD_PAGE = Math.max(1, Math.round(PRODUCTS / 330));

/** What is timed: each kind cycles through its paths, one request after another. */
const KINDS = [
  { kind: 'first page', paths: ['/api/products', '/api/products?sort=price-asc', '/api/products?sort=newest'] },
  {
    kind: 'deep page',
    paths: ['/api/products?page=1000', '/api/products?page=1500&sort=price-asc', '/api/products?page=700&sort=newest'],
  },
  {
    // Each request a deep page the catalog has not served under this catalogue version (a different page or
    // order each time), so its ids are not in the catalog's memo of pages: the cost of a first deep page.
    kind: 'first deep page',
    paths: Array.from(
      { length: SAMPLES + WARM_UP },
      (_, i) => `/api/products?page=${1000 + Math.floor(i / 3)}&sort=${['price-asc', 'newest', 'price-desc'][i % 3]}`,
    ),
  },
  {
    kind: 'category page',
    paths: [
      '/api/products?category=sweet&page=3',
      '/api/products?category=spicy&page=3',
      '/api/products?category=savory&page=3',
    ],
  },
  { kind: 'one-word search', paths: ['murukku', 'laddu', 'halwa', 'podi', 'boondi', 'pickle'].map(search) },
  { kind: 'misspelt search', paths: ['murkku', 'mysor pak', 'halwaa', 'adhirasm', 'kodubal', 'bondi'].map(search) },
  { kind: 'synonym search', paths: ['ladoo', 'chakli', 'gunpowder', 'papad', 'namkeen', 'kheer'].map(search) },
  {
    // Each request a search the catalog has not answered under this catalogue version (a different lowest
    // price each time), so none is served from the catalog's memo of searches: the cost of a first search.
    kind: 'first search',
    paths: Array.from({ length: SAMPLES + WARM_UP }, (_, i) =>
      search(['murukku', 'laddu', 'halwa', 'podi', 'boondi', 'pickle'][i % 6], `&minPrice=${1 + i / 100}`),
    ),
  },
  {
    kind: 'food filter',
    paths: [
      '/api/products?diet=veg',
      '/api/products?excludeAllergens=peanut,milk',
      '/api/products?diet=veg&category=sweet&page=3',
      '/api/products?diet=veg&excludeAllergens=milk&sort=price-asc',
      search('murukku', '&diet=veg'),
      search('laddu', '&excludeAllergens=milk,tree-nut'),
    ],
  },
  {
    // Each request a deep filtered page not yet memoised: the walk of the order's index tests each row's facts.
    kind: 'first deep food page',
    paths: Array.from(
      { length: SAMPLES + WARM_UP },
      (_, i) =>
        `/api/products?page=${DEEP_FOOD_PAGE + Math.floor(i / 2)}&${i % 2 ? 'diet=veg' : 'excludeAllergens=peanut'}`,
    ),
  },
  {
    // Each request a food filter with a price bound not yet seen: its counts (with the chips') are counted afresh,
    // browsed in SQL or searched in the index.
    kind: 'first food filter',
    paths: Array.from({ length: SAMPLES + WARM_UP }, (_, i) => {
      const food = `&diet=veg${i % 4 < 2 ? '' : '&excludeAllergens=milk'}&minPrice=${1 + i / 100}`;
      return i % 2 ? search(['murukku', 'laddu', 'halwa'][i % 3], food) : `/api/products?${food.slice(1)}`;
    }),
  },
  {
    kind: 'suggestion',
    target: SUGGESTION_TARGET,
    paths: ['mur', 'lad', 'mysore', 'hal', 'pod', 'swe'].map((q) => `/api/search/suggestions?q=${q}`),
  },
];

function search(words, more = '') {
  return `/api/products?search=${encodeURIComponent(words)}${more}`;
}

const SEED = join(ROOT, 'services/catalog/dist/seed/scale/main.js');
if (!existsSync(SEED))
  throw new Error('not built: the scale seed. Run: npx nx run-many -t build --exclude=@thindi/frontend');
/**
 * Label facts for the generated products, as sellers would declare them, spread by each id's hash: seven in ten
 * veg, one egg, one non-veg, one undeclared; one in seven without declared allergens, the others with milk (a
 * third), peanut (a fifth), tree nuts (a quarter), gluten (a sixth) or sesame, or none. One statement; the
 * catalogue version moves with it.
 */
const DECLARE_FOOD_FACTS = `
  UPDATE catalog.products p SET
    diet = (ARRAY['veg','veg','veg','veg','veg','veg','veg','egg','non-veg',NULL])[1 + h.n % 10],
    allergens = CASE WHEN h.n % 7 = 0 THEN NULL ELSE array_remove(ARRAY[
      CASE WHEN h.n % 3 = 0 THEN 'milk' END, CASE WHEN h.n % 5 = 0 THEN 'peanut' END,
      CASE WHEN h.n % 4 = 1 THEN 'tree-nut' END, CASE WHEN h.n % 6 = 2 THEN 'gluten' END,
      CASE WHEN h.n % 11 = 3 THEN 'sesame' END], NULL) END
  FROM (SELECT id, abs(hashtext(id::text)) AS n FROM catalog.products) h
  WHERE h.id = p.id AND p.diet IS NULL AND p.allergens IS NULL`;
/**
 * The update leaves a dead version of every row it changed and clears the visibility map, as the seed's own VACUUM
 * ANALYZE had set it; PGlite runs no autovacuum, so the run vacuums as a database that had time to would be.
 */
const VACUUM_PRODUCTS = 'VACUUM (ANALYZE) catalog.products';

/** Writes the label facts into the app's data (its PGlite folder while it is stopped, or its database). */
async function declareFoodFacts(app, mode) {
  if (mode === 'distributed') {
    const { default: pg } = await import('pg');
    const database = new URL(app.postgres);
    database.pathname = `/${app.database}`;
    const client = new pg.Client({ connectionString: database.toString() });
    await client.connect();
    await client
      .query(DECLARE_FOOD_FACTS)
      .then(() => client.query(VACUUM_PRODUCTS))
      .finally(() => client.end());
    return;
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db = await PGlite.create({ dataDir: join(app.dataDir, 'pglite'), extensions: { pg_trgm } });
  await db
    .exec(DECLARE_FOOD_FACTS)
    .then(() => db.exec(VACUUM_PRODUCTS))
    .finally(() => db.close());
}

const bench = createBench('search');
const { log, api, waitFor, stop } = bench;

/** `npm run seed:scale` against the app's data (PGlite folder or database); answers its summary line. */
function seedScale(app, mode) {
  const database = new URL(app.postgres ?? 'postgres://localhost');
  database.pathname = `/${app.database}`;
  const target =
    mode === 'standalone'
      ? ['--data-dir', app.dataDir]
      : ['--database-url', database.toString(), '--nats-url', app.natsUrl, '--nats-prefix', app.prefix];
  const args = [SEED, '--products', String(PRODUCTS), ...target];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  // Ctrl-C or a SIGTERM to the benchmark stops the seed too (the app's processes are stopped by createBench).
  const stopSeed = () => child.kill('SIGTERM');
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, stopSeed);
  child.once('exit', () => ['SIGINT', 'SIGTERM'].forEach((signal) => process.off(signal, stopSeed)));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').pop()))
        : reject(new Error(`seed:scale exited with ${code}`)),
    ),
  );
}

/** One kind, requests one after another (latency, not throughput); a missing endpoint (404) is reported as such. */
async function measureKind(base, { kind, paths }) {
  const times = [];
  let results = 0;
  const deadline = Date.now() + KIND_SECONDS * 1000;
  for (let i = 0; i < SAMPLES + WARM_UP && Date.now() < deadline; i++) {
    const path = paths[i % paths.length];
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { 'cache-control': 'no-cache' } });
    const body = await res.json().catch(() => ({}));
    const elapsed = performance.now() - started;
    if (res.status === 404 && i === 0) return { kind, missing: true };
    if (!res.ok) return { kind, error: `${path}: ${res.status} ${body.message ?? ''}`.trim() };
    if (i >= WARM_UP) {
      times.push(elapsed);
      results += (body.products ?? body.suggestions ?? []).length;
    }
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return { kind, samples: times.length, p50Ms: at(50), p99Ms: at(99), meanResults: results / (times.length || 1) };
}

/** The machine's busy share of CPU time over `ms` (all cores, from /proc/stat). */
async function busyShare(ms) {
  const read = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    return { idle: ticks[3] + ticks[4], total: ticks.reduce((a, b) => a + b, 0) };
  };
  const before = read();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = read();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/**
 * After a bulk load the database writes it out and vacuums, and each catalog process reads it: waits until the
 * machine is quiet (under 10% busy for a second, at most QUIET_WAIT_SECONDS), so the timings are of the reads and
 * not of the load's aftermath. Answers the seconds waited, or undefined when the machine never went quiet.
 */
async function settle(app, mode) {
  const started = Date.now();
  if (mode === 'distributed') {
    const { default: pg } = await import('pg');
    const database = new URL(app.postgres);
    database.pathname = `/${app.database}`;
    const client = new pg.Client({ connectionString: database.toString() });
    await client.connect();
    await client.query('CHECKPOINT').finally(() => client.end());
  }
  while (Date.now() - started < QUIET_WAIT_SECONDS * 1000)
    if ((await busyShare(1000)) < 0.1) return Math.round((Date.now() - started) / 1000);
  return undefined;
}

function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakRssMb: Math.round(kb('VmHWM') / 1024) };
}

async function benchMode(mode, start, results) {
  let app = await start();
  try {
    const count = async () => (await api(app.base, 'GET', '/api/products?pageSize=1')).counts.all;
    await waitFor('the demo catalogue', async () => (await count()) > 0, app.procs);
    const demo = await count();
    // PGlite serves one process: the app stops while the seed writes, and starts again on the same folder.
    if (mode === 'standalone') await stop(app.procs);
    log(`${mode}: seeding ${PRODUCTS} products`);
    const seeded = await seedScale(app, mode);
    const declaring = Date.now();
    await declareFoodFacts(app, mode);
    log(`${mode}: label facts declared in ${((Date.now() - declaring) / 1000).toFixed(1)} s`);
    if (mode === 'standalone') app = await start();
    const visible = demo + seeded.visible;
    await waitFor(`${visible} visible products`, async () => (await count()) >= visible, app.procs);
    const quietAfter = await settle(app, mode);
    log(
      quietAfter === undefined
        ? `${mode}: not quiet after ${QUIET_WAIT_SECONDS} s`
        : `${mode}: quiet after ${quietAfter} s`,
    );
    const summary = { mode, products: await count(), seedSeconds: seeded.seconds, quietAfter };
    // The standalone process's resident memory now and at its peak so far, logged at each step.
    const memoryNow = () => {
      if (mode !== 'standalone') return '';
      const { rssMb, peakRssMb } = memoryOf(app.procs[0].child.pid);
      return `; RSS ${rssMb} MB, peak ${peakRssMb} MB`;
    };
    log(`${mode}: loaded${memoryNow()}`);
    for (const kind of KINDS.filter((k) => !ONLY_KINDS || ONLY_KINDS.some((only) => k.kind.includes(only)))) {
      const target = kind.target ?? TARGETS[mode];
      const measured = await measureKind(app.base, kind);
      log(
        `${mode} ${kind.kind}: ${measured.missing ? 'missing' : (measured.error ?? `p99 ${measured.p99Ms.toFixed(1)} ms`)}${memoryNow()}`,
      );
      results.push({ ...summary, targetP99Ms: target, ...measured });
    }
    const memory = mode === 'standalone' ? memoryOf(app.procs[0].child.pid) : {};
    results.push({ ...summary, kind: 'seed and memory', ...memory });
  } finally {
    await stop(app.procs);
  }
}

const ms = (v) => (v === undefined ? '' : v.toFixed(1));
function row(r) {
  if (r.kind === 'seed and memory') {
    const memory =
      r.rssMb === undefined ? '' : `; RSS ${r.rssMb} MB, peak ${r.peakRssMb} MB (target ≤ ${RSS_TARGET_MB})`;
    const quiet =
      r.quietAfter === undefined ? `not quiet after ${QUIET_WAIT_SECONDS} s` : `quiet after ${r.quietAfter} s`;
    return [r.mode, r.products, r.kind, '', '', '', '', '', `seed ${r.seedSeconds} s, ${quiet}${memory}`];
  }
  if (r.missing) return [r.mode, r.products, r.kind, '', '', '', `< ${r.targetP99Ms}`, 'missing (404)', ''];
  if (r.error) return [r.mode, r.products, r.kind, '', '', '', `< ${r.targetP99Ms}`, `failed: ${r.error}`, ''];
  const met = r.p99Ms < r.targetP99Ms ? 'yes' : 'no';
  return [
    r.mode,
    r.products,
    r.kind,
    r.samples,
    ms(r.p50Ms),
    ms(r.p99Ms),
    `< ${r.targetP99Ms}`,
    met,
    r.meanResults.toFixed(1),
  ];
}

bench.main({
  only: process.env.BENCH_SEARCH_MODES,
  benchMode,
  header: [
    'mode',
    'visible products',
    'kind',
    'samples',
    'p50 ms',
    'p99 ms',
    'target p99 ms',
    'met',
    'results/request',
  ],
  row,
});
