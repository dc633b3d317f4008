import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { FINANCE_DB } from '../finance.constants';
import type { FinanceDb, FinanceTx } from './finance-db';
import { rowsOf } from './rows';
import { payoutRuns, payouts, type PayoutRow } from './schema';

export interface SellerBalance {
  sellerId: string;
  sellerName: string;
  /** What the ledger says the platform owes the seller now (negative after a return that followed a payout). */
  payablePaise: number;
  /** The part of it in payouts that are due (made, not yet paid or failed). */
  duePaise: number;
}

/** Payouts and the runs that make them, and sellers' payable balances as the ledger has them. */
@Injectable()
export class PayoutsRepository {
  constructor(@Inject(FINANCE_DB) readonly db: FinanceDb) {}

  /** Every seller's payable balance and due payouts (or one seller's), read inside `tx` when given. */
  async balances(tx: FinanceTx = this.db, sellerId?: string): Promise<SellerBalance[]> {
    const one = sellerId ? sql`and a.owner_id = ${sellerId}` : sql``;
    const result = await tx.execute(sql`
      with payable as (
        select a.owner_id as seller_id, -sum(p.amount_paise) as payable
          from finance.ledger_postings p join finance.ledger_accounts a on a.id = p.account_id
         where a.code = 'seller-payable' and a.owner_type = 'seller' ${one}
         group by a.owner_id
      ), due as (
        select seller_id, sum(amount_paise) as due from finance.payouts where state = 'due' group by seller_id
      )
      select payable.seller_id, payable.payable, coalesce(due.due, 0) as due,
             coalesce((select max(s.seller_name) from finance.settlements s where s.seller_id = payable.seller_id), '') as seller_name
        from payable left join due on due.seller_id = payable.seller_id
       order by payable.seller_id`);
    type Row = { seller_id: string; payable: string; due: string; seller_name: string };
    return rowsOf<Row>(result).map((r) => ({
      sellerId: r.seller_id,
      sellerName: r.seller_name,
      payablePaise: Number(r.payable),
      duePaise: Number(r.due),
    }));
  }

  /** Claims a run: true once per key (the replica that claims it makes the payouts, in the same transaction). */
  async claimRun(tx: FinanceTx, runKey: string): Promise<boolean> {
    const claimed = await tx
      .insert(payoutRuns)
      .values({ runKey })
      .onConflictDoNothing()
      .returning({ runKey: payoutRuns.runKey });
    return claimed.length > 0;
  }

  /** Runs are made one at a time across replicas, so two never pay out the same balance. */
  async lockRuns(tx: FinanceTx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('finance.payout-runs'))`);
  }

  async insert(tx: FinanceTx, row: typeof payouts.$inferInsert): Promise<PayoutRow> {
    const [created] = await tx.insert(payouts).values(row).returning();
    return created;
  }

  async countSince(tx: FinanceTx, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: sql<string>`count(*)` })
      .from(payouts)
      .where(sql`${payouts.createdAt} >= ${since}`);
    return Number(row?.n ?? 0);
  }

  async forUpdate(tx: FinanceTx, id: string): Promise<PayoutRow | undefined> {
    const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    return row;
  }

  async settle(
    tx: FinanceTx,
    id: string,
    change: { state: 'paid'; utr: string; at: Date } | { state: 'failed'; reason: string; at: Date },
  ): Promise<PayoutRow> {
    const [row] = await tx
      .update(payouts)
      .set(
        change.state === 'paid'
          ? { state: 'paid', utr: change.utr, settledAt: change.at }
          : { state: 'failed', failureReason: change.reason, settledAt: change.at },
      )
      .where(and(eq(payouts.id, id), eq(payouts.state, 'due')))
      .returning();
    return row;
  }

  async ofSeller(sellerId: string, limit = 50): Promise<PayoutRow[]> {
    return this.db
      .select()
      .from(payouts)
      .where(eq(payouts.sellerId, sellerId))
      .orderBy(desc(payouts.createdAt), desc(payouts.reference))
      .limit(limit);
  }

  async inStates(states: PayoutRow['state'][], limit = 200): Promise<PayoutRow[]> {
    return this.db
      .select()
      .from(payouts)
      .where(inArray(payouts.state, states))
      .orderBy(desc(payouts.createdAt), desc(payouts.reference))
      .limit(limit);
  }
}
