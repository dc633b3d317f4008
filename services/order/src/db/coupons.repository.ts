import { Inject, Injectable } from '@nestjs/common';
import type { CouponStatus } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { and, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { ORDER_CLOCK, ORDER_DB, type Clock } from '../order.constants';
import type { OrderDb } from './order-db';
import { couponUses, coupons, type CouponRow } from './schema';
import { checkCouponUsable } from '../domain/coupon-rules';

export type NewCoupon = typeof coupons.$inferInsert;

/** What a coupon has done: the orders standing with it, the discount given, and their value (paise). */
export interface CouponFigures {
  orders: number;
  discountPaise: number;
  revenuePaise: number;
}

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

  /**
   * Each coupon's figures, from the uses of orders still standing (not cancelled): their count, the discount given,
   * and their value: for the platform's coupon what those orders were charged, for a seller's that seller's part
   * of them (its lines' value before GST; the other sellers' lines are not its to see).
   */
  async figures(couponIds: string[]): Promise<Map<string, CouponFigures>> {
    if (couponIds.length === 0) return new Map();
    const result = await this.db.execute<{ id: string; orders: string; discount: string; revenue: string }>(sql`
      SELECT u.coupon_id AS id, count(*) AS orders, coalesce(sum(u.discount_paise), 0) AS discount,
             coalesce(sum(CASE WHEN c.seller_id IS NULL THEN o.total_paise ELSE f.seller_subtotal_paise END), 0) AS revenue
        FROM "order".coupon_uses u
        JOIN "order".coupons c ON c.id = u.coupon_id
        JOIN "order".orders o ON o.id = u.order_id
        LEFT JOIN "order".fulfilments f ON f.order_id = o.id AND f.seller_id = c.seller_id
       WHERE u.released_at IS NULL AND o.status <> 'cancelled' AND u.coupon_id IN (${sql.join(
         couponIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
       GROUP BY u.coupon_id`);
    const rows = (result as unknown as { rows: { id: string; orders: string; discount: string; revenue: string }[] })
      .rows;
    return new Map(
      rows.map((r) => [
        r.id,
        { orders: Number(r.orders), discountPaise: Number(r.discount), revenuePaise: Number(r.revenue) },
      ]),
    );
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

  /** The coupon of a code as the shopper types it (any case): the one not ended, else the latest. */
  async byCode(code: string): Promise<CouponRow | undefined> {
    return (await this.byCodeFor(code, null))?.coupon;
  }

  /**
   * The coupon of a code (as `byCode`) with how many standing orders the shopper placed with it, in one read; a
   * guest (no customer) has none.
   */
  async byCodeFor(
    code: string,
    customerId: string | null,
  ): Promise<{ coupon: CouponRow; customerUses: number } | undefined> {
    const uses = customerId
      ? sql<number>`(select count(*) from ${couponUses} u
                      where u.coupon_id = ${coupons.id} and u.customer_id = ${customerId} and u.released_at is null)`
      : sql<number>`0`;
    const [row] = await this.db
      .select({ coupon: coupons, customerUses: uses.mapWith(Number) })
      .from(coupons)
      .where(eq(coupons.code, code.trim().toUpperCase()))
      .orderBy(sql`${coupons.status} = 'ended'`, desc(coupons.createdAt))
      .limit(1);
    return row;
  }

  /** How many standing orders the shopper placed with the coupon. */
  async usesOf(couponId: string, customerId: string, tx: OrderDb = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(couponUses)
      .where(
        and(eq(couponUses.couponId, couponId), eq(couponUses.customerId, customerId), isNull(couponUses.releasedAt)),
      );
    return Number(row?.n ?? 0);
  }

  /**
   * Takes one use of the coupon for an order, in the order's transaction, or refuses with why. The coupon's row is
   * counted up first by a conditional UPDATE (its uses left, active, between its dates), which holds its lock to
   * the end of the transaction: racing orders on one coupon take their uses one after another, so neither its
   * limit nor a shopper's can be passed, and a refused order leaves nothing (the caller's transaction rolls back).
   * The use's row is then written only while the shopper's standing uses are under its limit: that statement
   * starts after the lock is held, so it counts every use committed before it.
   */
  async claimUse(
    tx: OrderDb,
    coupon: CouponRow,
    use: { orderId: string; customerId: string; discountPaise: number },
    now: Date,
  ): Promise<void> {
    const [taken] = await tx
      .update(coupons)
      .set({ used: sql`${coupons.used} + 1` })
      .where(
        and(
          eq(coupons.id, coupon.id),
          eq(coupons.status, 'active'),
          sql`${coupons.startsAt} <= ${now.toISOString()}::timestamptz`,
          sql`${coupons.endsAt} > ${now.toISOString()}::timestamptz`,
          sql`(${coupons.usageLimit} is null or ${coupons.used} < ${coupons.usageLimit})`,
        ),
      )
      .returning();
    const written = taken
      ? await tx.execute(sql`
          insert into ${couponUses} (coupon_id, order_id, customer_id, discount_paise, created_at)
          select ${coupon.id}::uuid, ${use.orderId}::uuid, ${use.customerId}, ${use.discountPaise},
                 ${now.toISOString()}::timestamptz
           where (select count(*) from ${couponUses}
                   where coupon_id = ${coupon.id}::uuid and customer_id = ${use.customerId} and released_at is null)
                 < ${taken.perCustomerLimit}
          returning order_id`)
      : undefined;
    if (written && (written as unknown as { rows: unknown[] }).rows.length === 1) return;
    // Refused: the coupon as it now stands, and the shopper's uses, say why (used up, paused, ended, used already).
    const current = taken ?? (await tx.select().from(coupons).where(eq(coupons.id, coupon.id)))[0] ?? coupon;
    checkCouponUsable(
      taken ? { ...current, used: current.used - 1 } : current,
      now,
      await this.usesOf(coupon.id, use.customerId, tx),
    );
    throw DomainError.conflict(`${coupon.code} cannot be used now`, 'ORDER.COUPON_UNAVAILABLE');
  }

  /** Gives an order's use of the coupon back, once however often asked (an order cancelled before it shipped). */
  async releaseUse(tx: OrderDb, couponId: string, orderId: string, now: Date): Promise<boolean> {
    const released = await tx
      .update(couponUses)
      .set({ releasedAt: now })
      .where(and(eq(couponUses.couponId, couponId), eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)))
      .returning({ orderId: couponUses.orderId });
    if (released.length === 0) return false;
    await tx
      .update(coupons)
      .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
      .where(eq(coupons.id, couponId));
    return true;
  }
}
