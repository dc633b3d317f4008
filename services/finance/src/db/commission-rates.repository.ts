import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { FINANCE_DB } from '../finance.constants';
import type { FinanceDb, FinanceTx } from './finance-db';
import { commissionRates } from './schema';

export interface CategoryRate {
  category: string;
  rateBps: number;
  validFrom: string;
}

/** The admin's commission per category, effective-dated: a rate applies from its date until a later one. */
@Injectable()
export class CommissionRatesRepository {
  constructor(@Inject(FINANCE_DB) readonly db: FinanceDb) {}

  /** The rate in force on `date` (YYYY-MM-DD) for each category that has one. */
  async inForce(date: string, tx: FinanceTx = this.db): Promise<CategoryRate[]> {
    const rows = await tx
      .selectDistinctOn([commissionRates.category], {
        category: commissionRates.category,
        rateBps: commissionRates.rateBps,
        validFrom: commissionRates.validFrom,
      })
      .from(commissionRates)
      .where(sql`${commissionRates.validFrom} <= ${date}`)
      .orderBy(commissionRates.category, sql`${commissionRates.validFrom} desc`);
    return rows;
  }

  /** Every rate set, including those from a future date, newest first per category. */
  async all(): Promise<CategoryRate[]> {
    return this.db
      .select({
        category: commissionRates.category,
        rateBps: commissionRates.rateBps,
        validFrom: commissionRates.validFrom,
      })
      .from(commissionRates)
      .orderBy(commissionRates.category, sql`${commissionRates.validFrom} desc`);
  }

  async overridesOn(date: string, tx?: FinanceTx): Promise<Record<string, number>> {
    return Object.fromEntries((await this.inForce(date, tx)).map((rate) => [rate.category, rate.rateBps]));
  }

  /** Sets a category's rate from a date; setting the same date again replaces it. */
  async set(rate: CategoryRate, setBy: string): Promise<void> {
    await this.db
      .insert(commissionRates)
      .values({ ...rate, setBy })
      .onConflictDoUpdate({
        target: [commissionRates.category, commissionRates.validFrom],
        set: { rateBps: rate.rateBps, setBy, createdAt: new Date() },
      });
  }
}
