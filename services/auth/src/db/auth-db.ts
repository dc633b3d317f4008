import type { Db } from '@thindi/platform';
import type { authTables } from './schema';

export type AuthDb = Db<typeof authTables>;
