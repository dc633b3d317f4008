import type { Payout } from '@thindi/contracts';
import type { PayoutRow } from '../../db/schema';

/** A payout as the API shows it; `hasBank` says whether the seller's bank details are on record. */
export const toPayout = (row: PayoutRow, hasBank: boolean): Payout => ({
  id: row.id,
  sellerId: row.sellerId,
  sellerName: row.sellerName,
  reference: row.reference,
  amountPaise: row.amountPaise,
  state: row.state,
  utr: row.utr,
  failureReason: row.failureReason,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  hasBank,
});
