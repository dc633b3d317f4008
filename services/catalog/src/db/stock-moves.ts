import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PackRef, ProductSnapshot } from '@thindi/contracts';
import { gstClassOfProduct } from '../domain/gst-of-product';
import { imageUrlsOf } from '../domain/product-view';
import type { StockLine } from '../domain/stock-rules';
import type { CatalogDb } from './catalog-db';
import type { UnitEvents } from '@thindi/platform';
import { packsOf } from './packs';
import { productsChanged } from './products-changed';
import {
  products,
  productVariants,
  reservations,
  sellers,
  stockReservations,
  type PackRow,
  type ProductRow,
  type ReservationStatus,
} from './schema';

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

/**
 * The packs `refs` name (a ref without a pack: its product's default) whose products are for sale (active, of an
 * active and verified seller), as snapshots; `lock` holds the products' rows, in id order, which every move of a
 * pack's stock takes first (a pack's stock is changed only under its product's lock).
 */
export async function forSale(tx: CatalogDb, refs: PackRef[], lock: boolean): Promise<ProductSnapshot[]> {
  const ids = [...new Set(refs.map((r) => r.productId))];
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
  const packs = await packsOf(
    tx,
    rows.map((r) => r.p.id),
  );
  const wanted = new Map<string, ProductSnapshot>();
  for (const ref of refs) {
    const row = rows.find((r) => r.p.id === ref.productId);
    const pack = packs.get(ref.productId)?.find((k) => (ref.variantId ? k.id === ref.variantId : k.isDefault));
    if (row && pack) wanted.set(pack.id, toSnapshot(row, pack));
  }
  return [...wanted.values()];
}

/** What an order is priced from: one pack of the product as it is, with its seller's name. */
export const toSnapshot = (
  { p, sellerName }: { p: ProductRow; sellerName: string | null },
  pack: PackRow,
): ProductSnapshot => ({
  id: p.id,
  name: p.name,
  pricePaise: pack.pricePaise,
  image: imageUrlsOf(p.images)[0] ?? null,
  weight: pack.label,
  sellerId: p.sellerId,
  sellerName: sellerName ?? '',
  stockQuantity: pack.stockQuantity,
  variantId: pack.id,
  variantLabel: pack.label,
  mrpPaise: pack.mrpPaise,
  isDefault: pack.isDefault,
  gstClass: gstClassOfProduct(p).id,
  shelfLifeDays: p.shelfLifeDays,
  category: p.category,
});

/** Locks the lines' products (in id order) and answers their packs for sale as they are now. */
export const lockForSale = (tx: CatalogDb, refs: PackRef[]): Promise<ProductSnapshot[]> => forSale(tx, refs, true);

/** Takes each line out of its pack; the rows are locked and checked by the caller, the WHERE is the last guard. */
export async function takeStock(tx: CatalogDb, lines: StockLine[]): Promise<void> {
  for (const line of lines) {
    const done = await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}`,
        version: sql`${productVariants.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stockQuantity, line.quantity)))
      .returning({ id: productVariants.id });
    if (done.length === 0) throw new Error(`stock of pack ${line.variantId} moved under a lock`);
  }
}

/**
 * Gives back an order's unreleased lines, once (released_at), and marks the reservation released. With
 * `productIds` (one seller's part cancelled) only those products' lines go back, and the reservation stays as it is.
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
    .returning({
      productId: stockReservations.productId,
      variantId: stockReservations.variantId,
      quantity: stockReservations.quantity,
    });
  const given = [...new Set(lines.map((l) => l.productId))].sort();
  if (given.length) {
    // Lock in id order first, as reserve does, so a release and a reserve never wait on each other in a circle.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, given))
      .orderBy(asc(products.id))
      .for('update');
  }
  for (const line of lines) {
    // A line older than packs whose product lost its pack since goes back to the product's default pack.
    const pack = line.variantId
      ? eq(productVariants.id, line.variantId)
      : and(eq(productVariants.productId, line.productId), eq(productVariants.isDefault, true));
    await tx
      .update(productVariants)
      .set({
        stockQuantity: sql`${productVariants.stockQuantity} + ${line.quantity}`,
        version: sql`${productVariants.version} + 1`,
        updatedAt: new Date(),
      })
      .where(pack);
  }
  if (!productIds) await setReservationStatus(tx, orderId, 'released');
  if (given.length) productsChanged(events, given, reason);
  return given;
}

/** The lines of one seller's delivered part: their packs no longer hold stock for an open order. */
export async function markDelivered(db: CatalogDb, orderId: string, sellerId: string | null): Promise<void> {
  const ofSeller = sellerId
    ? inArray(
        stockReservations.productId,
        db.select({ id: products.id }).from(products).where(eq(products.sellerId, sellerId)),
      )
    : undefined;
  await db
    .update(stockReservations)
    .set({ deliveredAt: new Date() })
    .where(and(eq(stockReservations.orderId, orderId), isNull(stockReservations.deliveredAt), ofSeller));
}

/**
 * Lines reserved before packs name none: each gets its product's default pack, the pack its stock was taken from
 * (the default pack followed the product's stock then). Run at start-up after the default packs exist; a no-op
 * once done.
 */
export async function adoptPacklessReservationLines(db: CatalogDb): Promise<number> {
  const adopted = await db
    .update(stockReservations)
    .set({ variantId: productVariants.id })
    .from(productVariants)
    .where(
      and(
        isNull(stockReservations.variantId),
        eq(productVariants.productId, stockReservations.productId),
        eq(productVariants.isDefault, true),
      ),
    )
    .returning({ orderId: stockReservations.orderId });
  return adopted.length;
}
