import type { Db, TransactionalOutbox } from '@thindi/platform';
import type { authTables } from './schema';

export type AuthDb = Db<typeof authTables>;
export type AuthOutbox = TransactionalOutbox<AuthDb>;
