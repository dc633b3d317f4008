import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogSellerJobs,
  type AdminProductListQuery,
  type ProductDeactivatedJob,
  type ProductFigures,
} from '@thindi/contracts';
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { productsChanged } from './products-changed';
import { containsPattern, type UnitEvents } from '@thindi/platform';
import { withDetails } from './public-sellers';
import type { ProductWithSeller } from './products.repository';
import { products, productVisible, sellers } from './schema';

export interface ToggledProduct {
  isActive: boolean;
  sellerId: string;
  name: string;
  deactivationReason: string | null;
}

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
    return { rows: await withDetails(this.db, rows), total: count?.total ?? 0 };
  }

  /**
   * Switches a product off or on (to `wanted`, when given) in one statement (two admins at once each see their
   * own flip), with its products-changed event; switching off keeps the admin's reason and writes the seller's
   * mail with it. Answers the product as now, or undefined when nothing changed.
   */
  async toggleActive(
    tx: CatalogDb,
    events: UnitEvents,
    id: string,
    wanted?: boolean,
    reason?: string,
  ): Promise<ToggledProduct | undefined> {
    const now = new Date();
    // `is_active` on the right-hand side is the value before the flip.
    const turningOff = sql`${products.isActive}`;
    const [row] = await tx
      .update(products)
      .set({
        isActive: sql`not ${products.isActive}`,
        deactivationReason: sql`case when ${turningOff} then ${reason ?? null}::text else null end`,
        deactivatedAt: sql`case when ${turningOff} then ${now.toISOString()}::timestamptz else null end`,
        version: sql`${products.version} + 1`,
        updatedAt: now,
      })
      .where(and(eq(products.id, id), wanted === undefined ? undefined : eq(products.isActive, !wanted)))
      .returning({
        isActive: products.isActive,
        sellerId: products.sellerId,
        name: products.name,
        deactivationReason: products.deactivationReason,
      });
    if (!row) return undefined;
    productsChanged(events, [id], row.isActive ? 'product activated' : 'product deactivated');
    if (!row.isActive) {
      const job: ProductDeactivatedJob = {
        productId: id,
        sellerId: row.sellerId,
        productName: row.name,
        reason: row.deactivationReason,
        deactivatedAt: now.toISOString(),
      };
      events.enqueue(CATALOG_SELLER_MAIL_QUEUE, CatalogSellerJobs.productDeactivated, job);
    }
    return row;
  }

  /**
   * Features a product or stops featuring it, in one statement whose WHERE holds the other state (of two admins
   * at once, one changes it), with its products-changed event. The version stays: a seller's save does not write
   * `featured`, so a form opened before is still current. True when it changed.
   */
  async setFeatured(tx: CatalogDb, events: UnitEvents, id: string, featured: boolean): Promise<boolean> {
    const changed = await tx
      .update(products)
      .set({ featured, updatedAt: new Date() })
      .where(and(eq(products.id, id), eq(products.featured, !featured)))
      .returning({ id: products.id });
    if (changed.length === 0) return false;
    productsChanged(events, [id], featured ? 'product featured' : 'product unfeatured');
    return true;
  }

  /**
   * Every product, and the active ones as shoppers count them: on the storefront (`visible`: switched on, of a
   * seller that is approved and active), so a pending or suspended seller's products are not counted.
   */
  async figures(): Promise<ProductFigures> {
    const [row] = await this.db
      .select({
        totalProducts: sql<number>`count(*)::int`,
        activeProducts: sql<number>`count(*) filter (where ${productVisible})::int`,
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
