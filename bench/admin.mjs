#!/usr/bin/env node
// `node bench/admin.mjs`: how long after an admin approves a seller its product is visible to shoppers
// (PATCH approve → the first 200 of GET /api/products/:id, polled every 2 ms, the cached storefront path a
// shopper uses), and the latency of GET /api/admin/stats: healthy, with the order service stopped (SIGTERM)
// and with the catalog frozen (SIGSTOP: it holds requests without answering, so the time limit decides).
// Standalone runs every service in one process, so only the healthy figures apply there. Loads only
// 127.0.0.1; processes are started by bench/deployment.mjs. See bench/README.md.
import { randomBytes } from 'node:crypto';
import { createBench } from './deployment.mjs';

const ROUNDS = Number(process.env.BENCH_ADMIN_ROUNDS ?? 10);
const STATS_CALLS = 30;
const FROZEN_CALLS = 5;
const STATS_TIMEOUT_MS = 1500;
const bench = createBench('admin', {
  extraEnv: {
    ADMIN_STATS_TIMEOUT_MS: String(STATS_TIMEOUT_MS),
    RATE_LIMIT_EMAIL_PER_MINUTE: '100000',
    RATE_LIMIT_ADDRESS_PER_MINUTE: '100000',
  },
});
const { log, sleep, api, adminToken, pendingSeller, stop } = bench;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const summary = (values) => ({ n: values.length, p50: percentile(values, 50), max: Math.max(...values) });

/** Milliseconds from the approval request to the first shopper read that shows the seller's product. */
async function approvalToVisible(base, token) {
  const seller = await pendingSeller(base, `Probe ${randomBytes(3).toString('hex')}`);
  const { product } = await api(base, 'POST', '/api/products', {
    token: seller.token,
    body: {
      name: `Approval Probe ${randomBytes(3).toString('hex')}`,
      description: 'A snack made for the approval benchmark.',
      price: 99,
      category: 'savory',
      ingredients: ['rice flour'],
      weight: '100g',
      images: [seller.image],
      stockQuantity: 5,
    },
  });
  const url = `${base}/api/products/${product.id ?? product._id}`;
  if ((await fetch(url)).status !== 404) throw new Error('a pending seller’s product is visible');
  const started = performance.now();
  await api(base, 'PATCH', `/api/admin/sellers/${seller.id}/approve`, { token });
  while ((await fetch(url)).status !== 200) {
    if (performance.now() - started > 30_000) throw new Error('product not visible 30 s after approval');
    await sleep(2);
  }
  return performance.now() - started;
}

async function statsLatency(base, token, calls) {
  const times = [];
  let last;
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    last = await api(base, 'GET', '/api/admin/stats', { token });
    times.push(performance.now() - started);
  }
  return { ...summary(times), unavailable: last.stats.unavailable };
}

async function benchMode(mode, start, results) {
  log(`${mode}: starting`);
  const { base, procs } = await start();
  try {
    const token = await adminToken(base);
    const approvals = [];
    for (let i = 0; i < ROUNDS; i++) approvals.push(await approvalToVisible(base, token));
    results.push({ mode, measure: 'approval → product visible', ...summary(approvals) });
    results.push({ mode, measure: 'GET /api/admin/stats, all up', ...(await statsLatency(base, token, STATS_CALLS)) });
    if (mode !== 'distributed') return;

    const catalog = procs.find((p) => p.name === 'catalog');
    catalog.child.kill('SIGSTOP');
    try {
      const frozen = await statsLatency(base, token, FROZEN_CALLS);
      results.push({ mode, measure: 'GET /api/admin/stats, catalog frozen', ...frozen });
    } finally {
      catalog.child.kill('SIGCONT');
    }
    await stop([procs.find((p) => p.name === 'order')]);
    results.push({
      mode,
      measure: 'GET /api/admin/stats, order stopped',
      ...(await statsLatency(base, token, STATS_CALLS)),
    });
  } finally {
    await stop(procs);
  }
}

bench.main({
  only: process.env.BENCH_ADMIN_MODES,
  benchMode,
  header: ['mode', 'measure', 'n', 'p50 ms', 'max ms', 'unavailable'],
  row: (r) => [r.mode, r.measure, r.n, r.p50.toFixed(1), r.max.toFixed(1), (r.unavailable ?? []).join(', ')],
});
