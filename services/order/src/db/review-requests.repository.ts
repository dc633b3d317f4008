import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { ORDER_DB } from '../order.constants';
import type { OrderDb } from './order-db';
import { fulfilments, orders, reviewRequests, type OrderRow } from './schema';

/** A delivered part not yet asked about, with what its request needs of the order. */
export interface DuePart {
  orderId: string;
  sellerId: string;
  customerId: string;
  orderNumber: string;
  items: OrderRow['items'];
}

/** When the part was delivered: its latest 'delivered' history entry. */
const deliveredAt = sql<Date>`(select max((e->>'timestamp')::timestamptz)
  from jsonb_array_elements(${fulfilments.history}) e where e->>'status' = 'delivered')`;

@Injectable()
export class ReviewRequestsRepository {
  constructor(@Inject(ORDER_DB) private readonly db: OrderDb) {}

  /**
   * Up to `limit` parts whose current status is delivered, delivered between `since` and `until`, whose shopper
   * was not yet asked. A delivered part was last changed at its delivery, so only parts changed since `since` are read.
   */
  async due(since: Date, until: Date, limit: number): Promise<DuePart[]> {
    return this.db
      .select({
        orderId: fulfilments.orderId,
        sellerId: fulfilments.sellerId,
        customerId: orders.customerId,
        orderNumber: orders.orderNumber,
        items: orders.items,
      })
      .from(fulfilments)
      .innerJoin(orders, eq(orders.id, fulfilments.orderId))
      .leftJoin(
        reviewRequests,
        and(eq(reviewRequests.orderId, fulfilments.orderId), eq(reviewRequests.sellerId, fulfilments.sellerId)),
      )
      .where(
        and(
          eq(fulfilments.status, 'delivered'),
          gte(fulfilments.updatedAt, since),
          isNull(reviewRequests.orderId),
          sql`${deliveredAt} between ${since.toISOString()}::timestamptz and ${until.toISOString()}::timestamptz`,
        ),
      )
      .orderBy(fulfilments.updatedAt)
      .limit(limit);
  }

  /**
   * Records that the part's shopper is asked, with the caller's transaction. Answers false, writing nothing, when
   * it was already recorded (another replica's sweep got there first).
   */
  async record(tx: OrderDb, part: Pick<DuePart, 'orderId' | 'sellerId'>): Promise<boolean> {
    const inserted = await tx
      .insert(reviewRequests)
      .values({ orderId: part.orderId, sellerId: part.sellerId })
      .onConflictDoNothing()
      .returning({ orderId: reviewRequests.orderId });
    return inserted.length > 0;
  }
}
