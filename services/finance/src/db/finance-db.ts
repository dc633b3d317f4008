import type { Db } from '@thindi/platform';
import type { financeTables } from './schema';

export type FinanceDb = Db<typeof financeTables>;
/** The database or an open transaction on it: what a write that must share a transaction takes. */
export type FinanceTx = Parameters<Parameters<FinanceDb['transaction']>[0]>[0] | FinanceDb;
