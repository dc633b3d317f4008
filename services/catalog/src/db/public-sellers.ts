import type { PublicSeller } from '@thindi/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { toPublicSeller, unknownPublicSeller, type PublicSellerRow } from '../domain/public-seller';
import type { CatalogDb } from './catalog-db';
import { withPacks } from './packs';
import { products, productVisible, sellers, type ProductRow } from './schema';

// What the storefront shows of a seller (decision 035), from the catalog's mirror and its products' reviews.

/** The sellers' mirror rows with their review sums: one primary-key query however many products a page holds. */
export async function publicSellerRows(db: CatalogDb, sellerIds: string[]): Promise<PublicSellerRow[]> {
  const ids = [...new Set(sellerIds)];
  if (ids.length === 0) return [];
  return db
    .select({
      seller: {
        id: sellers.id,
        businessName: sellers.businessName,
        publicProfile: sellers.publicProfile,
        isVerified: sellers.isVerified,
        isActive: sellers.isActive,
      },
      reviewCount: sellers.reviewCount,
      ratingTotal: sellers.ratingTotal,
    })
    .from(sellers)
    .where(inArray(sellers.id, ids));
}

/** Rows of products with their sellers' public blocks beside them (one query for all their sellers). */
export async function withSellers<R extends { product: { sellerId: string }; sellerName: string }>(
  db: CatalogDb,
  rows: R[],
): Promise<Array<R & { seller: PublicSeller }>> {
  const found = await publicSellerRows(
    db,
    rows.map((r) => r.product.sellerId),
  );
  const byId = new Map(found.map((row) => [row.seller.id, toPublicSeller(row)]));
  return rows.map((r) => ({
    ...r,
    seller: byId.get(r.product.sellerId) ?? unknownPublicSeller(r.product.sellerId, r.sellerName),
  }));
}

/** How many of the seller's products the storefront shows. */
export async function visibleProductCount(db: CatalogDb, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), productVisible));
  return row?.count ?? 0;
}

/** Rows of products as every answer reads them: their packs and their sellers' public blocks beside them. */
export async function withDetails<R extends { product: ProductRow; sellerName: string }>(db: CatalogDb, rows: R[]) {
  return withSellers(db, await withPacks(db, rows));
}
