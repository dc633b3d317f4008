import { Inject, Injectable } from '@nestjs/common';
import type { AdminProductListQuery, ProductFigures } from '@thindi/contracts';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { recordProductsChanged } from './products-changed';
import { containsPattern } from '@thindi/platform';
import type { ProductWithSeller } from './products.repository';
import { products, sellers } from './schema';

/** A product of any seller in any state; the seller's name comes from the mirror when it has one. */
const columns = { product: products, sellerName: sql<string>`coalesce(${sellers.businessName}, '')` };

/** The admin's view of the whole catalogue: every seller's products, whatever their state or their seller's. */
@Injectable()
export class AdminProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** One page, newest first, and how many match in all (same filter, one count query). */
  async list(query: AdminProductListQuery): Promise<{ rows: ProductWithSeller[]; total: number }> {
    const where = and(...conditionsOf(query));
    const [rows, [count]] = await Promise.all([
      this.db
        .select(columns)
        .from(products)
        .leftJoin(sellers, eq(sellers.id, products.sellerId))
        .where(where)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .leftJoin(sellers, eq(sellers.id, products.sellerId))
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  }

  /**
   * Switches a product off or on (to `wanted`, when given) in one statement (two admins at once each see their
   * own flip), with its products-changed event; its new state, or undefined when nothing changed.
   */
  toggleActive(id: string, wanted?: boolean): Promise<boolean | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(products)
        .set({ isActive: sql`not ${products.isActive}`, version: sql`${products.version} + 1`, updatedAt: new Date() })
        .where(and(eq(products.id, id), wanted === undefined ? undefined : eq(products.isActive, !wanted)))
        .returning({ isActive: products.isActive });
      if (row) await recordProductsChanged(tx, [id], row.isActive ? 'product activated' : 'product deactivated');
      return row?.isActive;
    });
  }

  async figures(): Promise<ProductFigures> {
    const [row] = await this.db
      .select({
        totalProducts: sql<number>`count(*)::int`,
        activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`,
      })
      .from(products);
    return row ?? { totalProducts: 0, activeProducts: 0 };
  }
}

function conditionsOf(query: AdminProductListQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(products.name, pattern), ilike(sellers.businessName, pattern))!);
  }
  if (query.status !== 'all') conditions.push(eq(products.isActive, query.status === 'active'));
  if (query.category !== 'all') conditions.push(eq(products.category, query.category));
  return conditions;
}
