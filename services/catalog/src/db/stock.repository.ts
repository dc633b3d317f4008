import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, lt } from 'drizzle-orm';
import type { PackRef, ProductSnapshot } from '@thindi/contracts';
import { CATALOG_DB } from '../catalog.constants';
import { checkLines, confirmMove, holdsStock, type StockLine } from '../domain/stock-rules';
import type { CatalogDb } from './catalog-db';
import type { UnitEvents } from '@thindi/platform';
import { packsHeldForOrders } from './packs';
import { productsChanged } from './products-changed';
import { products, productVariants, reservations, sellers, stockReservations, type ReservationStatus } from './schema';
import {
  claimReservation,
  forSale,
  giveBack,
  lockForSale,
  markDelivered,
  setReservationStatus,
  takeStock,
  toSnapshot,
} from './stock-moves';

/**
 * Stock moves for orders, each in the caller's unit of work keyed by the order id: reserve (price and hold),
 * confirm (the order was written), release (give back, leaving a tombstone a late reserve respects).
 */
@Injectable()
export class StockRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Snapshots of the packs for sale among `refs` (the same rule reserve prices by). */
  snapshot(refs: PackRef[]): Promise<ProductSnapshot[]> {
    return forSale(this.db, refs, false);
  }

  /** Inserts the order's reservation row, or locks the one already there (reserve and release never interleave). */
  claim(tx: CatalogDb, orderId: string, status: ReservationStatus, expiresAt: Date | null) {
    return claimReservation(tx, orderId, status, expiresAt);
  }

  /** Locks the refs' products (in id order) and answers their packs for sale as they are now. */
  lockForSale(tx: CatalogDb, refs: PackRef[]): Promise<ProductSnapshot[]> {
    return lockForSale(tx, refs);
  }

  /** Takes the lines (checked, their products locked) out of their packs for the order, and records the change. */
  async take(tx: CatalogDb, events: UnitEvents, orderId: string, lines: StockLine[]): Promise<void> {
    await takeStock(tx, lines);
    await tx.insert(stockReservations).values(lines.map((l) => ({ orderId, ...l })));
    productsChanged(events, [...new Set(lines.map((l) => l.productId))], 'stock reserved');
  }

  /** What a repeat reserve answers: the products the order holds, as they are now. */
  held(tx: CatalogDb, orderId: string): Promise<ProductSnapshot[]> {
    return heldSnapshots(tx, orderId);
  }

  /**
   * Held → confirmed (it never expires), the usual case, in one statement: no transaction, no row read first.
   * The row lock of the UPDATE orders it after a release or a sweep of the same reservation, whose status it
   * then sees. False when the reservation was not held (then `confirm` decides).
   */
  async confirmHeld(orderId: string): Promise<boolean> {
    const held = await this.db
      .update(reservations)
      .set({ status: 'confirmed', expiresAt: null, updatedAt: new Date() })
      .where(and(eq(reservations.orderId, orderId), eq(reservations.status, 'held')))
      .returning({ orderId: reservations.orderId });
    return held.length > 0;
  }

  /**
   * Confirmed stays so. A released reservation is taken again, all lines or none, when the stock is there.
   * Answers whether the order now holds its stock, and whether it was taken again (a stock change announced).
   */
  async confirm(tx: CatalogDb, events: UnitEvents, orderId: string): Promise<{ confirmed: boolean; retaken: boolean }> {
    const [row] = await tx.select().from(reservations).where(eq(reservations.orderId, orderId)).for('update');
    const move = confirmMove(row?.status);
    if (move === 'refuse') return { confirmed: false, retaken: false };
    if (move !== 'retake') {
      if (move === 'confirm') await setReservationStatus(tx, orderId, 'confirmed');
      return { confirmed: true, retaken: false };
    }
    const held = await tx
      .select({
        productId: stockReservations.productId,
        variantId: stockReservations.variantId,
        quantity: stockReservations.quantity,
      })
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId));
    // A line older than packs whose product is gone cannot be taken again: the order cannot stand.
    const requests = held.map((l) => ({ ...l, variantId: l.variantId ?? undefined }));
    const check = requests.length ? checkLines(await lockForSale(tx, requests), requests) : undefined;
    if (!check?.ok) return { confirmed: false, retaken: false };
    const lines = check.lines;
    await takeStock(tx, lines);
    await tx.update(stockReservations).set({ releasedAt: null }).where(eq(stockReservations.orderId, orderId));
    await setReservationStatus(tx, orderId, 'confirmed');
    productsChanged(events, [...new Set(lines.map((l) => l.productId))], 'stock reserved');
    return { confirmed: true, retaken: true };
  }

  /** Gives back what the order holds, once; with nothing reserved yet it leaves the tombstone. */
  async release(tx: CatalogDb, events: UnitEvents, orderId: string): Promise<string[]> {
    const { row, created } = await claimReservation(tx, orderId, 'released', null);
    if (created || !holdsStock(row.status)) return [];
    return giveBack(tx, events, orderId, 'stock released');
  }

  /**
   * Gives back the lines of `productIds` of an order whose other lines stand (one seller's part cancelled), once:
   * each line is given back at most once, here or by the order's release. Nothing reserved: nothing to give.
   */
  async releaseLines(tx: CatalogDb, events: UnitEvents, orderId: string, productIds: string[]): Promise<string[]> {
    const [row] = await tx.select().from(reservations).where(eq(reservations.orderId, orderId)).for('update');
    if (!holdsStock(row?.status)) return [];
    return giveBack(tx, events, orderId, 'stock released', productIds);
  }

  /** Which of `variantIds` have stock held for an open order (such a pack cannot be removed). */
  openReservedPacks(tx: CatalogDb, variantIds: string[]): Promise<string[]> {
    return packsHeldForOrders(tx, variantIds);
  }

  /** One seller's part of the order (all of it without a seller) was delivered: its packs hold no open stock. */
  delivered(orderId: string, sellerId: string | null): Promise<void> {
    return markDelivered(this.db, orderId, sellerId);
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
   * Settles one expired reservation (in its own unit of work): kept for good when its order stands, given back
   * otherwise. Answers what happened; 'skipped' when it is no longer an expired held reservation or another
   * sweeper holds it (never settled twice).
   */
  async settleExpired(
    tx: CatalogDb,
    events: UnitEvents,
    orderId: string,
    now: Date,
    orderStands: boolean,
  ): Promise<'confirmed' | 'released' | 'skipped'> {
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
    await giveBack(tx, events, orderId, 'reservation expired');
    return 'released' as const;
  }
}

/** What a repeat reserve answers: the packs the order holds, as they are now. */
async function heldSnapshots(tx: CatalogDb, orderId: string): Promise<ProductSnapshot[]> {
  const rows = await tx
    .select({ p: products, pack: productVariants, sellerName: sellers.businessName })
    .from(stockReservations)
    .innerJoin(products, eq(products.id, stockReservations.productId))
    .innerJoin(productVariants, eq(productVariants.id, stockReservations.variantId))
    .leftJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(stockReservations.orderId, orderId))
    .orderBy(products.id, productVariants.id);
  return rows.map((row) => toSnapshot(row, row.pack));
}
