import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import { Pool } from 'pg';
import type { PoolUse } from '../metrics/metrics';
import { countedQueries } from './statement-count';

/** A drizzle database over either engine; services write the same queries for both. */
export type Db<TSchema extends Record<string, unknown> = Record<string, unknown>> = PgDatabase<
  PgQueryResultHKT,
  TSchema
>;

/** The database port: PGlite files under DATA_DIR, or a PostgreSQL pool from DATABASE_URL. */
export interface DatabaseClient {
  readonly kind: 'pglite' | 'postgres';
  /** A drizzle handle with the service's tables. */
  drizzle<TSchema extends Record<string, unknown>>(schema: TSchema): Db<TSchema>;
  /** Applies a service's migrations (serialised across replicas by an advisory lock), then runs `afterMigrate` inside the same lock. */
  migrate(service: string, migrationsFolder: string, afterMigrate?: () => Promise<void>): Promise<void>;
  ping(): Promise<void>;
  /** Connections in use and waited for (`thindi_db_pool_connections`). */
  poolUse(): PoolUse;
  close(): Promise<void>;
}

export async function createPgliteClient(dataDir: string | undefined): Promise<DatabaseClient> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  await pg.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const base = drizzlePglite(pg);
  return {
    kind: 'pglite',
    drizzle: (schema) => drizzlePglite(pg, { schema, logger: countedQueries(schema) }) as unknown as Db<typeof schema>,
    async migrate(service, migrationsFolder, afterMigrate) {
      // One PGlite instance serves one process, which runs one query at a time: no lock needed.
      await migratePglite(base, { migrationsFolder, migrationsSchema: service, migrationsTable: '__migrations' });
      await afterMigrate?.();
    },
    async ping() {
      await pg.query('SELECT 1');
    },
    // One connection, in this process: no pool to wait for.
    poolUse: () => ({ total: 1 }),
    async close() {
      await pg.close();
    },
  };
}

/**
 * A pool on PostgreSQL. An idle connection the server closes (a restart, a failover, an administrator) is dropped
 * from the pool and reported to `onLostConnection`; the next query opens a new one. Without a listener the pool's
 * 'error' event would end the process.
 */
export async function createPostgresClient(
  url: string,
  poolSize: number,
  onLostConnection: (err: Error) => void = () => {},
): Promise<DatabaseClient> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', onLostConnection);
  const base = drizzlePg(pool);
  await base.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`).catch(() => undefined);
  return {
    kind: 'postgres',
    drizzle: (schema) => drizzlePg(pool, { schema, logger: countedQueries(schema) }) as unknown as Db<typeof schema>,
    async migrate(service, migrationsFolder, afterMigrate) {
      const client = await pool.connect();
      try {
        // Replicas of one service start together: the lock lets one migrate and seed while the others wait.
        await client.query('SELECT pg_advisory_lock(hashtext($1))', [`thindi:migrate:${service}`]);
        const db = drizzlePg(client);
        await migratePg(db, { migrationsFolder, migrationsSchema: service, migrationsTable: '__migrations' });
        await afterMigrate?.();
      } finally {
        await client
          .query('SELECT pg_advisory_unlock(hashtext($1))', [`thindi:migrate:${service}`])
          .catch(() => undefined);
        client.release();
      }
    },
    async ping() {
      await pool.query('SELECT 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async close() {
      await pool.end();
    },
  };
}
