import { sql } from 'drizzle-orm';
import type { CatalogDb } from './catalog-db';
import type { UnitEvents } from '@thindi/platform';
import { productsChanged } from './products-changed';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Sets every product's `review_count` and `rating_total` from its published reviews, in the caller's unit of
 * work, and announces the products whose figures were wrong (the storefront caches drop them). The figures are kept in the
 * review's own transaction, so this only ever corrects what was changed by hand; answers those products' ids.
 */
export async function rebuildRatings(tx: CatalogDb, events: UnitEvents): Promise<string[]> {
  const result = await tx.execute(sql`
    WITH truth AS (
      SELECT p.id, count(r.id)::int AS review_count, coalesce(sum(r.rating), 0)::int AS rating_total
      FROM catalog.products p
      LEFT JOIN catalog.reviews r ON r.product_id = p.id AND r.status = 'published'
      GROUP BY p.id
    )
    UPDATE catalog.products p SET review_count = truth.review_count, rating_total = truth.rating_total
    FROM truth
    WHERE p.id = truth.id AND (p.review_count <> truth.review_count OR p.rating_total <> truth.rating_total)
    RETURNING p.id`);
  const ids = rowsOf<{ id: string }>(result).map((row) => row.id);
  if (ids.length > 0) productsChanged(events, ids, 'ratings rebuilt');
  return ids;
}
