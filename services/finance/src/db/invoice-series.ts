import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { FinanceTx } from './finance-db';
import { invoiceSeries } from './schema';

/** Gapless numbering: each series counts from 1 in every financial year. */
@Injectable()
export class InvoiceSeries {
  /**
   * Takes the next number of a series inside the caller's transaction: the row stays locked until it ends, so
   * numbers are handed out in order, and a rollback gives the number back (never skipped, never reused).
   */
  async allocate(tx: FinanceTx, seriesKey: string, financialYear: string): Promise<number> {
    const [row] = await tx
      .insert(invoiceSeries)
      .values({ seriesKey, financialYear, nextSeq: 2 })
      .onConflictDoUpdate({
        target: [invoiceSeries.seriesKey, invoiceSeries.financialYear],
        set: { nextSeq: sql`${invoiceSeries.nextSeq} + 1` },
      })
      .returning({ seq: sql<number>`${invoiceSeries.nextSeq} - 1` });
    return Number(row.seq);
  }
}
