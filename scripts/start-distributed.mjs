#!/usr/bin/env node
// `npm run start:distributed`: the gateway and every service as separate processes, talking over NATS to
// PostgreSQL, Redis and (optionally) S3. Defaults point at servers on this machine; override any variable.
// Replicas per service: e.g. `CATALOG_REPLICAS=2`. Ctrl-C stops every process cleanly.
// Each process serves /metrics, /health/live and /health/ready on its own port: METRICS_PORT (default 9464),
// the next one up for the next process, and so on; the list is printed at start.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { build, root } from './nx-build.mjs';

const SERVICES = ['auth', 'catalog', 'order', 'seller', 'admin', 'notification', 'media', 'finance'];

const env = {
  NATS_URL: 'nats://127.0.0.1:4222',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/thindi',
  REDIS_URL: 'redis://127.0.0.1:6379',
  // The address of absolute links (pages, sitemap, mail): this machine's gateway unless told otherwise.
  PUBLIC_URL: `http://localhost:${process.env.PORT || 3000}`,
  // The grievance officer every page names: demo values on this machine, a real shop sets its own.
  GRIEVANCE_OFFICER_NAME: 'Lakshmi Narayanan',
  GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
  GRIEVANCE_OFFICER_EMAIL: 'grievance@thindi.example',
  GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8900',
  ...process.env,
  MODE: 'distributed',
};
if (!env.JWT_SECRET) {
  process.stderr.write('JWT_SECRET is required in distributed mode (32 characters or more), e.g.\n');
  process.stderr.write('  JWT_SECRET=$(openssl rand -hex 32) npm run start:distributed\n');
  process.exit(1);
}

/** Creates the database named in DATABASE_URL when it does not exist yet. */
async function ensureDatabase(url) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

if (!build()) process.exit(1);
await ensureDatabase(env.DATABASE_URL);

const children = [];
let metricsPort = Number(env.METRICS_PORT ?? 9464);
const metricsPorts = [];
const start = (name, script) => {
  const port = metricsPort++;
  metricsPorts.push(`${name} ${port}`);
  const child = spawn(process.execPath, [join(root, script)], {
    env: { ...env, METRICS_PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (!stopping) process.stderr.write(`${name} exited (${signal ?? code})\n`);
  });
  children.push(child);
};
for (const service of SERVICES) {
  const replicas = Number(env[`${service.toUpperCase()}_REPLICAS`] ?? 1);
  for (let i = 0; i < replicas; i++) start(`${service}#${i + 1}`, `services/${service}/dist/main.js`);
}
start('gateway', 'gateway/dist/main.js');
process.stdout.write(`Metrics (http://localhost:<port>/metrics): ${metricsPorts.join(', ')}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  Promise.all(
    children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve() : c.on('exit', resolve)))),
  ).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
