import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { waitUntil } from '@thindi/platform/testing';
import { connect } from 'nats';
import { Client } from 'pg';

const root = resolve(__dirname, '../..');

export const servers = {
  nats: process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222',
  postgres: process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redis: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

/** True when NATS and PostgreSQL answer; distributed tests need both. */
export async function serversAvailable(): Promise<boolean> {
  try {
    const nc = await connect({ servers: servers.nats, timeout: 2000 });
    await nc.close();
    const pg = new Client({ connectionString: servers.postgres, connectionTimeoutMillis: 2000 });
    await pg.connect();
    await pg.end();
    return true;
  } catch {
    return false;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Proc {
  name: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/**
 * One isolated distributed deployment: its own database, NATS subject prefix and data folder, so runs
 * never see each other on the shared servers.
 */
export class Deployment {
  readonly id = `t${randomBytes(4).toString('hex')}`;
  readonly database = `thindi_${this.id}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'thindi-dist-'));
  readonly procs: Proc[] = [];
  env: Record<string, string> = {};

  async create(extra: Record<string, string> = {}): Promise<void> {
    const admin = new Client({ connectionString: servers.postgres });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${this.database}"`);
    await admin.end();
    const url = new URL(servers.postgres);
    url.pathname = `/${this.database}`;
    this.env = {
      MODE: 'distributed',
      NATS_URL: servers.nats,
      NATS_PREFIX: `${this.id}_`,
      DATABASE_URL: url.toString(),
      REDIS_URL: servers.redis,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'http://localhost:3000',
      GRIEVANCE_OFFICER_NAME: 'Lakshmi Narayanan',
      GRIEVANCE_OFFICER_DESIGNATION: 'Grievance Officer',
      GRIEVANCE_OFFICER_EMAIL: 'grievance@thindi.example',
      GRIEVANCE_OFFICER_PHONE: '+91 80 4567 8900',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'warn',
      ...extra,
    };
  }

  start(name: string, script: string, extra: Record<string, string> = {}): Proc {
    const child = spawn(process.execPath, [join(root, script)], {
      env: { PATH: process.env.PATH ?? '', ...this.env, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    const exited = new Promise<number | null>((res) => child.on('exit', (code) => res(code)));
    const proc = { name, child, output, exited };
    this.procs.push(proc);
    return proc;
  }

  async destroy(): Promise<void> {
    for (const proc of this.procs) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
    await Promise.all(this.procs.map((p) => p.exited));
    const admin = new Client({ connectionString: servers.postgres });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${this.database}" WITH (FORCE)`);
    await admin.end();
    const nc = await connect({ servers: servers.nats });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.delete(`${this.id}_EVENTS`).catch(() => undefined);
    await nc.close();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/**
 * `waitUntil` for a deployment: `check` failing counts as not yet, one of `procs` exiting fails at once, and a
 * failure carries the processes' logs.
 */
export function waitFor(check: () => Promise<boolean>, ms: number, procs: Proc[] = []): Promise<void> {
  return waitUntil(
    () => `the check passes. Logs:\n${procs.map((p) => `--- ${p.name}\n${p.output.join('')}`).join('\n')}`,
    async () => {
      if (await check().catch(() => false)) return true;
      const exited = procs.find((p) => p.child.exitCode !== null);
      if (exited) throw new Error(`${exited.name} exited early:\n${exited.output.join('')}`);
      return false;
    },
    ms,
    250,
  );
}

/** Waits until the gateway at `base` reports every one of `services` up, or fails with the processes' logs. */
export function servicesUp(base: string, services: string[], ms: number, procs: Proc[]): Promise<void> {
  return waitFor(
    async () => {
      const health = (await (await fetch(`${base}/api/health`)).json()) as {
        services: Record<string, { status: string }>;
      };
      return services.every((s) => health.services[s]?.status === 'up');
    },
    ms,
    procs,
  );
}
