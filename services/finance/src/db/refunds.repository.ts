import { Inject, Injectable } from '@nestjs/common';
import type { RefundState } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { and, asc, desc, eq } from 'drizzle-orm';
import { FINANCE_DB } from '../finance.constants';
import type { FinanceDb, FinanceTx } from './finance-db';
import { bankReferences, refunds, settlements, type RefundRow, type SettlementRow } from './schema';

export type NewRefund = typeof refunds.$inferInsert;

/** Money owed back to shoppers, and the UTRs of every transfer the platform recorded. */
@Injectable()
export class RefundsRepository {
  constructor(@Inject(FINANCE_DB) readonly db: FinanceDb) {}

  /** Records a refund once per key; undefined when it was recorded before (a redelivered event). */
  async insert(tx: FinanceTx, row: NewRefund): Promise<RefundRow | undefined> {
    const [created] = await tx.insert(refunds).values(row).onConflictDoNothing().returning();
    return created;
  }

  /** The refund recorded under `key` (the order's name for it), if any. */
  async byKey(tx: FinanceTx, key: string): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.key, key)).limit(1);
    return row;
  }

  async list(state: RefundState, limit = 200): Promise<RefundRow[]> {
    return this.db
      .select()
      .from(refunds)
      .where(eq(refunds.state, state))
      .orderBy(state === 'due' ? asc(refunds.createdAt) : desc(refunds.paidAt))
      .limit(limit);
  }

  /** The refund, its row locked for the caller's transaction. */
  async forUpdate(tx: FinanceTx, id: string): Promise<RefundRow | undefined> {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    return row;
  }

  /** A shopper's refund for a ticket, its row locked. */
  async ofTicket(tx: FinanceTx, customerId: string, issueNumber: string): Promise<RefundRow | undefined> {
    const [row] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.customerId, customerId), eq(refunds.issueNumber, issueNumber)))
      .for('update');
    return row;
  }

  async update(tx: FinanceTx, id: string, change: Partial<RefundRow>): Promise<RefundRow> {
    const [row] = await tx.update(refunds).set(change).where(eq(refunds.id, id)).returning();
    return row;
  }

  /**
   * Records that `utr` paid this payout or refund; a UTR already recorded on any of them is refused with a 409 (the
   * primary key decides between racing recordings, whichever kind they are).
   */
  async claimUtr(tx: FinanceTx, utr: string, kind: 'payout' | 'refund', targetId: string): Promise<void> {
    const claimed = await tx
      .insert(bankReferences)
      .values({ utr, kind, targetId })
      .onConflictDoNothing()
      .returning({ utr: bankReferences.utr });
    if (claimed.length === 0)
      throw DomainError.conflict(`UTR ${utr} is already recorded on another payout or refund`, 'FINANCE.UTR_TAKEN');
  }

  /** Adds a refund's share to its part's settlement (locked by the caller). */
  async addToSettlement(
    tx: FinanceTx,
    settlement: SettlementRow,
    share: { grossPaise: number; netPaise: number },
  ): Promise<void> {
    await tx
      .update(settlements)
      .set({
        refundedPaise: settlement.refundedPaise + share.grossPaise,
        refundedNetPaise: settlement.refundedNetPaise + share.netPaise,
      })
      .where(and(eq(settlements.orderId, settlement.orderId), eq(settlements.sellerId, settlement.sellerId)));
  }
}
