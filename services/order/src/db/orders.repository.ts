import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_DB } from '../order.constants';
import type { OrderDb } from './order-db';
import { fulfilments, orders, type FulfilmentRow, type OrderRow } from './schema';

export interface StoredOrder {
  order: OrderRow;
  parts: FulfilmentRow[];
}
export type NewOrder = typeof orders.$inferInsert;
export type NewFulfilment = typeof fulfilments.$inferInsert;
type Tx = Parameters<Parameters<OrderDb['transaction']>[0]>[0];

@Injectable()
export class OrdersRepository {
  constructor(@Inject(ORDER_DB) private readonly db: OrderDb) {}

  /** The order and its parts in one transaction: never one without the other. */
  async insert(order: NewOrder, parts: NewFulfilment[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(orders).values(order);
      await tx.insert(fulfilments).values(parts);
    });
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

  /**
   * Reads the order with its rows locked, lets `change` decide, and writes what it returns, all in one
   * transaction: two concurrent moves on the same order are applied one after the other.
   */
  async change<T>(
    id: string,
    change: (current: StoredOrder) => { order: Partial<OrderRow>; parts: FulfilmentRow[]; result: T },
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) return undefined;
      const parts = await tx.select().from(fulfilments).where(eq(fulfilments.orderId, id)).for('update');
      const next = change({ order, parts });
      await this.save(tx, id, next.order, next.parts);
      return next.result;
    });
  }

  private async save(tx: Tx, id: string, order: Partial<OrderRow>, parts: FulfilmentRow[]) {
    await tx
      .update(orders)
      .set({ ...order, updatedAt: new Date() })
      .where(eq(orders.id, id));
    for (const part of parts) {
      await tx
        .update(fulfilments)
        .set({ ...part, updatedAt: new Date() })
        .where(and(eq(fulfilments.orderId, id), eq(fulfilments.sellerId, part.sellerId)));
    }
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
