import type { Db } from '@thindi/platform';
import type { orderTables } from './schema';

export type OrderDb = Db<typeof orderTables>;
