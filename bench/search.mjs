#!/usr/bin/env node
// `node bench/search.mjs`: search latency (p50, p99) of GET /api/products?search=... with the gateway cache
// bypassed (Cache-Control: no-cache), over the demo catalogue and over 10,000 generated products, in
// standalone and distributed mode. Products are generated through the real API (a seller, approved by the
// admin, posting them), so both modes get them the same way. Loads only 127.0.0.1. See bench/README.md.
import { createBench } from './deployment.mjs';

const GENERATED = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SEARCH_SAMPLES ?? 400);
const WRITE_CONCURRENCY = 16;
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

const bench = createBench('search');
const { log, api, waitFor, approvedSeller, stop } = bench;

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

bench.main({
  only: process.env.BENCH_SEARCH_MODES,
  benchMode,
  header: ['mode', 'catalogue', 'visible products', 'p50 ms', 'p99 ms', 'results/search'],
  row: (r) => [r.mode, r.catalogue, r.products, r.p50Ms.toFixed(1), r.p99Ms.toFixed(1), r.meanResults.toFixed(0)],
});
