import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { FINANCE_DB } from '../finance.constants';
import type { FinanceDb, FinanceTx } from './finance-db';
import { partHolds, settlements } from './schema';

export interface HoldOf {
  issueId: string;
  orderId: string;
  sellerId: string;
  issueNumber: string;
}

/**
 * Tickets that hold a seller's part. A hold is written under the part's settlement row lock (when the part is
 * settled), the lock the release takes before it looks for holds: a release and a ticket opening at once are
 * ordered, never interleaved.
 */
@Injectable()
export class PartHoldsRepository {
  constructor(@Inject(FINANCE_DB) private readonly db: FinanceDb) {}

  /** A ticket opened: its part is held until it is resolved (a replayed or late event changes nothing). */
  async open(tx: FinanceTx, hold: HoldOf, at: Date): Promise<void> {
    await this.lockPart(tx, hold.orderId, hold.sellerId);
    await tx
      .insert(partHolds)
      .values({ ...hold, openedAt: at })
      .onConflictDoNothing();
  }

  /** A ticket resolved: it no longer holds its part (written even when its opening has not come yet). */
  async resolve(tx: FinanceTx, hold: HoldOf, at: Date): Promise<void> {
    await tx
      .insert(partHolds)
      .values({ ...hold, openedAt: at, resolvedAt: at })
      .onConflictDoUpdate({
        target: partHolds.issueId,
        set: { resolvedAt: sql`coalesce(${partHolds.resolvedAt}, excluded.resolved_at)` },
      });
  }

  /** Whether an open ticket holds the part (read in a statement of its own, after the part's lock is taken). */
  async isHeld(tx: FinanceTx, orderId: string, sellerId: string): Promise<boolean> {
    const [row] = await tx
      .select({ issueNumber: partHolds.issueNumber })
      .from(partHolds)
      .where(and(eq(partHolds.orderId, orderId), eq(partHolds.sellerId, sellerId), isNull(partHolds.resolvedAt)))
      .limit(1);
    return row !== undefined;
  }

  /** The open tickets holding parts of this seller, for its statement. */
  async openOfSeller(sellerId: string): Promise<{ orderId: string; issueNumber: string }[]> {
    return this.db
      .select({ orderId: partHolds.orderId, issueNumber: partHolds.issueNumber })
      .from(partHolds)
      .where(and(eq(partHolds.sellerId, sellerId), isNull(partHolds.resolvedAt)));
  }

  private async lockPart(tx: FinanceTx, orderId: string, sellerId: string): Promise<void> {
    await tx
      .select({ orderId: settlements.orderId })
      .from(settlements)
      .where(and(eq(settlements.orderId, orderId), eq(settlements.sellerId, sellerId)))
      .for('update');
  }
}
