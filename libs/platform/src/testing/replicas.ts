import type { DynamicModule, Type } from '@nestjs/common';
import type { Platform } from '../platform';
import { freshPostgresDatabase, type TestPostgresDatabase } from './postgres-database';
import { startServiceForTest, type ServiceUnderTest } from './service-harness';

export interface ReplicasTestOptions {
  /** The prefix of the fresh database's name, e.g. `thindi_catalog`. */
  database: string;
  count?: number;
  /** Added to every replica's variables; DATABASE_POOL_SIZE is 8 unless given. */
  env?: Record<string, string>;
  /** Runs before a replica's module is built, with the replica's index, e.g. to catch its mail jobs. */
  prepare?: (platform: Platform, replica: number) => void;
}

/** Replicas of one service sharing a fresh PostgreSQL database. */
export interface ReplicasUnderTest {
  /** False when no server answers and CI is not set: no replica was started, and the tests return at once. */
  available: boolean;
  replicas: ServiceUnderTest[];
  database: TestPostgresDatabase;
  /** Stops every replica, then drops the database. */
  stop(): Promise<void>;
}

/**
 * Starts `count` replicas of a service on one real PostgreSQL database of their own, so their transactions truly
 * run at once. They start one after the other: the first migrates the database, the others find it migrated.
 */
export async function startReplicasForTest(
  service: string,
  module: Type<unknown> | DynamicModule,
  { database: prefix, count = 2, env = {}, prepare }: ReplicasTestOptions,
): Promise<ReplicasUnderTest> {
  const database = await freshPostgresDatabase(prefix);
  const replicas: ServiceUnderTest[] = [];
  const stop = async () => {
    for (const replica of replicas) await replica.stop();
    await database.drop();
  };
  if (database.available) {
    const replicaEnv = { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '8', ...env };
    try {
      for (let i = 0; i < count; i++) {
        const replica = await startServiceForTest(service, module, {
          env: replicaEnv,
          prepare: prepare && ((platform) => prepare(platform, i)),
        });
        replicas.push(replica);
      }
    } catch (error) {
      // The caller gets no handle to stop what did start.
      await stop();
      throw error;
    }
  }
  return { available: database.available, replicas, database, stop };
}
