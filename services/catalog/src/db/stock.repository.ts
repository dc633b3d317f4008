import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { ProductSnapshot, ReserveStockInput, ReserveStockResult } from '@thindi/contracts';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { products, sellers, stockReservations } from './schema';

/** Thrown inside the transaction to roll every line back when one is short. */
class Short extends Error {
  constructor(readonly productId: string) {
    super('short');
  }
}

/** Stock moves for orders: conditional updates in one transaction, recorded per (order, product). */
@Injectable()
export class StockRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  async snapshot(ids: string[]): Promise<ProductSnapshot[]> {
    const rows = await this.db
      .select({ p: products, sellerName: sellers.businessName })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(
        and(
          inArray(products.id, ids),
          eq(products.isActive, true),
          eq(sellers.isActive, true),
          eq(sellers.isVerified, true),
        ),
      );
    return rows.map(({ p, sellerName }) => ({
      id: p.id,
      name: p.name,
      pricePaise: p.pricePaise,
      image: p.images[0] ?? null,
      weight: p.weight,
      sellerId: p.sellerId,
      sellerName,
      stockQuantity: p.stockQuantity,
    }));
  }

  /** All lines or none; the WHERE stock >= q makes overselling impossible under any concurrency. */
  async reserve(input: ReserveStockInput): Promise<ReserveStockResult | 'already'> {
    // Lines in id order so two orders never lock the same rows in opposite orders (no deadlock).
    const lines = [...input.lines].sort((a, b) => a.productId.localeCompare(b.productId));
    try {
      return await this.db.transaction(async (tx) => {
        const held = await tx
          .insert(stockReservations)
          .values(lines.map((l) => ({ orderId: input.orderId, ...l })))
          .onConflictDoNothing()
          .returning({ productId: stockReservations.productId });
        if (held.length === 0) return 'already' as const;
        for (const line of lines) {
          const done = await tx
            .update(products)
            .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`, updatedAt: new Date() })
            .where(
              and(
                eq(products.id, line.productId),
                eq(products.isActive, true),
                gte(products.stockQuantity, line.quantity),
              ),
            )
            .returning({ id: products.id });
          if (done.length === 0) throw new Short(line.productId);
        }
        return { ok: true, products: [] } as const;
      });
    } catch (err) {
      if (!(err instanceof Short)) throw err;
      const [row] = await this.db.select().from(products).where(eq(products.id, err.productId)).limit(1);
      return {
        ok: false,
        reason: 'short',
        productId: err.productId,
        name: row?.name ?? 'A product',
        available: row?.stockQuantity ?? 0,
      };
    }
  }

  /** Gives back an order's unreleased lines; the released_at IS NULL guard makes it happen once. */
  async release(orderId: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const lines = await tx
        .update(stockReservations)
        .set({ releasedAt: new Date() })
        .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt)))
        .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
      for (const line of lines) {
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`, updatedAt: new Date() })
          .where(eq(products.id, line.productId));
      }
      return lines.map((l) => l.productId);
    });
  }
}
