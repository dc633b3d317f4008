#!/usr/bin/env node
// `node bench/orders.mjs`: orders placed per second and the latency (p50, p99) of POST /api/orders, in
// standalone and distributed mode. An approved seller (through the real API) posts a few products with large
// stock; customers signed up with an e-mailed code place one- or two-line orders from CONNECTIONS parallel clients.
// Every order reserves stock in the catalog, writes the order and queues its mails. Loads only 127.0.0.1.
// Processes are started by bench/deployment.mjs (shared with bench/search.mjs). See bench/README.md.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createBench } from './deployment.mjs';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_ORDER_CONNECTIONS ?? 20);
/**
 * BENCH_COUPON=1: every order carries the seller's coupon BENCHOFF10 (10% off its products, at most 100 orders per
 * shopper, so more shoppers sign up): the discount's split, the invoice's lowered values and the use taken under the
 * coupon's row lock are then part of every order.
 */
const COUPON = process.env.BENCH_COUPON === '1' ? 'BENCHOFF10' : null;
const CUSTOMERS = COUPON ? Math.max(20, Math.ceil((ORDERS + 50) / 100) + 1) : 20;
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

/** Every process counts its database statements by service into this folder (see libs/platform db layer). */
const COUNTS = mkdtempSync(join(tmpdir(), 'thindi-orders-statements-'));
process.on('exit', () => rmSync(COUNTS, { recursive: true, force: true }));

/** The statements run so far, by service and kind, summed over the processes (their files lag by up to 1 s). */
async function statementCounts() {
  await sleep(1200);
  const total = {};
  for (const file of readdirSync(COUNTS).filter((f) => f.endsWith('.json'))) {
    const counts = JSON.parse(readFileSync(join(COUNTS, file), 'utf8'));
    for (const [service, kinds] of Object.entries(counts))
      for (const [kind, n] of Object.entries(kinds)) {
        total[service] ??= {};
        total[service][kind] = (total[service][kind] ?? 0) + n;
      }
  }
  return total;
}

/** CPU time (user + system) of processes, in ms, from /proc (Linux; ticks of 10 ms). */
function cpuMsOf(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone: counted as nothing
    }
  }
  return ticks * 10;
}

/** The PostgreSQL backends serving the run's database (distributed mode), found by database name. */
async function backendPids(app) {
  if (!app.database) return [];
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

/** CPU ms of the app's Node processes and of its database backends. */
async function cpuMs(app) {
  return {
    node: cpuMsOf(app.procs.map((p) => p.child.pid)),
    postgres: cpuMsOf(await backendPids(app)),
  };
}

/** Statements per order by service (and by kind) between two counts. */
function perOrder(before, after, orders) {
  const out = {};
  for (const [service, kinds] of Object.entries(after)) {
    const byKind = {};
    for (const [kind, n] of Object.entries(kinds)) {
      const d = (n - (before[service]?.[kind] ?? 0)) / orders;
      if (d > 0) byKind[kind] = Number(d.toFixed(2));
    }
    const sum = Object.values(byKind).reduce((a, b) => a + b, 0);
    if (sum > 0) out[service] = { total: Number(sum.toFixed(2)), ...byKind };
  }
  return out;
}

const bench = createBench('orders', { extraEnv: { ...LIMITS, DB_STATEMENT_COUNT_DIR: COUNTS } });
const { log, api, approvedSeller, verifiedCustomer, stop } = bench;

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
  if (COUPON) {
    const day = 24 * 3600 * 1000;
    await api(base, 'POST', '/api/sellers/coupons', {
      token,
      body: {
        code: COUPON,
        kind: 'percent',
        value: 10,
        minSubtotal: 0,
        startsAt: new Date(Date.now() - day).toISOString(),
        endsAt: new Date(Date.now() + day).toISOString(),
        perCustomerLimit: 100,
      },
    });
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

/** CONNECTIONS clients place orders one after another until ORDERS are placed; the first WARMUP are not timed. */
async function measureOrders(app) {
  const { base } = app;
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
      body: JSON.stringify({
        items,
        shippingAddress: ADDRESS,
        paymentMethod: 'cod',
        ...(COUPON ? { couponCode: COUPON } : {}),
      }),
    });
    const body = await res.json().catch(() => ({}));
    // With a coupon, an order placed without its discount counts as failed too.
    if (res.status !== 201 || (COUPON && !body.order?.coupon)) failed++;
    return performance.now() - started;
  };
  for (let i = 0; i < WARMUP; i++) await place(i);
  const before = await statementCounts();
  const cpuBefore = await cpuMs(app);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < ORDERS) times.push(await place(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpuAfter = await cpuMs(app);
  const cpuMsPerOrder = {
    node: (cpuAfter.node - cpuBefore.node) / ORDERS,
    postgres: (cpuAfter.postgres - cpuBefore.postgres) / ORDERS,
  };
  const statements = perOrder(before, await statementCounts(), ORDERS);
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))];
  const statementsPerOrder = Object.values(statements).reduce((a, s) => a + s.total, 0);
  log(`statements per order: ${JSON.stringify(statements)}`);
  return {
    orders: ORDERS,
    failed,
    seconds,
    ordersPerSecond: ORDERS / seconds,
    p50Ms: at(50),
    p99Ms: at(99),
    statementsPerOrder,
    statements,
    cpuMsPerOrder,
  };
}

async function benchMode(mode, start, results) {
  const app = await start();
  try {
    log(`${mode}: placing ${ORDERS} orders from ${CONNECTIONS} connections`);
    results.push({ mode, connections: CONNECTIONS, coupon: COUPON, ...(await measureOrders(app)) });
  } finally {
    await stop(app.procs);
  }
}

bench.main({
  only: process.env.BENCH_ORDER_MODES,
  benchMode,
  header: [
    'mode',
    'connections',
    'orders',
    'failed',
    'orders/s',
    'p50 ms',
    'p99 ms',
    'statements/order',
    'CPU ms/order (node + postgres)',
  ],
  row: (r) => [
    r.mode,
    r.connections,
    r.orders,
    r.failed,
    r.ordersPerSecond.toFixed(1),
    r.p50Ms.toFixed(1),
    r.p99Ms.toFixed(1),
    r.statementsPerOrder.toFixed(1),
    `${r.cpuMsPerOrder.node.toFixed(1)} + ${r.cpuMsPerOrder.postgres.toFixed(1)}`,
  ],
});
