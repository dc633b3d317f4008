import type { Db } from '@thindi/platform';
import type { authTables } from './schema';

export type AuthDb = Db<typeof authTables>;

/** Runs `work` in one transaction, typed as the service's database (what the repositories take). */
export const inTransaction = <R>(db: AuthDb, work: (tx: AuthDb) => Promise<R>): Promise<R> =>
  db.transaction((tx) => work(tx as unknown as AuthDb));
