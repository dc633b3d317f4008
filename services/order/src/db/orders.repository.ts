import { Inject, Injectable } from '@nestjs/common';
import type { AdminOrderListQuery, OrderStatus, PaymentStatus } from '@thindi/contracts';
import { and, asc, desc, eq, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_DB } from '../order.constants';
import { containsPattern } from '@thindi/platform';
import type { OrderDb } from './order-db';
import { fulfilments, orders, type FulfilmentRow, type OrderRow } from './schema';

export interface StoredOrder {
  order: OrderRow;
  parts: FulfilmentRow[];
}
export type NewOrder = typeof orders.$inferInsert;
export type NewFulfilment = typeof fulfilments.$inferInsert;
/**
 * What a change decides: the order's changed columns, the parts it rewrites, and its answer. `onlyIf`: the order is
 * written only while its payment is still in that state (a conditional UPDATE); otherwise the change is given up.
 */
export interface Change<T> {
  order: Partial<OrderRow>;
  parts: FulfilmentRow[];
  result: T;
  onlyIf?: { paymentStatus: PaymentStatus };
}

/** A conditional change found the order already moved on by another writer: nothing was written. */
export class ChangeOvertaken extends Error {
  constructor() {
    super('The order was changed meanwhile');
  }
}

/** The admin's search: the order number, the customer's first, last or full name, or e-mail contain the text. */
function matching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(orders.orderNumber, pattern),
    ilike(orders.customerFirstName, pattern),
    ilike(orders.customerLastName, pattern),
    ilike(sql`${orders.customerFirstName} || ' ' || ${orders.customerLastName}`, pattern),
    ilike(orders.customerEmail, pattern),
  );
}

const newestFirst = [desc(orders.createdAt), desc(orders.id)];

@Injectable()
export class OrdersRepository {
  constructor(@Inject(ORDER_DB) private readonly db: OrderDb) {}

  /** The order and its parts, with the caller's transaction. Answers the stored order. */
  async insert(tx: OrderDb, order: NewOrder, parts: NewFulfilment[]): Promise<StoredOrder> {
    const [row] = await tx.insert(orders).values(order).returning();
    const rows = await tx.insert(fulfilments).values(parts).returning();
    return { order: row, parts: rows };
  }

  /** Gives up an order's Idempotency-Key, so that a retry of its checkout can make a new order. */
  async releaseKey(id: string): Promise<void> {
    await this.db.update(orders).set({ idempotencyKey: null, idempotencyFingerprint: null }).where(eq(orders.id, id));
  }

  /** The ids among `ids` of orders that exist and are not cancelled. */
  async standing(ids: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), ne(orders.status, 'cancelled')));
    return rows.map((r) => r.id);
  }

  async findById(id: string): Promise<StoredOrder | undefined> {
    return (await this.withParts(await this.db.select().from(orders).where(eq(orders.id, id)).limit(1)))[0];
  }

  async findByKey(customerId: string, key: string): Promise<StoredOrder | undefined> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
      .limit(1);
    return (await this.withParts(rows))[0];
  }

  /** The order whose payment was marked received against this UTR (orders_paid_utr_key keeps it to one). */
  async paidWithUtr(utr: string): Promise<Pick<OrderRow, 'id' | 'orderNumber'> | undefined> {
    const [row] = await this.db
      .select({ id: orders.id, orderNumber: orders.orderNumber })
      .from(orders)
      .where(and(eq(orders.utr, utr), eq(orders.paymentStatus, 'paid')))
      .limit(1);
    return row;
  }

  async listByCustomer(customerId: string): Promise<StoredOrder[]> {
    const rows = await this.db
      .select()
      .from(orders)
      .where(eq(orders.customerId, customerId))
      .orderBy(desc(orders.createdAt));
    return this.withParts(rows);
  }

  async listBySeller(sellerId: string): Promise<StoredOrder[]> {
    const mine = this.db
      .select({ id: fulfilments.orderId })
      .from(fulfilments)
      .where(eq(fulfilments.sellerId, sellerId));
    const rows = await this.db.select().from(orders).where(inArray(orders.id, mine)).orderBy(desc(orders.createdAt));
    return this.withParts(rows);
  }

  /** One page of every order for the admin, newest first, with how many match the filter in all. */
  async listForAdmin(query: AdminOrderListQuery): Promise<{ stored: StoredOrder[]; total: number }> {
    const where = and(matching(query.search), query.status === 'all' ? undefined : eq(orders.status, query.status));
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const [{ total }] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .where(where);
    return { stored: await this.withParts(rows), total };
  }

  /** The newest orders of all customers. */
  async latest(limit: number): Promise<StoredOrder[]> {
    return this.withParts(
      await this.db
        .select()
        .from(orders)
        .orderBy(...newestFirst)
        .limit(limit),
    );
  }

  /**
   * How many orders there are, and the revenue (paise): the totals of the orders whose money came in, UPI orders
   * marked paid and cash-on-delivery orders delivered, leaving out those cancelled or returned (refunded).
   */
  async totals(): Promise<{ count: number; revenuePaise: number }> {
    const moneyIn = sql`${orders.status} not in ('cancelled', 'returned') and (${orders.paymentStatus} = 'paid' or (${orders.paymentMethod} = 'cod' and ${orders.status} = 'delivered'))`;
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)::int`,
        revenuePaise: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${moneyIn}), 0)`.mapWith(Number),
      })
      .from(orders);
    return row;
  }

  /** Up to `limit` ids of orders in `statuses` still awaiting payment whose time to pay ended by `now`, oldest first. */
  async unpaidDue(now: Date, limit: number, statuses: readonly OrderStatus[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.paymentStatus, 'awaiting_payment'), lte(orders.payBy, now), inArray(orders.status, statuses)),
      )
      .orderBy(asc(orders.payBy))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * Reads the order with its rows locked, lets `change` decide and writes what it returns, with the caller's
   * transaction: two concurrent moves on the same order are applied one after the other. Answers the decision
   * and the order as it now stands.
   */
  async change<T>(
    tx: OrderDb,
    id: string,
    change: (current: StoredOrder) => Change<T>,
  ): Promise<{ result: T; stored: StoredOrder } | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) return undefined;
    const parts = await tx.select().from(fulfilments).where(eq(fulfilments.orderId, id)).for('update');
    const next = change({ order, parts });
    const stored = await this.save(tx, { order, parts }, next);
    return { result: next.result, stored };
  }

  private async save(tx: OrderDb, current: StoredOrder, next: Change<unknown>): Promise<StoredOrder> {
    if (!Object.keys(next.order).length && !next.parts.length) return current;
    const now = new Date();
    const id = current.order.id;
    const guard = next.onlyIf ? eq(orders.paymentStatus, next.onlyIf.paymentStatus) : undefined;
    const written = await tx
      .update(orders)
      .set({ ...next.order, updatedAt: now })
      .where(and(eq(orders.id, id), guard))
      .returning({ id: orders.id });
    if (written.length === 0) throw new ChangeOvertaken();
    for (const part of next.parts) {
      await tx
        .update(fulfilments)
        .set({ ...part, updatedAt: now })
        .where(and(eq(fulfilments.orderId, id), eq(fulfilments.sellerId, part.sellerId)));
    }
    const changed = new Map(next.parts.map((p) => [p.sellerId, { ...p, updatedAt: now }]));
    return {
      order: { ...current.order, ...next.order, updatedAt: now },
      parts: current.parts.map((p) => changed.get(p.sellerId) ?? p),
    };
  }

  private async withParts(rows: OrderRow[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const parts = await this.db
      .select()
      .from(fulfilments)
      .where(
        inArray(
          fulfilments.orderId,
          rows.map((r) => r.id),
        ),
      );
    return rows.map((order) => ({ order, parts: parts.filter((p) => p.orderId === order.id) }));
  }
}
