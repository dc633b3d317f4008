import { Inject, Injectable } from '@nestjs/common';
import type { CouponStatus } from '@thindi/contracts';
import { and, desc, eq, inArray, lt, ne } from 'drizzle-orm';
import { ORDER_CLOCK, ORDER_DB, type Clock } from '../order.constants';
import type { OrderDb } from './order-db';
import { coupons, type CouponRow } from './schema';

export type NewCoupon = typeof coupons.$inferInsert;

/** The most a list of coupons shows, newest first. */
const LIST_LIMIT = 500;

/** Coupons: the platform's and the sellers'. */
@Injectable()
export class CouponsRepository {
  constructor(
    @Inject(ORDER_DB) private readonly db: OrderDb,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Writes a coupon, its code free once no other coupon that has not ended holds it (coupons_code_live_key): a
   * coupon past its end is ended first, in the same transaction, so its code can be used again.
   */
  insert(row: NewCoupon): Promise<CouponRow> {
    return this.db.transaction(async (tx) => {
      await tx
        .update(coupons)
        .set({ status: 'ended', updatedAt: this.clock.now() })
        .where(and(eq(coupons.code, row.code), ne(coupons.status, 'ended'), lt(coupons.endsAt, this.clock.now())));
      const [created] = await tx.insert(coupons).values(row).returning();
      return created;
    });
  }

  async byId(id: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row;
  }

  /** Every coupon (`sellerId` undefined) or one seller's, newest first. */
  list(sellerId?: string): Promise<CouponRow[]> {
    return this.db
      .select()
      .from(coupons)
      .where(sellerId ? eq(coupons.sellerId, sellerId) : undefined)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(LIST_LIMIT);
  }

  /** Sets the coupon's status only while it is one of `from`: of two moves racing, one returns the row. */
  async move(id: string, from: CouponStatus[], to: CouponStatus): Promise<CouponRow | undefined> {
    const [row] = await this.db
      .update(coupons)
      .set({ status: to, updatedAt: this.clock.now() })
      .where(and(eq(coupons.id, id), inArray(coupons.status, from)))
      .returning();
    return row;
  }
}
