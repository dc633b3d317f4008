import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProductSnapshot } from '@thindi/contracts';
import { gstClassOfProduct } from '../domain/gst-of-product';
import { imageUrlsOf } from '../domain/product-view';
import { mergeLines, type StockLine } from '../domain/stock-rules';
import type { CatalogDb } from './catalog-db';
import type { UnitEvents } from '@thindi/platform';
import { productsChanged } from './products-changed';
import { products, reservations, sellers, stockReservations, type ProductRow, type ReservationStatus } from './schema';

// The SQL of stock moves, each run inside the caller's transaction; what a move may do is in domain/stock-rules.

/**
 * Inserts the order's reservation row, or locks the one already there. Whichever of reserve and release comes
 * first writes it; the other waits on its primary key until that commits, so the two never interleave.
 */
export async function claimReservation(
  tx: CatalogDb,
  orderId: string,
  status: ReservationStatus,
  expiresAt: Date | null,
) {
  const [created] = await tx
    .insert(reservations)
    .values({ orderId, status, expiresAt })
    .onConflictDoNothing()
    .returning();
  if (created) return { row: created, created: true };
  const [row] = await tx.select().from(reservations).where(eq(reservations.orderId, orderId)).for('update');
  return { row, created: false };
}

export async function setReservationStatus(tx: CatalogDb, orderId: string, status: ReservationStatus) {
  await tx
    .update(reservations)
    .set({ status, expiresAt: null, updatedAt: new Date() })
    .where(eq(reservations.orderId, orderId));
}

// PostgreSQL refuses a schema-qualified name in FOR UPDATE OF, which drizzle writes for a table: an alias is bare.
const forSaleRow = alias(products, 'p');

/** Products for sale (active, of an active and verified seller) as snapshots; `lock` holds their rows. */
export async function forSale(tx: CatalogDb, ids: string[], lock: boolean): Promise<ProductSnapshot[]> {
  const query = tx
    .select({ p: forSaleRow, sellerName: sellers.businessName })
    .from(forSaleRow)
    .innerJoin(sellers, eq(sellers.id, forSaleRow.sellerId))
    .where(
      and(
        inArray(forSaleRow.id, ids),
        eq(forSaleRow.isActive, true),
        eq(sellers.isActive, true),
        eq(sellers.isVerified, true),
      ),
    )
    .orderBy(asc(forSaleRow.id));
  // Only the product rows are locked: a seller's row stays free, so its orders do not queue behind each other.
  const rows = lock ? await query.for('update', { of: forSaleRow }) : await query;
  return rows.map(toSnapshot);
}

/** What an order is priced from: the product as it is, with its seller's name. */
export const toSnapshot = ({ p, sellerName }: { p: ProductRow; sellerName: string | null }): ProductSnapshot => ({
  id: p.id,
  name: p.name,
  pricePaise: p.pricePaise,
  image: imageUrlsOf(p.images)[0] ?? null,
  weight: p.weight,
  sellerId: p.sellerId,
  sellerName: sellerName ?? '',
  stockQuantity: p.stockQuantity,
  gstClass: gstClassOfProduct(p).id,
  category: p.category,
});

/** Locks the lines' products (in id order) and answers those for sale as they are now. */
export const lockForSale = (tx: CatalogDb, lines: StockLine[]): Promise<ProductSnapshot[]> =>
  forSale(
    tx,
    lines.map((l) => l.productId),
    true,
  );

/** Takes each line out of stock; the rows are locked and checked by the caller, the WHERE is the last guard. */
export async function takeStock(tx: CatalogDb, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    const done = await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} - ${line.quantity}`,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(products.id, line.productId), gte(products.stockQuantity, line.quantity)))
      .returning({ id: products.id });
    if (done.length === 0) throw new Error(`stock of ${line.productId} moved under a lock`);
  }
}

/**
 * Gives back an order's unreleased lines, once (released_at), and marks the reservation released. With
 * `productIds` (one seller's part cancelled) only those lines go back, and the reservation stays as it is.
 */
export async function giveBack(
  tx: CatalogDb,
  events: UnitEvents,
  orderId: string,
  reason: string,
  productIds?: string[],
): Promise<string[]> {
  const only = productIds ? inArray(stockReservations.productId, productIds) : undefined;
  const lines = await tx
    .update(stockReservations)
    .set({ releasedAt: new Date() })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.releasedAt), only))
    .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
  const sorted = mergeLines(lines);
  if (sorted.length) {
    // Lock in id order first, as reserve does, so a release and a reserve never wait on each other in a circle.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.id,
          sorted.map((l) => l.productId),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
  }
  for (const line of sorted) {
    await tx
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} + ${line.quantity}`,
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, line.productId));
  }
  if (!productIds) await setReservationStatus(tx, orderId, 'released');
  const given = sorted.map((l) => l.productId);
  if (given.length) productsChanged(events, given, reason);
  return given;
}
