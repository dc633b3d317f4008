import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNotNull, or } from 'drizzle-orm';
import { SELLER_DB } from '../seller.constants';
import type { SellerDb } from './seller-db';
import { sellers, type SellerRow } from './schema';

/** The sweep's reads and writes of sellers' licences. */
@Injectable()
export class FoodLicencesRepository {
  constructor(@Inject(SELLER_DB) private readonly db: SellerDb) {}

  /**
   * Sellers the sweep looks at, by id after `afterId`: the approved ones (mails) and those the catalog was told of
   * (whether they sell may have changed).
   */
  async batch(afterId: string | null, limit: number): Promise<SellerRow[]> {
    return this.db
      .select()
      .from(sellers)
      .where(
        and(
          afterId ? gt(sellers.id, afterId) : undefined,
          or(eq(sellers.isVerified, true), isNotNull(sellers.publishedSelling)),
        ),
      )
      .orderBy(asc(sellers.id))
      .limit(limit);
  }

  /** The row, locked until the transaction ends (two replicas never mail the same notice twice). */
  async locked(tx: SellerDb, id: string): Promise<SellerRow | undefined> {
    const [row] = await tx.select().from(sellers).where(eq(sellers.id, id)).for('update');
    return row;
  }

  async record(tx: SellerDb, id: string, sent: Partial<SellerRow>): Promise<void> {
    if (Object.keys(sent).length) await tx.update(sellers).set(sent).where(eq(sellers.id, id));
  }
}
