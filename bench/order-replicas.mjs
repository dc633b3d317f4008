#!/usr/bin/env node
// `node bench/order-replicas.mjs`: what a second order-service replica buys. Starts distributed mode as plain
// processes on this machine (bench/deployment.mjs) with 1 and then 2 order-service replicas, places COD checkouts
// from CONNECTIONS parallel clients for a fixed time, and reports orders/s, p50/p99 of POST /api/orders and the CPU
// seconds each process (and the run database's PostgreSQL backends) spent in that time. Halfway through the load it
// saves every process's /metrics text beside the results. Loads only 127.0.0.1. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBench, ensureBuilt, HOST, ROOT, writeResults } from './deployment.mjs';

const SECONDS = Number(process.env.BENCH_REPLICA_SECONDS ?? 30);
const CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20);
const CASES = (process.env.BENCH_ORDER_REPLICAS ?? '1,2').split(',').map(Number);
const CUSTOMERS = 20;
const WARMUP = 50;
/** Sign-ups and sign-ins of the run's shoppers are not what is measured: no rate limit gets in the way. */
const LIMITS = { RATE_LIMIT_EMAIL_PER_MINUTE: '100000', RATE_LIMIT_ADDRESS_PER_MINUTE: '100000' };
/** In Karnataka: the bench seller (Bengaluru, no GSTIN; bench/deployment.mjs) may sell only within its state. */
const ADDRESS = {
  type: 'home',
  firstName: 'Bench',
  lastName: 'Shopper',
  street: '12 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560025',
  phone: '9876543210',
};
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS = 100;

const bench = createBench('replicas', { extraEnv: LIMITS });
const { log, api, approvedSeller, verifiedCustomer, startDistributed, stop, stopAll, cleanUp } = bench;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL backends serving the run's database. */
async function backendPids(app) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: app.postgres });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid FROM pg_stat_activity WHERE datname = $1', [app.database]);
    return rows.map((r) => r.pid);
  } finally {
    await client.end();
  }
}

/** CPU seconds so far of every app process by name, and of the database's backends together. */
async function cpuNow(app) {
  const byProcess = Object.fromEntries(app.procs.map((p) => [p.name, cpuSeconds(p.child.pid)]));
  const postgres = (await backendPids(app)).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return { ...byProcess, postgres };
}

/** Every process's /metrics text into `dir` (one file each); answers how many `thindi_` samples each served. */
async function saveMetrics(app, dir) {
  mkdirSync(dir, { recursive: true });
  const samples = {};
  await Promise.all(
    app.procs.map(async (p) => {
      try {
        const res = await fetch(`http://${HOST}:${p.metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) });
        const text = await res.text();
        writeFileSync(join(dir, `${p.name.replace('#', '-')}.txt`), text);
        samples[p.name] = res.ok ? text.split('\n').filter((line) => line.startsWith('thindi_')).length : 0;
      } catch {
        samples[p.name] = null;
      }
    }),
  );
  return samples;
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
        description: 'A snack made for the replica benchmark.',
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
    tokens.push(await verifiedCustomer(base, email, body));
  }
  return tokens;
}

/** A set-up step again (up to three times) when a service was too slow to answer it on a busy machine. */
async function settingUp(step) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (err) {
      if (attempt === 3 || !/: 50[34] /.test(err.message)) throw err;
      log(`set-up step failed (${err.message}), again`);
    }
  }
}

/** CONNECTIONS clients place orders one after another for SECONDS; the first WARMUP orders are not timed. */
async function measure(app, replicas, metricsDir) {
  const { base } = app;
  const products = await settingUp(() => stockedProducts(base));
  const tokens = await settingUp(() => customers(base));
  let n = 0;
  let failed = 0;
  let firstFailure;
  const place = async () => {
    const i = n++;
    const items = [{ productId: products[i % 4], quantity: 1 + (i % 3) }];
    if (i % 2) items.push({ productId: products[(i + 1) % 4], quantity: 1 });
    const started = performance.now();
    const res = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % tokens.length]}` },
      body: JSON.stringify({ items, shippingAddress: ADDRESS, paymentMethod: 'cod' }),
    });
    const body = await res.text();
    if (res.status !== 201) {
      failed++;
      firstFailure ??= `${res.status} ${body.slice(0, 300)}`;
    }
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await place();
  if (failed === WARMUP) throw new Error(`every warm-up order failed: ${firstFailure}`);
  failed = 0;
  const times = [];
  const cpuBefore = await cpuNow(app);
  const started = performance.now();
  const until = started + SECONDS * 1000;
  const metrics = new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2)).then(() =>
    saveMetrics(app, metricsDir),
  );
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) times.push(await place());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuNow(app);
  const cpu = Object.fromEntries(
    Object.keys(cpuAfter).map((name) => [name, Number((cpuAfter[name] - (cpuBefore[name] ?? 0)).toFixed(2))]),
  );
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  return {
    replicas,
    connections: CONNECTIONS,
    orders: times.length,
    failed,
    firstFailure,
    seconds: Number(seconds.toFixed(1)),
    ordersPerSecond: times.length / seconds,
    p50Ms: at(50),
    p99Ms: at(99),
    cpuSeconds: cpu,
    metricsSamples: await metrics,
  };
}

async function main() {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-replicas-bench-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const results = [];
  const errors = [];
  try {
    for (const replicas of CASES) {
      log(`order service ×${replicas}: starting`);
      const app = await startDistributed(join(dataDir, `r${replicas}`), { replicas: { order: replicas } });
      try {
        log(`order service ×${replicas}: placing orders for ${SECONDS} s from ${CONNECTIONS} connections`);
        const metricsDir = join(ROOT, 'bench/results', `order-replicas-metrics-${stamp}`, `order-x${replicas}`);
        results.push(await measure(app, replicas, metricsDir));
      } catch (err) {
        errors.push(`order ×${replicas}: ${err.message}`);
      } finally {
        await stop(app.procs);
      }
    }
  } finally {
    await stopAll();
    await cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = results.map((r) => {
    const { postgres, ...apps } = r.cpuSeconds;
    const order = Object.entries(apps)
      .filter(([name]) => name.startsWith('order'))
      .map(([, s]) => s.toFixed(1))
      .join(' + ');
    const total = Object.values(apps).reduce((a, b) => a + b, 0);
    return [
      r.replicas,
      r.orders,
      r.failed,
      r.ordersPerSecond.toFixed(1),
      r.p50Ms.toFixed(0),
      r.p99Ms.toFixed(0),
      order,
      apps.catalog.toFixed(1),
      apps.gateway.toFixed(1),
      total.toFixed(1),
      postgres.toFixed(1),
    ];
  });
  const header = [
    'order replicas',
    'orders',
    'failed',
    'orders/s',
    'p50 ms',
    'p99 ms',
    'CPU s: order',
    'catalog',
    'gateway',
    'all Node',
    'PostgreSQL',
  ];
  process.stdout.write(
    `\n${SECONDS} s of checkouts per case, CPU seconds spent in that time:\n\n` +
      `| ${header.join(' | ')} |\n|${'---|'.repeat(header.length)}\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n`,
  );
  for (const r of results) log(`order ×${r.replicas}: CPU s by process ${JSON.stringify(r.cpuSeconds)}`);
  for (const r of results) log(`order ×${r.replicas}: thindi_ samples in /metrics ${JSON.stringify(r.metricsSamples)}`);
  const file = writeResults('order-replicas', results, errors);
  process.stdout.write(`\nresults: ${file}\n`);
  for (const r of results) if (r.firstFailure) log(`order ×${r.replicas}: first failed order: ${r.firstFailure}`);
  for (const e of errors) log(`failed: ${e}`);
  process.exitCode = errors.length ? 1 : 0;
}

main().catch(async (err) => {
  log(err.stack ?? String(err));
  await stopAll();
  await cleanUp();
  process.exit(1);
});
