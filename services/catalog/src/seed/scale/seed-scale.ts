import { eq, sql } from 'drizzle-orm';
import type { CatalogDb } from '../../db/catalog-db';
import { ensureDefaultPacks } from '../../db/packs';
import { meta, products, sellers } from '../../db/schema';
import { scaleProduct, scaleSellers, type ScaleOptions } from './scale-products';

export interface SeedScaleOptions extends ScaleOptions {
  products: number;
  /** Rows per insert, each in its own transaction: large enough to be fast, small enough to stay in memory. */
  batchSize?: number;
  onProgress?: (written: number, total: number) => void;
}

export interface SeedScaleResult {
  sellers: number;
  /** Products written now; rows of the same seed already present are kept as they are, not counted. */
  products: number;
  /** Of those, the ones shoppers see (active, of verified active sellers). */
  visible: number;
}

/** Whether the app has started on this catalogue once (the generated products reuse the demo's drawings). */
export async function hasDemoCatalogue(db: CatalogDb): Promise<boolean> {
  const [row] = await db.select().from(meta).where(eq(meta.key, 'demo_seeded'));
  return row !== undefined;
}

/**
 * Writes a large generated catalogue through the catalog's own tables, in batches: sellers into the sellers'
 * mirror, then the products. Running it again with the same seed adds nothing twice (the ids and slugs are the
 * seed's). Statistics are refreshed at the end, so the planner knows the new size at once.
 */
export async function seedScale(db: CatalogDb, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const batchSize = options.batchSize ?? 1000;
  const sellerRows = scaleSellers(options);
  const sellerIds = sellerRows.map((s) => s.id);
  const addedSellers = await db.insert(sellers).values(sellerRows).onConflictDoNothing().returning({ id: sellers.id });
  let written = 0;
  let visible = 0;
  for (let start = 0; start < options.products; start += batchSize) {
    const end = Math.min(options.products, start + batchSize);
    const rows = Array.from({ length: end - start }, (_, i) => scaleProduct(options, sellerIds, start + i));
    const added = await db.transaction((tx) =>
      tx.insert(products).values(rows).onConflictDoNothing().returning({ isActive: products.isActive }),
    );
    written += added.length;
    visible += added.filter((row) => row.isActive).length;
    options.onProgress?.(end, options.products);
  }
  await ensureDefaultPacks(db);
  await addLargerPacks(db);
  // A bulk load leaves the planner's statistics and the visibility map behind: without VACUUM ANALYZE the planner
  // scans every product instead of using the search and paging indexes, and index-only scans read the table.
  for (const table of ['sellers', 'products', 'product_variants', 'search_terms', 'search_names'])
    await db.execute(sql.raw(`VACUUM (ANALYZE) catalog.${table}`));
  return { sellers: addedSellers.length, products: written, visible };
}

/**
 * Gives two of three generated products one or two larger packs beside their default (twice and three times its
 * size, each 10% cheaper per unit), as shops sell them: the catalogue then has 1 to 3 packs per product. Only
 * products with a single pack get them, so a second run adds nothing.
 */
async function addLargerPacks(db: CatalogDb): Promise<void> {
  await db.execute(sql`
    INSERT INTO catalog.product_variants
      (product_id, seller_id, position, label, net_value, net_unit, price_paise, mrp_paise, stock_quantity)
    SELECT v.product_id, v.seller_id, n, (v.net_value * (n + 1))::text || ' ' || v.net_unit, v.net_value * (n + 1),
           v.net_unit, floor(v.price_paise * (n + 1) * 0.9)::integer, ceil(v.mrp_paise * (n + 1) * 0.9)::integer,
           v.stock_quantity / (n + 1)
      FROM catalog.product_variants v
      CROSS JOIN LATERAL generate_series(1, abs(hashtext(v.product_id::text)) % 3) AS n
     WHERE v.is_default
       AND v.net_unit <> 'pcs'
       AND NOT EXISTS (SELECT 1 FROM catalog.product_variants o WHERE o.product_id = v.product_id AND NOT o.is_default)`);
}
