import { and, asc, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { CatalogDb } from './catalog-db';
import { gstRateOf, packOfSingleSize, type PackFigures } from '../domain/pack-rules';
import { products, productVariants, reservations, stockReservations, type PackRow, type ProductRow } from './schema';

// The SQL of pack sizes (decision 034), each in the caller's transaction or on the service's database.

/** Each product's packs, in their order. */
export async function packsOf(db: CatalogDb, productIds: string[]): Promise<Map<string, PackRow[]>> {
  const byProduct = new Map<string, PackRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.productId), asc(productVariants.position));
  for (const row of rows) byProduct.get(row.productId)?.push(row);
  return byProduct;
}

/** Rows of products with their packs beside them. */
export async function withPacks<R extends { product: ProductRow }>(
  db: CatalogDb,
  rows: R[],
): Promise<Array<R & { packs: PackRow[] }>> {
  const packs = await packsOf(
    db,
    rows.map((r) => r.product.id),
  );
  return rows.map((r) => ({ ...r, packs: packs.get(r.product.id) ?? [] }));
}

/** A pack of a product's list as a save or an import writes it: kept (`id`) or new, with its SKU. */
export interface ListedPack extends PackFigures {
  id?: string;
  sku: string | null;
}

type PackOwner = Pick<ProductRow, 'id' | 'sellerId'>;

const packValues = (product: PackOwner, pack: PackFigures, note: string | null) => ({
  productId: product.id,
  sellerId: product.sellerId,
  position: pack.position,
  label: pack.label,
  netValue: pack.netQuantity.value,
  netUnit: pack.netQuantity.unit,
  pricePaise: pack.pricePaise,
  mrpPaise: pack.mrpPaise,
  stockQuantity: pack.stockQuantity,
  isDefault: pack.isDefault,
  note,
});

const listedValues = (product: PackOwner, pack: ListedPack) => ({ ...packValues(product, pack, null), sku: pack.sku });

/**
 * Locks products' rows in id order, as every stock move does before it touches their packs: a change of packs that
 * took the pack rows first could wait in a circle with an order.
 */
export async function lockProducts(tx: CatalogDb, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
}

/** The product's packs, locked for a change of its list (its product's row first, as stock moves lock them). */
export async function lockPacks(tx: CatalogDb, productId: string): Promise<PackRow[]> {
  await lockProducts(tx, [productId]);
  return tx
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.id))
    .for('update');
}

/**
 * Of these packs, the ones holding stock for an open order (a reservation held or confirmed, its line neither
 * released nor delivered): removing one would strand that order's stock.
 */
export async function packsHeldForOrders(tx: CatalogDb, variantIds: string[]): Promise<string[]> {
  if (variantIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ id: stockReservations.variantId })
    .from(stockReservations)
    .innerJoin(reservations, eq(reservations.orderId, stockReservations.orderId))
    .where(
      and(
        inArray(stockReservations.variantId, variantIds),
        isNull(stockReservations.releasedAt),
        isNull(stockReservations.deliveredAt),
        inArray(reservations.status, ['held', 'confirmed']),
      ),
    );
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/** Which of these SKUs (any case) the seller already gives to packs of its other products. */
export async function skusOfOtherProducts(
  db: CatalogDb,
  sellerId: string,
  productId: string | undefined,
  skus: string[],
): Promise<string[]> {
  if (skus.length === 0) return [];
  const rows = await db
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(
      and(
        eq(productVariants.sellerId, sellerId),
        inArray(
          sql`lower(${productVariants.sku})`,
          skus.map((sku) => sku.toLowerCase()),
        ),
        productId === undefined ? undefined : ne(productVariants.productId, productId),
      ),
    );
  const taken = new Set(rows.map((r) => r.sku!.toLowerCase()));
  return skus.filter((sku) => taken.has(sku.toLowerCase()));
}

/** Whether a write failed on the SKU's unique index (a concurrent save took it); drivers wrap the error in `cause`. */
export function isSkuTaken(err: unknown): boolean {
  for (let e: unknown = err; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code !== '23505') continue;
    return constraint === 'product_variants_sku_key' || String(message).includes('product_variants_sku_key');
  }
  return false;
}

/**
 * Makes the product's packs what the list says, in its order: `removedIds` deleted, listed packs with an id
 * replaced in place (a new version), the others inserted. The default flag and SKUs are cleared first, so packs may
 * swap them without tripping their unique indexes halfway.
 */
export async function writePackList(
  tx: CatalogDb,
  product: PackOwner,
  packs: ListedPack[],
  removedIds: string[],
): Promise<void> {
  if (removedIds.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, removedIds));
  const kept = packs.flatMap((p) => (p.id ? [p.id] : []));
  if (kept.length > 0)
    await tx.update(productVariants).set({ isDefault: false, sku: null }).where(inArray(productVariants.id, kept));
  for (const pack of packs.filter((p) => p.id)) {
    await tx
      .update(productVariants)
      .set({ ...listedValues(product, pack), version: sql`${productVariants.version} + 1`, updatedAt: new Date() })
      .where(eq(productVariants.id, pack.id!));
  }
  const added = packs.filter((p) => !p.id);
  if (added.length > 0) await tx.insert(productVariants).values(added.map((p) => listedValues(product, p)));
}

/** A change an import makes to a kept pack: its new figures, its stock moved by `stockDelta`. */
export type PackChange = Omit<ListedPack, 'position' | 'stockQuantity'> & { id: string; stockDelta: number };

/**
 * Applies an import's changes to a product's packs, leaving the packs it does not name as they are: changed packs
 * take their figures and move their stock by the change the file made (so orders since are kept), added ones go
 * after the others.
 */
export async function applyPackChanges(
  tx: CatalogDb,
  product: PackOwner,
  changed: PackChange[],
  added: Omit<ListedPack, 'position'>[],
): Promise<void> {
  const ids = changed.map((p) => p.id);
  if (ids.length > 0)
    await tx.update(productVariants).set({ isDefault: false, sku: null }).where(inArray(productVariants.id, ids));
  for (const { id, stockDelta, ...pack } of changed) {
    const {
      position: _kept,
      stockQuantity: _moved,
      ...values
    } = listedValues(product, { ...pack, position: 0, stockQuantity: 0 });
    await tx
      .update(productVariants)
      .set({
        ...values,
        // Orders may have sold more since the export than the file takes off: the pack is then sold out, not below.
        stockQuantity: sql`greatest(0, ${productVariants.stockQuantity} + ${stockDelta})`,
        version: sql`${productVariants.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, id));
  }
  if (added.length === 0) return;
  const [{ last }] = await tx
    .select({ last: sql<number>`coalesce(max(${productVariants.position}), -1)::int` })
    .from(productVariants)
    .where(eq(productVariants.productId, product.id));
  await tx.insert(productVariants).values(added.map((p, i) => listedValues(product, { ...p, position: last + 1 + i })));
}

/** Writes a single-size product's one pack: its default pack replaced in place (its id kept), or created. */
export async function saveSingleSizePack(tx: CatalogDb, product: PackOwner, pack: PackFigures): Promise<void> {
  const values = packValues(product, pack, null);
  const updated = await tx
    .update(productVariants)
    .set({ ...values, version: sql`${productVariants.version} + 1`, updatedAt: new Date() })
    .where(and(eq(productVariants.productId, product.id), eq(productVariants.isDefault, true)))
    .returning({ id: productVariants.id });
  if (updated.length === 0) await tx.insert(productVariants).values(values);
}

const BACKFILL_BATCH = 1000;

/**
 * Gives every product without a pack its default pack from its single-size columns (its weight read as a size, its
 * MRP from its original price), with a note to its seller where something was guessed. Run at every start after
 * the migrations (a no-op once done) and after bulk loads. Answers how many packs it made.
 */
export async function ensureDefaultPacks(db: CatalogDb): Promise<number> {
  let made = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(products)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(productVariants)
            .where(eq(productVariants.productId, products.id)),
        ),
      )
      .limit(BACKFILL_BATCH);
    if (rows.length === 0) return made;
    await db
      .insert(productVariants)
      .values(
        rows.map((row) => {
          const { notes, ...pack } = packOfSingleSize(row, gstRateOf(row));
          return packValues(row, pack, notes.length ? notes.join(' ') : null);
        }),
      )
      .onConflictDoNothing();
    made += rows.length;
  }
}
