// What the benchmarks share: starting the marketplace in standalone or distributed mode on this machine (each
// run with its own database, NATS prefix and data folder, removed afterwards), calling its API, and an
// approved seller to post products with. Loads only 127.0.0.1.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import contracts from '../libs/contracts/dist/index.js';

export const HOST = '127.0.0.1';
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
// The services of a distributed deployment: the list the gateway's health report names (libs/contracts, built).
export const { SERVICE_NAMES: SERVICES } = contracts;
const SERVERS = {
  nats: process.env.BENCH_NATS_URL ?? 'nats://127.0.0.1:4222',
  postgres: process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** Fails early with the build command when an app has not been built. */
export function ensureBuilt() {
  const missing = ['gateway', ...SERVICES.map((s) => `services/${s}`)].filter(
    (a) => !existsSync(join(ROOT, a, 'dist/main.js')),
  );
  if (missing.length)
    throw new Error(`not built: ${missing.join(', ')}. Run: npx nx run-many -t build --exclude=@thindi/frontend`);
}

/** Writes a run's results as JSON under bench/results/ and returns the file. */
export function writeResults(name, results, errors) {
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  const file = join(ROOT, 'bench/results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const machine = { cpus: cpus().length, node: process.version };
  writeFileSync(file, `${JSON.stringify({ machine, results, errors }, null, 2)}\n`);
  return file;
}

/**
 * One benchmark's deployments: `name` tags its log lines, database and NATS prefix; `extraEnv` goes to every
 * process. `stopAll` and `cleanUp` undo everything it started.
 */
export function createBench(name, { extraEnv = {} } = {}) {
  const ADMIN = { email: 'bench@thindi.local', password: randomBytes(12).toString('hex') };
  const log = (message) => process.stderr.write(`[${name}-bench] ${message}\n`);
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
    // BENCH_CPU_PROF=1: every process writes a CPU profile (.cpuprofile, for Chrome DevTools) on its clean stop.
    const profile = process.env.BENCH_CPU_PROF
      ? [
          '--cpu-prof',
          `--cpu-prof-dir=${join(ROOT, 'bench/results/profiles')}`,
          `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`,
        ]
      : [];
    const child = spawn(process.execPath, [...profile, join(ROOT, script)], {
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

  async function adminToken(base) {
    return (await api(base, 'POST', '/api/admin/login', { body: ADMIN })).token;
  }

  /** The multipart body of a seller's registration, with `overrides` of its fields. */
  function sellerForm(businessName, overrides = {}) {
    const pdf = new Blob(['%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'], {
      type: 'application/pdf',
    });
    const form = new FormData();
    const fields = {
      businessName,
      ownerName: 'Bench',
      email: `bench-${randomBytes(4).toString('hex')}@example.in`,
      phone: '9876543210',
      businessType: 'company',
      panNumber: 'ABCDE1234F',
      password: 'Kara-Sev-2024',
      address: JSON.stringify({ street: '1 MG Road', city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }),
      bankDetails: JSON.stringify({
        accountNumber: '123456789',
        ifscCode: 'SBIN0001234',
        accountHolderName: 'Bench',
        bankName: 'SBI',
      }),
      // Approval needs the seller's FSSAI licence (decision 035).
      fssaiLicenceNumber: '12923001000123',
      fssaiLicenceKind: 'state-licence',
      fssaiValidUntil: '2030-03-31',
    };
    for (const [k, v] of Object.entries({ ...fields, ...overrides })) form.append(k, v);
    for (const f of ['aadharCard', 'panCard', 'bankDocument', 'fssaiCertificate']) form.append(f, pdf, `${f}.pdf`);
    return form;
  }

  /** A seller just registered (pending, so its products are not shown yet), with one uploaded product image. */
  async function pendingSeller(base, businessName = 'Bench Snacks') {
    const form = sellerForm(businessName);
    const { token, seller } = await api(base, 'POST', '/api/sellers/register', { form });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d35400' } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('image', new Blob([png], { type: 'image/png' }), 'snack.png');
    const { file } = await api(base, 'POST', '/api/upload/image', { token, form: upload });
    return { id: seller.id, token, image: file.url };
  }

  /** Where the running app writes its mail (no SMTP_URL: files in DATA_DIR/outbox). */
  let mailDir = '';

  /**
   * A verified customer, signed up the way a person does: a registration code is e-mailed (read from the app's
   * mail folder) and verified. Answers the customer's token.
   */
  async function verifiedCustomer(base, email, userData) {
    await api(base, 'POST', '/api/auth/send-otp', { body: { email, firstName: userData.firstName } });
    const suffix = `-${email.replace(/[^a-z0-9@.]/gi, '_')}.json`;
    let otp;
    await waitFor(
      `the sign-up code of ${email}`,
      async () => {
        for (const name of readdirSync(mailDir).filter((n) => n.endsWith(suffix))) {
          const mail = JSON.parse(readFileSync(join(mailDir, name), 'utf8'));
          otp = /sign-up code/.test(mail.subject) ? /\b(\d{6})\b/.exec(mail.text)?.[1] : undefined;
          if (otp) return true;
        }
        return false;
      },
      [],
      30_000,
    );
    return (await api(base, 'POST', '/api/auth/verify-otp', { body: { email, otp, userData } })).token;
  }

  /** A seller approved by the admin, with one uploaded product image. */
  async function approvedSeller(base) {
    const seller = await pendingSeller(base);
    await api(base, 'PATCH', `/api/admin/sellers/${seller.id}/approve`, { token: await adminToken(base) });
    return seller;
  }

  async function startStandalone(dataDir) {
    mailDir = join(dataDir, 'outbox');
    const port = await freePort();
    const metricsPort = await freePort();
    const env = {
      MODE: 'standalone',
      HOST,
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    };
    const proc = startNode('standalone', 'apps/standalone/dist/main.js', {
      ...env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    });
    const base = `http://${HOST}:${port}`;
    await waitFor('health', async () => (await fetch(`${base}/api/health`)).ok, [proc]);
    return { base, procs: [Object.assign(proc, { metricsPort })], dataDir };
  }

  /**
   * The gateway and every service as processes, `replicas` of a service (e.g. `{ order: 2 }`; default 1) each with
   * its own name (`order#2`). Every process gets a free METRICS_PORT (its /metrics and /health/*): `metricsPort`.
   */
  async function startDistributed(dataDir, { replicas = {} } = {}) {
    mailDir = join(dataDir, 'outbox');
    const { default: pg } = await import('pg');
    const id = randomBytes(4).toString('hex');
    const admin = async (sql) => {
      const client = new pg.Client({ connectionString: SERVERS.postgres });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE DATABASE "thindi_${name}_${id}"`);
    cleanups.push(() => admin(`DROP DATABASE IF EXISTS "thindi_${name}_${id}" WITH (FORCE)`));
    const prefix = `bench_${name}_${id}_`;
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
    url.pathname = `/thindi_${name}_${id}`;
    const env = {
      MODE: 'distributed',
      NATS_URL: SERVERS.nats,
      NATS_PREFIX: prefix,
      DATABASE_URL: url.toString(),
      REDIS_URL: SERVERS.redis,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://localhost:3000',
      GRIEVANCE_OFFICER_NAME: 'Lakshmi Narayanan',
      GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@thindi.example',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8900',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      ...extraEnv,
    };
    const procs = [];
    const startApp = async (name, script, appEnv) => {
      const metricsPort = await freePort();
      const proc = startNode(name, script, { ...appEnv, METRICS_PORT: String(metricsPort) });
      procs.push(Object.assign(proc, { metricsPort }));
    };
    for (const s of SERVICES) {
      const count = replicas[s] ?? 1;
      for (let i = 1; i <= count; i++) await startApp(i > 1 ? `${s}#${i}` : s, `services/${s}/dist/main.js`, env);
    }
    const port = await freePort();
    await startApp('gateway', 'gateway/dist/main.js', { ...env, HOST, PORT: String(port) });
    const base = `http://${HOST}:${port}`;
    await waitFor('health', async () => (await fetch(`${base}/api/health`)).ok, procs);
    /** Starts one more replica of a service and waits for its /health/ready (or 15 s, in a build without it). */
    const addReplica = async (service) => {
      const count = procs.filter((p) => p.name === service || p.name.startsWith(`${service}#`)).length;
      await startApp(`${service}#${count + 1}`, `services/${service}/dist/main.js`, env);
      const proc = procs.at(-1);
      const started = Date.now();
      const ready = async () => {
        const res = await fetch(`http://${HOST}:${proc.metricsPort}/health/ready`).catch(() => undefined);
        return res?.ok || (res === undefined && Date.now() - started > 15_000);
      };
      await waitFor(`${proc.name} ready`, ready, [proc]);
      return proc;
    };
    /** Stops one replica started by addReplica. */
    const removeReplica = async (proc) => {
      await stop([proc]);
      procs.splice(procs.indexOf(proc), 1);
    };
    return {
      base,
      procs,
      addReplica,
      removeReplica,
      dataDir,
      database: `thindi_${name}_${id}`,
      postgres: SERVERS.postgres,
      natsUrl: SERVERS.nats,
      prefix,
    };
  }

  /**
   * Runs `benchMode(mode, start, results)` in standalone and then distributed mode (`only`: one of them), prints
   * the results as a markdown table (`header`, and `row(result)` for each line) and writes them under
   * bench/results. A failed distributed run is reported without losing the standalone figures.
   */
  async function runModes({ only, benchMode, header, row }) {
    ensureBuilt();
    const dataDir = mkdtempSync(join(tmpdir(), `thindi-${name}-bench-`));
    const results = [];
    const errors = [];
    try {
      if (only !== 'distributed') await benchMode('standalone', () => startStandalone(join(dataDir, 's')), results);
      if (only !== 'standalone') {
        await benchMode('distributed', () => startDistributed(join(dataDir, 'd')), results).catch((err) =>
          errors.push(`distributed: ${err.message}`),
        );
      }
    } catch (err) {
      errors.push(err.message);
    } finally {
      await stopAll();
      await cleanUp();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const columns = header.length;
    process.stdout.write(
      `\n| ${header.join(' | ')} |\n|${'---|'.repeat(columns)}\n${results.map((r) => `| ${row(r).join(' | ')} |`).join('\n')}\n`,
    );
    const file = writeResults(name, results, errors);
    process.stdout.write(`\nresults: ${file}\n`);
    for (const e of errors) log(`failed: ${e}`);
    process.exitCode = errors.length ? 1 : 0;
  }

  /** Runs the benchmark; an unexpected failure stops every process it started. */
  function main(options) {
    runModes(options).catch(async (err) => {
      log(err.stack ?? String(err));
      await stopAll();
      process.exit(1);
    });
  }

  const stopAll = () => stop([...children]);
  const cleanUp = async () => {
    for (const step of cleanups.reverse()) await step().catch((err) => log(`clean-up failed: ${err.message}`));
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().finally(() => process.exit(130)));
  return {
    log,
    sleep,
    api,
    waitFor,
    adminToken,
    adminLogin: ADMIN,
    sellerForm,
    pendingSeller,
    verifiedCustomer,
    approvedSeller,
    startStandalone,
    startDistributed,
    stop,
    stopAll,
    cleanUp,
    main,
  };
}
