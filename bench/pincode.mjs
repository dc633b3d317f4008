// The pincode directory and delivery estimates of libs/india, in one process: how long the data takes to load,
// what it costs in memory, and the time per lookup and per estimate over BENCH_PINCODE_CALLS (1,000,000) calls.
// Needs the built library: npx nx run @thindi/india:build
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
const CALLS = Number(process.env.BENCH_PINCODE_CALLS ?? 1_000_000);
const require = createRequire(import.meta.url);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory() {
  gc();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
}

const before = memory();
let start = performance.now();
const india = require('../libs/india/dist/index.js');
const requireMs = performance.now() - start;
start = performance.now();
const count = india.pincodeCount();
const loadMs = performance.now() - start;
const after = memory();

// Every known pincode once, then some that do not exist, in a fixed shuffled order.
const known = [];
for (let n = 110000; n <= 855999; n++) if (india.lookupPincode(String(n))) known.push(String(n));
const pins = [...known, '000000', '999999', '123456', 'abcdef'];
let seed = 14;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
for (let i = pins.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [pins[i], pins[j]] = [pins[j], pins[i]];
}

function time(label, fn) {
  for (let i = 0; i < Math.min(CALLS, 50_000); i++) fn(i); // warm-up
  const begin = process.hrtime.bigint();
  let found = 0;
  for (let i = 0; i < CALLS; i++) if (fn(i)) found++;
  const ns = Number(process.hrtime.bigint() - begin) / CALLS;
  return { label, ns, found };
}

const now = new Date('2026-11-24T08:00:00Z');
const lookups = time('lookupPincode', (i) => india.lookupPincode(pins[i % pins.length]));
const estimates = time('estimateDelivery', (i) =>
  india.estimateDelivery({
    now,
    originPincode: known[(i * 7919) % known.length],
    destinationPincode: pins[i % pins.length],
    dispatchDays: i % 3,
    cutoffMinutes: 840,
  }),
);

const rows = [
  ['pincodes', count.toLocaleString('en-IN')],
  ['require the library', `${requireMs.toFixed(1)} ms`],
  ['load the data (first lookup)', `${loadMs.toFixed(1)} ms`],
  ['heap after load', `${mb(after.heapUsed)} (+${mb(after.heapUsed - before.heapUsed)})`],
  ['RSS after load', `${mb(after.rss)} (+${mb(after.rss - before.rss)})`],
  ...[lookups, estimates].map((r) => [
    `${r.label} (${CALLS.toLocaleString('en-IN')} calls)`,
    `${r.ns.toFixed(0)} ns/op, ${((r.found / CALLS) * 100).toFixed(2)}% known`,
  ]),
];
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
