#!/usr/bin/env node
// `npm run bench`: storefront read throughput of Thindi against a bare node:http server answering the same
// bytes, all in one run so the ratios hold on a noisy machine. Measures GET /api/products and
// GET /api/products/:id on the standalone app and on distributed mode (gateway + every service as plain
// processes on this machine's NATS, PostgreSQL and Redis). Loads only 127.0.0.1. See bench/README.md.
import autocannon from 'autocannon';
import contracts from '../libs/contracts/dist/index.js';
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HOST = '127.0.0.1';
const SELF = fileURLToPath(import.meta.url);
const ROOT = join(dirname(SELF), '..');
// The services of a distributed deployment: the list the gateway's health report names (libs/contracts, built).
const { SERVICE_NAMES: SERVICES } = contracts;
const REPLICAS = { catalog: 2 };
const SETTINGS = {
  connections: 50,
  seconds: positiveNumber(process.env.BENCH_SECONDS ?? '10', 'BENCH_SECONDS'),
  warmupSeconds: 2,
};
/** Ratios to the bare server the design aims for; reported, not asserted (one noisy run decides nothing). */
const TARGETS = { standalone: 0.5, distributed: 0.15 };
const SERVERS = {
  nats: process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222',
  postgres: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 5_000;

/** Every child process this run started, so that each one is stopped whatever happens. */
const children = new Set();
/** Clean-up steps for shared servers (database, NATS stream, Redis keys), run last. */
const cleanups = [];

function positiveNumber(value, name) {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number of seconds, not "${value}"`);
  return n;
}

const log = (message) => process.stderr.write(`[bench] ${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer().listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

// ---------------------------------------------------------------------------------------------------------
// Child processes

/**
 * Only what Node needs from this shell, so a DATABASE_URL or NATS_URL set for real work can never point the
 * benchmark at it; each target gets its settings explicitly.
 */
function baseEnv() {
  const keep = ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'];
  return Object.fromEntries(keep.filter((key) => process.env[key]).map((key) => [key, process.env[key]]));
}

/** Starts `node <script>` with `env`; keeps the end of its output to explain a failure. */
function startNode(name, script, env) {
  const child = spawn(process.execPath, [join(ROOT, script)], {
    cwd: ROOT,
    env: { ...baseEnv(), NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return track(name, child);
}

function track(name, child) {
  const proc = { name, child, output: [] };
  const keep = (chunk) => {
    proc.output.push(String(chunk));
    if (proc.output.length > 50) proc.output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  proc.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  children.add(proc);
  return proc;
}

const running = (proc) => proc.child.exitCode === null && proc.child.signalCode === null;

/** SIGTERM first (the apps close cleanly on it), SIGKILL for whatever is still alive after the grace time. */
async function stop(procs) {
  const alive = procs.filter(running);
  for (const proc of alive) proc.child.kill('SIGTERM');
  let timer;
  const deadline = new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS, 'timeout')));
  await Promise.all(
    alive.map(async (proc) => {
      if ((await Promise.race([proc.exited, deadline])) === 'timeout' && running(proc)) {
        proc.child.kill('SIGKILL');
        await proc.exited;
      }
    }),
  );
  clearTimeout(timer);
  for (const proc of procs) children.delete(proc);
}

const describeOutput = (procs) =>
  procs.map((p) => `--- ${p.name} (last output)\n${p.output.join('').trim()}`).join('\n');

/** Polls `check` until it holds; fails early when one of `procs` dies, with their last output. */
async function waitUntil(what, check, procs, timeoutMs = STARTUP_TIMEOUT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = procs.find((proc) => !running(proc));
    if (dead) throw new Error(`${dead.name} exited while waiting for ${what}\n${describeOutput([dead])}`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}\n${describeOutput(procs)}`);
}

/** The exact body an app answers, to be served byte for byte by the bare server. */
async function getBody(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.text();
}

/** Waits until the app is healthy and serves its seeded catalogue; returns the two routes' paths. */
async function waitForStorefront(base, procs, minProducts = 1) {
  await waitUntil(`${base}/api/health`, async () => (await fetch(`${base}/api/health`)).status === 200, procs);
  let products = [];
  await waitUntil(
    'the demo catalogue',
    async () => {
      products = (await (await fetch(`${base}/api/products`)).json()).products ?? [];
      return products.length >= minProducts;
    },
    procs,
  );
  return { routes: { list: '/api/products', detail: `/api/products/${products[0].id}` }, count: products.length };
}

/** Resident memory of a process in MB, now and at its peak (Linux /proc, else `ps` for the current value). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { rssMb: kb('VmRSS') / 1024, peakRssMb: kb('VmHWM') / 1024 };
  } catch {
    return new Promise((resolve) => {
      const ps = spawn('ps', ['-o', 'rss=', '-p', String(pid)]);
      let out = '';
      ps.stdout.on('data', (d) => (out += d));
      ps.on('close', () => resolve({ rssMb: Number(out.trim()) / 1024, peakRssMb: undefined }));
    });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Load

/** Runs autocannon against one URL: a discarded warm-up (JIT, caches, connection set-up), then the measure. */
async function measure(url) {
  const options = { url, connections: SETTINGS.connections };
  await autocannon({ ...options, duration: SETTINGS.warmupSeconds });
  const result = await autocannon({ ...options, duration: SETTINGS.seconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

async function measureRoutes(target, base, routes, results) {
  for (const [route, path] of Object.entries(routes)) {
    log(`${target}: GET ${path} for ${SETTINGS.seconds} s (+${SETTINGS.warmupSeconds} s warm-up)`);
    results.push({ target, route, path, ...(await measure(`${base}${path}`)) });
  }
}

// ---------------------------------------------------------------------------------------------------------
// Targets

/** The bare server: node:http answering stored bytes, the ceiling any Node HTTP stack can reach here. */
function runBareServer() {
  process.once('message', ({ routes }) => {
    const bodies = new Map(Object.entries(routes).map(([path, text]) => [path, Buffer.from(text)]));
    const server = createServer((req, res) => {
      const body = bodies.get(req.url);
      if (!body) {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
        .end(body);
    });
    server.listen(0, HOST, () => process.send({ port: server.address().port }));
  });
  process.once('SIGTERM', () => process.exit(0));
}

async function startBareServer(routes) {
  const proc = track('bare', fork(SELF, ['--bare-server'], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }));
  const port = await new Promise((resolve, reject) => {
    proc.child.once('message', (m) => resolve(m.port));
    proc.child.once('exit', () => reject(new Error(`bare server exited\n${describeOutput([proc])}`)));
    proc.child.send({ routes });
  });
  return { proc, base: `http://${HOST}:${port}` };
}

async function startStandalone(dataDir) {
  const port = await freePort();
  const proc = startNode('standalone', 'apps/standalone/dist/main.js', {
    MODE: 'standalone',
    HOST,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@thindi.local',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  });
  const base = `http://${HOST}:${port}`;
  return { proc, base, ...(await waitForStorefront(base, [proc])) };
}

/** A fresh database on the shared PostgreSQL, dropped at the end of the run. */
async function createDatabase(name) {
  const { default: pg } = await import('pg');
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: SERVERS.postgres, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  cleanups.push({ what: `database ${name}`, run: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) });
  const url = new URL(SERVERS.postgres);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Streams and job keys of this run's prefix, which would otherwise stay on the shared NATS and Redis. */
function cleanUpPrefix(prefix) {
  cleanups.push({
    what: `NATS streams ${prefix}*`,
    run: async () => {
      const { connect } = await import('nats');
      const nc = await connect({ servers: SERVERS.nats, timeout: 5000 });
      try {
        const jsm = await nc.jetstreamManager();
        const streams = await jsm.streams.names().next();
        for (const name of streams.filter((s) => s.startsWith(prefix))) await jsm.streams.delete(name);
      } finally {
        await nc.close();
      }
    },
  });
  cleanups.push({
    what: `Redis keys ${prefix}*`,
    run: async () => {
      const { default: Redis } = await import('ioredis');
      const redis = new Redis(SERVERS.redis, { lazyConnect: true, maxRetriesPerRequest: 1 });
      await redis.connect();
      try {
        for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
          if (keys.length) await redis.del(...keys);
        }
      } finally {
        redis.disconnect();
      }
    },
  });
}

async function startDistributed(dataDir, minProducts) {
  const id = randomBytes(4).toString('hex');
  const prefix = `bench_${id}_`;
  cleanUpPrefix(prefix);
  const env = {
    MODE: 'distributed',
    NATS_URL: SERVERS.nats,
    NATS_PREFIX: prefix,
    DATABASE_URL: await createDatabase(`thindi_bench_${id}`),
    REDIS_URL: SERVERS.redis,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    GRIEVANCE_OFFICER_NAME: 'Lakshmi Narayanan',
    GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
    GRIEVANCE_OFFICER_EMAIL: 'grievance@thindi.example',
    GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8900',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'bench@thindi.local',
    ADMIN_PASSWORD: randomBytes(12).toString('hex'),
  };
  const procs = SERVICES.flatMap((service) =>
    Array.from({ length: REPLICAS[service] ?? 1 }, (_, i) =>
      startNode(`${service}#${i + 1}`, `services/${service}/dist/main.js`, env),
    ),
  );
  const port = await freePort();
  procs.push(startNode('gateway', 'gateway/dist/main.js', { ...env, HOST, PORT: String(port) }));
  const base = `http://${HOST}:${port}`;
  return { procs, base, ...(await waitForStorefront(base, procs, minProducts)) };
}

// ---------------------------------------------------------------------------------------------------------
// Report

const fmt = (n, digits = 0) =>
  n === undefined || Number.isNaN(n)
    ? '-'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function withRatios(results) {
  return results.map((r) => {
    const bare = results.find((b) => b.target === 'bare' && b.route === r.route);
    const ratio = bare ? r.requestsPerSecond / bare.requestsPerSecond : undefined;
    const aim = TARGETS[r.target];
    return { ...r, ratio, aim, meetsAim: aim === undefined || ratio === undefined ? undefined : ratio >= aim };
  });
}

function printTable(results, memory) {
  const header = ['target', 'route', 'req/s', 'p50 ms', 'p99 ms', 'vs bare', 'aim', 'failures'];
  const rows = results.map((r) => [
    r.target,
    `GET ${r.route === 'list' ? '/api/products' : '/api/products/:id'}`,
    fmt(r.requestsPerSecond),
    fmt(r.p50Ms),
    fmt(r.p99Ms),
    fmt(r.ratio, 2),
    r.aim === undefined ? '' : `>= ${fmt(r.aim, 2)} ${r.meetsAim ? 'met' : 'MISSED'}`,
    fmt(r.failures),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
  const out = [
    line(header),
    `|${widths.map((w, i) => (i < 2 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ];
  if (memory.standalone) {
    out.push(
      '',
      `standalone RSS after the run: ${fmt(memory.standalone.rssMb)} MB (peak ${fmt(memory.standalone.peakRssMb)} MB)`,
    );
  }
  if (memory.distributed) {
    out.push(
      `distributed RSS after the run: ${fmt(memory.distributed.totalRssMb)} MB over ${memory.distributed.processes} processes (gateway ${fmt(memory.distributed.gatewayRssMb)} MB)`,
    );
  }
  process.stdout.write(`\n${out.join('\n')}\n`);
}

function writeResults(report) {
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}

// ---------------------------------------------------------------------------------------------------------
// Run

function requireBuild() {
  const missing = ['gateway', ...SERVICES.map((s) => `services/${s}`)].filter(
    (app) => !existsSync(join(ROOT, app, 'dist/main.js')),
  );
  if (missing.length) {
    throw new Error(`not built: ${missing.join(', ')}. Run: npx nx run-many -t build --exclude=@thindi/frontend`);
  }
}

/** Standalone and the bare server; returns the catalogue size so distributed mode can wait for the same. */
async function benchStandalone(dataDir, results, memory) {
  log('starting the standalone app');
  const app = await startStandalone(dataDir);
  try {
    const [list, detail] = await Promise.all([
      getBody(`${app.base}${app.routes.list}`),
      getBody(`${app.base}${app.routes.detail}`),
    ]);
    const bare = await startBareServer({ [app.routes.list]: list, [app.routes.detail]: detail });
    try {
      await measureRoutes('bare', bare.base, app.routes, results);
    } finally {
      await stop([bare.proc]);
    }
    await measureRoutes('standalone', app.base, app.routes, results);
    memory.standalone = { pid: app.proc.child.pid, ...(await memoryOf(app.proc.child.pid)) };
    return { count: app.count, listBytes: Buffer.byteLength(list), detailBytes: Buffer.byteLength(detail) };
  } finally {
    await stop([app.proc]);
  }
}

async function benchDistributed(dataDir, minProducts, results, memory) {
  log('starting distributed mode: gateway + 7 services (catalog x2)');
  const app = await startDistributed(dataDir, minProducts);
  try {
    await measureRoutes('distributed', app.base, app.routes, results);
    const usage = await Promise.all(app.procs.map(async (p) => ({ name: p.name, ...(await memoryOf(p.child.pid)) })));
    memory.distributed = {
      processes: usage.length,
      totalRssMb: usage.reduce((sum, u) => sum + u.rssMb, 0),
      gatewayRssMb: usage.find((u) => u.name === 'gateway')?.rssMb,
      byProcess: usage,
    };
  } finally {
    await stop(app.procs);
  }
}

async function cleanUp(dataDir) {
  await stop([...children]);
  for (const step of cleanups.splice(0).reverse()) {
    await step.run().catch((err) => log(`could not remove ${step.what}: ${err.message}`));
  }
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  requireBuild();
  const startedAt = new Date().toISOString();
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-bench-'));
  const results = [];
  const memory = {};
  const errors = [];
  let interrupted = false;
  // Ctrl-C or a stopped CI job: the children and the shared servers' leftovers go too.
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ]) {
    process.once(signal, () => {
      interrupted = true;
      log(`${signal}: stopping every process`);
      cleanUp(dataDir).finally(() => process.exit(code));
    });
  }
  let payload;
  try {
    payload = await benchStandalone(join(dataDir, 'standalone'), results, memory);
    await benchDistributed(join(dataDir, 'distributed'), payload.count, results, memory).catch((err) => {
      errors.push(`distributed: ${err.message}`);
    });
  } catch (err) {
    errors.push(err.message);
  } finally {
    if (!interrupted) await cleanUp(dataDir);
  }
  const measured = withRatios(results);
  printTable(measured, memory);
  const file = writeResults({
    startedAt,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, node: process.version, platform: process.platform },
    settings: SETTINGS,
    targets: TARGETS,
    payload,
    results: measured,
    memory,
    errors,
  });
  process.stdout.write(`\nresults: ${file}\n`);
  for (const error of errors) process.stderr.write(`\n[bench] failed: ${error}\n`);
  process.exitCode = errors.length ? 1 : 0;
}

if (process.argv[2] === '--bare-server') {
  runBareServer();
} else {
  main().catch(async (err) => {
    process.stderr.write(`[bench] ${err.stack ?? err}\n`);
    await stop([...children]);
    process.exit(1);
  });
}
