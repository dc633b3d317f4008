#!/usr/bin/env node
// `node bench/lighthouse.mjs [url] [--json [file]] [--runs n]`: Lighthouse (mobile, simulated throttling: its
// defaults) on the shopper's pages `/`, `/product/<a listed product>` and `/?category=sweet`. Prints the four
// category scores and FCP, LCP, TBT, CLS per page. Without a URL (or LIGHTHOUSE_URL) it starts the standalone app
// itself (`node scripts/start.mjs`, which builds what is missing) on a free port with a fresh data folder and the
// demo catalogue, and stops it at the end. Uses Debian's Chromium (CHROME_PATH, default /usr/bin/chromium);
// nothing is downloaded. See bench/README.md.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const HOST = '127.0.0.1';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
const log = (message) => process.stderr.write(`[lighthouse-bench] ${message}\n`);

const USAGE = 'usage: node bench/lighthouse.mjs [url] [--json [file]] [--runs n]';
let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { json: { type: 'string' }, runs: { type: 'string', default: '1' } },
    // `--json` alone means "write to the default file": accept it without a value.
    args: process.argv
      .slice(2)
      .flatMap((a, i, all) => (a === '--json' && (all[i + 1] ?? '--').startsWith('--') ? ['--json', ''] : [a])),
  });
} catch (err) {
  log(`${err.message}\n${USAGE}`);
  process.exit(2);
}
const { values, positionals } = args;
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  log('--runs must be a whole number from 1 to 9');
  process.exit(2);
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
    server.on('error', fail);
  });
}

/** The standalone app in a child process, its own data folder, the demo catalogue seeded. */
async function startApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-lighthouse-'));
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'].filter((k) => process.env[k]);
  const child = spawn(process.execPath, [join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: {
      ...Object.fromEntries(keep.map((k) => [k, process.env[k]])),
      NODE_ENV: 'production',
      MODE: 'standalone',
      HOST,
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const remember = (chunk) => output.push(String(chunk)) > 40 && output.shift();
  child.stdout.on('data', remember);
  child.stderr.on('data', remember);
  const exited = new Promise((done) => child.once('exit', done));
  const base = `http://${HOST}:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.race([exited, sleep(5000).then(() => child.exitCode === null && child.kill('SIGKILL'))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 300_000; // the first start may build the apps
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the app exited before it was ready\n${output.join('')}`);
    }
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('timed out waiting for the app');
    }
    await sleep(500);
  }
  return { base, stop };
}

async function firstProductId(base) {
  const res = await fetch(`${base}/api/products`).catch((err) => {
    throw new Error(`no app answers at ${base} (${err.cause?.code ?? err.message})`);
  });
  const body = await res.json();
  const id = body.products?.[0]?.id;
  if (!res.ok || !id) throw new Error(`${base}/api/products lists no product to measure`);
  return id;
}

/** Lighthouse's advice for several runs: keep the one with the median performance score. */
function medianRun(lhrs) {
  const sorted = [...lhrs].sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return sorted[Math.floor(sorted.length / 2)];
}

async function audit(url, port) {
  const lhrs = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    lhrs.push(result.lhr);
  }
  return medianRun(lhrs);
}

const score = (lhr, id) =>
  lhr.categories[id].score === null ? '—' : String(Math.round(lhr.categories[id].score * 100));

function metric(lhr, id) {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) return '—';
  return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** Audits that kept a category below 100, so a run says what to fix, not only that something is wrong. */
function failing(lhr) {
  const lines = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id].auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a.score !== null && a.score < 1) lines.push(`${id}: ${a.id} (${a.title})`);
    }
  }
  return lines;
}

function printTable(rows) {
  const header = ['page', ...CATEGORIES, ...METRICS.map(([name]) => name)];
  const cells = rows.map(({ page, lhr }) => [
    page,
    ...CATEGORIES.map((id) => score(lhr, id)),
    ...METRICS.map(([, id]) => metric(lhr, id)),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

async function main() {
  const given = positionals[0] ?? process.env.LIGHTHOUSE_URL;
  const app = given ? { base: given.replace(/\/+$/, ''), stop: async () => undefined } : await startApp();
  let chrome;
  // Ctrl-C or a stop still ends the browser and the app this run started.
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, async () => {
      await chrome?.kill();
      await app.stop();
      process.exit(130);
    });
  try {
    const pages = ['/', `/product/${await firstProductId(app.base)}`, '/?category=sweet'];
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    const rows = [];
    for (const page of pages) {
      log(`auditing ${page} (${runs} run${runs > 1 ? 's' : ''})`);
      rows.push({ page, lhr: await audit(`${app.base}${page}`, chrome.port) });
    }
    const { lighthouseVersion, configSettings: settings, environment } = rows[0].lhr;
    console.log(
      `Lighthouse ${lighthouseVersion}, ${settings.formFactor}, ${settings.throttlingMethod} throttling, ${app.base}`,
    );
    // A busy machine stretches every task the simulation scales: performance compares only at a similar load.
    console.log(`benchmark index ${environment.benchmarkIndex}, load average ${loadavg()[0].toFixed(1)}`);
    printTable(rows);
    for (const { page, lhr } of rows) for (const l of failing(lhr)) console.log(`  ${page} ${l}`);
    if (values.json !== undefined) {
      const file = values.json
        ? resolve(values.json)
        : join(ROOT, 'bench/results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(rows, null, 2)}\n`);
      log(`raw results: ${file}`);
    }
  } finally {
    await chrome?.kill();
    await app.stop();
  }
}

main().catch((err) => {
  log(err.stack ?? String(err));
  process.exitCode = 1;
});
