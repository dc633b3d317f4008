import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the replica tests use: TEST_POSTGRES_URL, or the one on this machine. */
const server = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A database of its own on a real PostgreSQL server, for tests that run two replicas of a service at once. */
export interface TestPostgresDatabase {
  /** False when no server answers and CI is not set: the tests that need it return at once. */
  readonly available: boolean;
  /** Where the replicas connect (DATABASE_URL). */
  readonly url: string;
  /** One statement on this database, on a connection of its own; answers its rows. */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
}

async function run<Row>(url: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

async function reachable(): Promise<boolean> {
  try {
    await run(server, 'SELECT 1');
    return true;
  } catch {
    return false;
  }
}

/**
 * Creates an empty database named `<prefix>_<random>` on the test server. With CI=true a server must answer;
 * elsewhere the tests are skipped without one (PGlite serves one process, so replicas cannot share it).
 */
export async function freshPostgresDatabase(prefix: string): Promise<TestPostgresDatabase> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const at = new URL(server);
  at.pathname = `/${name}`;
  const url = at.toString();
  const available = await reachable();
  if (!available && process.env.CI === 'true') throw new Error(`PostgreSQL must be running at ${server} (CI=true)`);
  if (available) await run(server, `CREATE DATABASE "${name}"`);
  return {
    available,
    url,
    query: (text, params) => run(url, text, params),
    drop: async () => {
      if (available) await run(server, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
