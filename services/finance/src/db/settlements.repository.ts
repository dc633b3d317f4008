import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { FINANCE_DB } from '../finance.constants';
import type { FinanceDb, FinanceTx } from './finance-db';
import { rowsOf } from './rows';
import { ledgerAccounts, ledgerEntries, ledgerPostings, partHolds, settlements, type SettlementRow } from './schema';

export type NewSettlement = typeof settlements.$inferInsert;

export interface MonthFigures {
  month: string;
  grossPaise: number;
  commissionPaise: number;
  gstOnCommissionPaise: number;
  tcsPaise: number;
  tdsPaise: number;
  promotionPaise: number;
}

export interface Gstr8Row {
  sellerGstin: string;
  sellerName: string;
  placeOfSupply: string;
  grossPaise: number;
  returnsPaise: number;
  tcsCgstPaise: number;
  tcsSgstPaise: number;
  tcsIgstPaise: number;
}

/** Sellers' delivered parts with what the platform kept of each, and where each stands. */
@Injectable()
export class SettlementsRepository {
  constructor(@Inject(FINANCE_DB) readonly db: FinanceDb) {}

  /** Records a delivered part once; false when it was recorded before (a replayed event). */
  async insert(tx: FinanceTx, row: NewSettlement): Promise<boolean> {
    const created = await tx
      .insert(settlements)
      .values(row)
      .onConflictDoNothing()
      .returning({ orderId: settlements.orderId });
    return created.length > 0;
  }

  async find(orderId: string, sellerId: string, tx: FinanceTx = this.db): Promise<SettlementRow | undefined> {
    const [row] = await tx
      .select()
      .from(settlements)
      .where(and(eq(settlements.orderId, orderId), eq(settlements.sellerId, sellerId)))
      .for('update');
    return row;
  }

  async ofOrder(orderId: string): Promise<SettlementRow[]> {
    return this.db.select().from(settlements).where(eq(settlements.orderId, orderId));
  }

  /** Held parts whose return window has ended by `now` and no open ticket holds, oldest first. */
  async dueForRelease(now: Date, limit = 200): Promise<SettlementRow[]> {
    return this.db
      .select()
      .from(settlements)
      .where(
        and(
          eq(settlements.state, 'held'),
          lte(settlements.releaseAt, now),
          // A part a shopper's open ticket holds waits for the ticket (the release checks again under the lock).
          sql`not exists (select 1 from ${partHolds} where ${partHolds.orderId} = ${settlements.orderId}
            and ${partHolds.sellerId} = ${settlements.sellerId} and ${partHolds.resolvedAt} is null)`,
        ),
      )
      .orderBy(asc(settlements.releaseAt))
      .limit(limit);
  }

  async markReleased(tx: FinanceTx, row: SettlementRow, at: Date): Promise<boolean> {
    const updated = await tx
      .update(settlements)
      .set({ state: 'payable', releasedAt: at })
      .where(
        and(
          eq(settlements.orderId, row.orderId),
          eq(settlements.sellerId, row.sellerId),
          eq(settlements.state, 'held'),
        ),
      )
      .returning({ orderId: settlements.orderId });
    return updated.length > 0;
  }

  async markReversed(tx: FinanceTx, row: SettlementRow, at: Date): Promise<void> {
    await tx
      .update(settlements)
      .set({ state: 'reversed', reversedAt: at })
      .where(and(eq(settlements.orderId, row.orderId), eq(settlements.sellerId, row.sellerId)));
  }

  /** A seller's statement, newest first. */
  async ofSeller(sellerId: string, limit = 500): Promise<SettlementRow[]> {
    return this.db
      .select()
      .from(settlements)
      .where(eq(settlements.sellerId, sellerId))
      .orderBy(desc(settlements.deliveredAt))
      .limit(limit);
  }

  /** The sum of a seller's held parts, or of every seller's. */
  async heldPaise(sellerId?: string): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<string>`coalesce(sum(${settlements.netPaise} - ${settlements.refundedNetPaise}), 0)` })
      .from(settlements)
      .where(and(eq(settlements.state, 'held'), sellerId ? eq(settlements.sellerId, sellerId) : undefined));
    return Number(row?.total ?? 0);
  }

  /**
   * The seller's held parts that leave the return window first: those releasing on the earliest day in India, how
   * much they come to and when the last of them is released; undefined when nothing is held.
   */
  async nextRelease(sellerId: string): Promise<{ at: Date; paise: number } | undefined> {
    const day = sql`(${settlements.releaseAt} at time zone 'Asia/Kolkata')::date`;
    const [row] = await this.db
      .select({
        at: sql<Date>`max(${settlements.releaseAt})`.mapWith(settlements.releaseAt),
        paise: sql<string>`sum(${settlements.netPaise} - ${settlements.refundedNetPaise})`,
      })
      .from(settlements)
      .where(and(eq(settlements.state, 'held'), eq(settlements.sellerId, sellerId)))
      .groupBy(day)
      .orderBy(day)
      .limit(1);
    return row ? { at: row.at, paise: Number(row.paise) } : undefined;
  }

  /**
   * The platform's figures per month of delivery in India, newest first; a reversed part counts in the month it
   * was delivered and is taken out again in the month it was reversed (what a return in GSTR-8 does). Beside them,
   * the platform's promotion expense of the month from the ledger (its coupons' share of delivered parts, less what
   * refunds and returns gave back).
   */
  async months(limit = 12): Promise<MonthFigures[]> {
    const result = await this.db.execute(sql`
      with moves as (
        select to_char(delivered_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, 1 as sign, s.*
          from ${settlements} s
        union all
        select to_char(reversed_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, -1 as sign, s.*
          from ${settlements} s where reversed_at is not null
      ),
      sold as (
        select month,
               sum(sign * gross_paise) as gross,
               sum(sign * commission_paise) as commission,
               sum(sign * gst_on_commission_paise) as gst_on_commission,
               sum(sign * (tcs_cgst_paise + tcs_sgst_paise + tcs_igst_paise)) as tcs,
               sum(sign * tds_paise) as tds
          from moves group by month
      ),
      promoted as (
        select to_char(e.occurred_at at time zone 'Asia/Kolkata', 'YYYY-MM') as month, sum(p.amount_paise) as promotion
          from ${ledgerPostings} p
          join ${ledgerEntries} e on e.id = p.entry_id
          join ${ledgerAccounts} a on a.id = p.account_id
         where a.owner_type = 'platform' and a.code = 'promotion-expense'
         group by 1
      )
      select coalesce(sold.month, promoted.month) as month,
             coalesce(gross, 0) as gross, coalesce(commission, 0) as commission,
             coalesce(gst_on_commission, 0) as gst_on_commission, coalesce(tcs, 0) as tcs, coalesce(tds, 0) as tds,
             coalesce(promotion, 0) as promotion
        from sold full join promoted on promoted.month = sold.month
       order by 1 desc limit ${limit}`);
    type Row = {
      month: string;
      gross: string;
      commission: string;
      gst_on_commission: string;
      tcs: string;
      tds: string;
      promotion: string;
    };
    return rowsOf<Row>(result).map((r) => ({
      month: r.month,
      grossPaise: Number(r.gross),
      commissionPaise: Number(r.commission),
      gstOnCommissionPaise: Number(r.gst_on_commission),
      tcsPaise: Number(r.tcs),
      tdsPaise: Number(r.tds),
      promotionPaise: Number(r.promotion),
    }));
  }

  /**
   * GSTR-8's table 3 for a month ('2026-11'): per registered seller and place of supply, the gross value of its
   * supplies through the platform, the returns, and the TCS split (sellers without a GSTIN are not in it).
   */
  async gstr8(month: string): Promise<Gstr8Row[]> {
    const result = await this.db.execute(sql`
      with moves as (
        select s.*, 1 as sign from ${settlements} s
         where to_char(delivered_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}
        union all
        select s.*, -1 as sign from ${settlements} s
         where reversed_at is not null and to_char(reversed_at at time zone 'Asia/Kolkata', 'YYYY-MM') = ${month}
      )
      select seller_gstin, max(seller_name) as seller_name, place_of_supply,
             sum(case when sign > 0 then taxable_paise else 0 end) as gross,
             sum(case when sign < 0 then taxable_paise else 0 end) as returns,
             sum(sign * tcs_cgst_paise) as cgst, sum(sign * tcs_sgst_paise) as sgst, sum(sign * tcs_igst_paise) as igst
        from moves where seller_gstin is not null
       group by seller_gstin, place_of_supply order by seller_gstin, place_of_supply`);
    type Row = {
      seller_gstin: string;
      seller_name: string;
      place_of_supply: string;
      gross: string;
      returns: string;
      cgst: string;
      sgst: string;
      igst: string;
    };
    return rowsOf<Row>(result).map((r) => ({
      sellerGstin: r.seller_gstin,
      sellerName: r.seller_name,
      placeOfSupply: r.place_of_supply,
      grossPaise: Number(r.gross),
      returnsPaise: Number(r.returns),
      tcsCgstPaise: Number(r.cgst),
      tcsSgstPaise: Number(r.sgst),
      tcsIgstPaise: Number(r.igst),
    }));
  }
}
