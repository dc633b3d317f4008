import type { Db } from '@thindi/platform';
import type { catalogTables } from './schema';

export type CatalogDb = Db<typeof catalogTables>;
