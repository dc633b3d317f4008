import type { Db } from '@thindi/platform';
import type { mediaTables } from './schema';

export type MediaDb = Db<typeof mediaTables>;
