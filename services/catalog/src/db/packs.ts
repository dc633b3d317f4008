import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { CatalogDb } from './catalog-db';
import { gstRateOf, packOfSingleSize, type PackFigures } from '../domain/pack-rules';
import { products, productVariants, type PackRow, type ProductRow } from './schema';

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

const packValues = (product: Pick<ProductRow, 'id' | 'sellerId'>, pack: PackFigures, note: string | null) => ({
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

/** Writes a single-size product's one pack: its default pack replaced in place (its id kept), or created. */
export async function saveSingleSizePack(
  tx: CatalogDb,
  product: Pick<ProductRow, 'id' | 'sellerId'>,
  pack: PackFigures,
): Promise<void> {
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
