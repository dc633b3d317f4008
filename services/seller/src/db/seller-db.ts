import type { Db } from '@thindi/platform';
import type { sellerTables } from './schema';

export type SellerDb = Db<typeof sellerTables>;
