import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, lt } from 'drizzle-orm';
import type { ProductSnapshot, ReserveStockInput, ReserveStockResult } from '@thindi/contracts';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { recordProductsChanged } from './products-changed';
import { products, reservations, sellers, stockReservations } from './schema';
import {
  checkLines,
  claimReservation,
  forSale,
  giveBack,
  mergeLines,
  setReservationStatus,
  takeStock,
  toSnapshot,
} from './stock-moves';

/**
 * Stock moves for orders, each in one transaction keyed by the order id: reserve (price and hold), confirm
 * (the order was written), release (give back, leaving a tombstone a late reserve respects).
 */
@Injectable()
export class StockRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Snapshots of the products for sale among `ids` (the same rule reserve prices by). */
  snapshot(ids: string[]): Promise<ProductSnapshot[]> {
    return forSale(this.db, ids, false);
  }

  /** Every line or none; a repeat answers the reserved products again, and after a release answers 'released'. */
  reserve(input: ReserveStockInput, expiresAt: Date): Promise<ReserveStockResult> {
    const lines = mergeLines(input.lines);
    return this.db
      .transaction(async (tx): Promise<ReserveStockResult> => {
        const { row, created } = await claimReservation(tx, input.orderId, 'held', expiresAt);
        if (!created) {
          if (row.status === 'released') return { ok: false, reason: 'released' };
          return { ok: true, products: await heldSnapshots(tx, input.orderId) };
        }
        const check = await checkLines(tx, lines);
        // Rolls back the reservation row too: a refused order leaves nothing behind and may try again.
        if (!check.ok) throw new Refused(check.result);
        await takeStock(tx, lines);
        await tx.insert(stockReservations).values(lines.map((l) => ({ orderId: input.orderId, ...l })));
        await recordProductsChanged(
          tx,
          lines.map((l) => l.productId),
          'stock reserved',
        );
        return { ok: true, products: check.products };
      })
      .catch((err: unknown) => {
        if (err instanceof Refused) return err.result;
        throw err;
      });
  }

  /**
   * Held → confirmed (it never expires); confirmed stays so. A released reservation is taken again, all lines
   * or none, when the stock is there. Answers whether the order now holds its stock, and whether it was taken
   * again (which recorded a stock change in the outbox).
   */
  async confirm(orderId: string): Promise<{ confirmed: boolean; retaken: boolean }> {
    // The usual case, a held reservation, is one statement: no transaction, no row read first. The row lock
    // of the UPDATE orders it after a release or a sweep of the same reservation, whose status it then sees.
    const held = await this.db
      .update(reservations)
      .set({ status: 'confirmed', expiresAt: null, updatedAt: new Date() })
      .where(and(eq(reservations.orderId, orderId), eq(reservations.status, 'held')))
      .returning({ orderId: reservations.orderId });
    if (held.length) return { confirmed: true, retaken: false };
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.orderId, orderId)).for('update');
      if (!row) return { confirmed: false, retaken: false };
      if (row.status !== 'released') {
        if (row.status === 'held') await setReservationStatus(tx, orderId, 'confirmed');
        return { confirmed: true, retaken: false };
      }
      const lines = mergeLines(
        await tx
          .select({ productId: stockReservations.productId, quantity: stockReservations.quantity })
          .from(stockReservations)
          .where(eq(stockReservations.orderId, orderId)),
      );
      if (lines.length === 0 || !(await checkLines(tx, lines)).ok) return { confirmed: false, retaken: false };
      await takeStock(tx, lines);
      await tx.update(stockReservations).set({ releasedAt: null }).where(eq(stockReservations.orderId, orderId));
      await setReservationStatus(tx, orderId, 'confirmed');
      await recordProductsChanged(
        tx,
        lines.map((l) => l.productId),
        'stock reserved',
      );
      return { confirmed: true, retaken: true };
    });
  }

  /** Gives back what the order holds, once; with nothing reserved yet it leaves the tombstone. */
  release(orderId: string): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const { row, created } = await claimReservation(tx, orderId, 'released', null);
      if (created || row.status === 'released') return [];
      return giveBack(tx, orderId, 'stock released');
    });
  }

  /**
   * Gives back the lines of `productIds` of an order whose other lines stand (one seller's part cancelled), once:
   * each line is given back at most once, here or by the order's release. Nothing reserved: nothing to give.
   */
  releaseLines(orderId: string, productIds: string[]): Promise<string[]> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(reservations).where(eq(reservations.orderId, orderId)).for('update');
      if (!row || row.status === 'released') return [];
      return giveBack(tx, orderId, 'stock released', productIds);
    });
  }

  /** How many reservations are held: stock taken for orders not confirmed or released yet (a partial index). */
  async countHeld(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(reservations).where(eq(reservations.status, 'held'));
    return Number(row?.n ?? 0);
  }

  /** Up to `limit` held reservations that expired before `now`, oldest first. */
  async expiredHeld(now: Date, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ orderId: reservations.orderId })
      .from(reservations)
      .where(and(eq(reservations.status, 'held'), lt(reservations.expiresAt, now)))
      .orderBy(reservations.expiresAt)
      .limit(limit);
    return rows.map((r) => r.orderId);
  }

  /**
   * Settles one expired reservation in its own transaction: kept for good when its order stands, given back
   * otherwise. Answers what happened; 'skipped' when it is no longer an expired held reservation or another
   * sweeper holds it (never settled twice).
   */
  settleExpired(orderId: string, now: Date, orderStands: boolean): Promise<'confirmed' | 'released' | 'skipped'> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ orderId: reservations.orderId })
        .from(reservations)
        .where(and(eq(reservations.orderId, orderId), eq(reservations.status, 'held'), lt(reservations.expiresAt, now)))
        .for('update', { skipLocked: true });
      if (!row) return 'skipped' as const;
      if (orderStands) {
        await setReservationStatus(tx, orderId, 'confirmed');
        return 'confirmed' as const;
      }
      await giveBack(tx, orderId, 'reservation expired');
      return 'released' as const;
    });
  }
}

/** Carries a refusal out of the transaction, rolling it back. */
class Refused extends Error {
  constructor(readonly result: ReserveStockResult) {
    super('refused');
  }
}

/** What a repeat reserve answers: the products the order holds, as they are now. */
async function heldSnapshots(tx: CatalogDb, orderId: string): Promise<ProductSnapshot[]> {
  const rows = await tx
    .select({ p: products, sellerName: sellers.businessName })
    .from(stockReservations)
    .innerJoin(products, eq(products.id, stockReservations.productId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(products.id);
  return rows.map(toSnapshot);
}
