import type { Db } from '@thindi/platform';
import type { adminTables } from './schema';

export type AdminDb = Db<typeof adminTables>;
