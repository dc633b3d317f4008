#!/usr/bin/env node
// `node bench/order-replicas.mjs`: what a second order-service replica buys. Starts distributed mode as plain
// processes on this machine (bench/deployment.mjs), places COD checkouts from CONNECTIONS parallel clients in timed
// windows with 1 and 2 order-service replicas, in the order 1, 2, 2, 1 (a second replica is started and stopped
// between windows, so other load on the machine that drifts over the run weighs on both alike), and reports per
// replica count orders/s, p50/p99 of POST /api/orders and the CPU seconds each process (and the run database's
// PostgreSQL backends) spent. In each window it saves every process's /metrics text beside the results. Loads only
// 127.0.0.1. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBench, ensureBuilt, HOST, ROOT, writeResults } from './deployment.mjs';

/** Seconds of each timed window. */
const SECONDS = Number(process.env.BENCH_REPLICA_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20);
/** The order-service replicas of each window, in turn. */
const WINDOWS = (process.env.BENCH_ORDER_REPLICAS ?? '1,2,2,1').split(',').map(Number);
const CUSTOMERS = 20;
const WARMUP = 50;
/** Orders placed, untimed, after the replicas changed (a new process compiles its hot paths). */
const SETTLE = 20;
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
  const samples = {};
  await Promise.all(
    app.procs.map(async (p) => {
      try {
        const res = await fetch(`http://${HOST}:${p.metricsPort}/metrics`, { signal: AbortSignal.timeout(5000) });
        const text = await res.text();
        mkdirSync(dir, { recursive: true });
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

/** The order-service processes of the app, in start order. */
const orderProcs = (app) => app.procs.filter((p) => p.name === 'order' || p.name.startsWith('order#'));

/** Starts or stops order-service replicas until `replicas` run. */
async function scaleOrders(app, replicas) {
  while (orderProcs(app).length < replicas) await app.addReplica('order');
  while (orderProcs(app).length > replicas) await app.removeReplica(orderProcs(app).at(-1));
}

/** The customers and products, then every window: CONNECTIONS clients placing orders for SECONDS each. */
async function measure(app, metricsRoot) {
  const { base } = app;
  const products = await settingUp(() => stockedProducts(base));
  const tokens = await settingUp(() => customers(base));
  let n = 0;
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
    return { ms: performance.now() - started, failure: res.status === 201 ? undefined : `${res.status} ${body}` };
  };
  const warmUp = async (count) => {
    const failures = [];
    for (let i = 0; i < count; i++) failures.push((await place()).failure);
    if (failures.every(Boolean)) throw new Error(`every warm-up order failed: ${failures[0].slice(0, 300)}`);
  };
  await warmUp(WARMUP);
  const windows = [];
  for (const [w, replicas] of WINDOWS.entries()) {
    await scaleOrders(app, replicas);
    await warmUp(SETTLE);
    log(`window ${w + 1}/${WINDOWS.length}: order service ×${replicas}, ${SECONDS} s from ${CONNECTIONS} connections`);
    const times = [];
    const failures = [];
    const cpuBefore = await cpuNow(app);
    const started = performance.now();
    const until = started + SECONDS * 1000;
    const metrics = new Promise((resolve) => setTimeout(resolve, (SECONDS * 1000) / 2)).then(() =>
      saveMetrics(app, join(metricsRoot, `window-${w + 1}-order-x${replicas}`)),
    );
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) {
          const { ms, failure } = await place();
          times.push(ms);
          if (failure) failures.push(failure);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = await cpuNow(app);
    const cpuSeconds = Object.fromEntries(
      Object.keys(cpuAfter).map((name) => [name, cpuAfter[name] - (cpuBefore[name] ?? 0)]),
    );
    windows.push({
      replicas,
      seconds,
      times,
      failed: failures.length,
      firstFailure: failures[0]?.slice(0, 300),
      cpuSeconds,
      loadAverage: loadavg()[0],
      metricsSamples: await metrics,
    });
  }
  return windows;
}

/** The windows of one replica count together: orders/s over their time, percentiles over their orders. */
function summary(replicas, windows) {
  const mine = windows.filter((w) => w.replicas === replicas);
  const times = mine.flatMap((w) => w.times).sort((a, b) => a - b);
  const seconds = mine.reduce((sum, w) => sum + w.seconds, 0);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  const cpuSeconds = {};
  for (const w of mine)
    for (const [name, s] of Object.entries(w.cpuSeconds)) cpuSeconds[name] = (cpuSeconds[name] ?? 0) + s;
  const round = (x) => Number(x.toFixed(2));
  return {
    replicas,
    windows: mine.length,
    connections: CONNECTIONS,
    orders: times.length,
    failed: mine.reduce((sum, w) => sum + w.failed, 0),
    firstFailure: mine.find((w) => w.firstFailure)?.firstFailure,
    seconds: round(seconds),
    ordersPerSecond: times.length / seconds,
    p50Ms: at(50),
    p99Ms: at(99),
    cpuSeconds: Object.fromEntries(Object.entries(cpuSeconds).map(([name, s]) => [name, round(s)])),
    /** The machine's 1-minute load average at the end of each window: other work on the same cores shows here. */
    loadAverages: mine.map((w) => round(w.loadAverage)),
    metricsSamples: mine.at(-1).metricsSamples,
  };
}

async function main() {
  ensureBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-replicas-bench-'));
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const metricsRoot = join(ROOT, 'bench/results', `order-replicas-metrics-${stamp}`);
  const results = [];
  const errors = [];
  try {
    log('starting distributed mode');
    const app = await startDistributed(join(dataDir, 'd'));
    try {
      const windows = await measure(app, metricsRoot);
      for (const replicas of [...new Set(WINDOWS)].sort()) results.push(summary(replicas, windows));
    } catch (err) {
      errors.push(err.message);
    } finally {
      await stop(app.procs);
    }
  } finally {
    await stopAll();
    await cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const rows = results.map((r) => {
    const { postgres, ...apps } = r.cpuSeconds;
    const orders = Object.entries(apps).filter(([name]) => name === 'order' || name.startsWith('order#'));
    const orderTotal = orders.reduce((sum, [, s]) => sum + s, 0);
    const total = Object.values(apps).reduce((a, b) => a + b, 0);
    return [
      r.replicas,
      r.orders,
      r.failed,
      r.ordersPerSecond.toFixed(1),
      r.p50Ms.toFixed(0),
      r.p99Ms.toFixed(0),
      orders.map(([, s]) => s.toFixed(1)).join(' + '),
      apps.catalog.toFixed(1),
      apps.gateway.toFixed(1),
      total.toFixed(1),
      postgres.toFixed(1),
      (((total + postgres) * 1000) / r.orders).toFixed(1),
      `${Math.round((orderTotal / (total + postgres)) * 100)} %`,
      `${Math.round(((total + postgres) / (r.seconds * cpus().length)) * 100)} %`,
      r.loadAverages.map((l) => l.toFixed(1)).join(', '),
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
    'CPU ms/order',
    'order share',
    'of the machine',
    'load',
  ];
  process.stdout.write(
    `\n${WINDOWS.length} windows of ${SECONDS} s (replicas ${WINDOWS.join(', ')}), CPU seconds spent in them:\n\n` +
      `| ${header.join(' | ')} |\n|${'---|'.repeat(header.length)}\n${rows.map((r) => `| ${r.join(' | ')} |`).join('\n')}\n`,
  );
  for (const r of results) log(`order ×${r.replicas}: CPU s by process ${JSON.stringify(r.cpuSeconds)}`);
  for (const r of results) log(`order ×${r.replicas}: thindi_ samples in /metrics ${JSON.stringify(r.metricsSamples)}`);
  for (const r of results) if (r.firstFailure) log(`order ×${r.replicas}: first failed order: ${r.firstFailure}`);
  const file = writeResults('order-replicas', results, errors);
  process.stdout.write(`\nresults: ${file}\nmetrics: ${metricsRoot}\n`);
  for (const e of errors) log(`failed: ${e}`);
  process.exitCode = errors.length ? 1 : 0;
}

main().catch(async (err) => {
  log(err.stack ?? String(err));
  await stopAll();
  await cleanUp();
  process.exit(1);
});
