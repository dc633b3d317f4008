import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import type { PageWindow, ProductWithSeller } from './products.repository';
import { withPacks } from './packs';
import { withDetails } from './public-sellers';
import { products, sellers } from './schema';
import { HIDDEN_WITHOUT_PHOTO_MESSAGE } from '../domain/catalog-csv/plan-catalog-import';

/**
 * What a seller's save writes. Never the active or the featured flag: they are the admin's, and a seller's save
 * must not undo them; nor when its food-facts grace began (its first save, which a later one never restarts).
 */
export type ProductWrite = Omit<
  typeof products.$inferInsert,
  'id' | 'sellerId' | 'slug' | 'createdAt' | 'isActive' | 'featured' | 'foodFactsSince'
>;

/** A product hidden for want of a photo goes on sale with the save that gives it one. */
const hiddenForPhoto = sql`${products.deactivationReason} = ${HIDDEN_WITHOUT_PHOTO_MESSAGE}`;
const photoGiven = {
  isActive: sql<boolean>`case when ${hiddenForPhoto} then true else ${products.isActive} end`,
  deactivationReason: sql<string | null>`case when ${hiddenForPhoto} then null else ${products.deactivationReason} end`,
  deactivatedAt: sql<Date | null>`case when ${hiddenForPhoto} then null else ${products.deactivatedAt} end`,
};

/** A seller's own products in every state; the seller's name comes from the mirror when it has one. */
const columns = { product: products, sellerName: sql<string>`coalesce(${sellers.businessName}, '')` };

@Injectable()
export class SellerProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /**
   * One page of the seller's products, newest first (ties by id), whose names contain `search` in any case,
   * with how many match in all (products_seller_created_idx serves both).
   */
  async pageBySeller(
    sellerId: string,
    search: string | undefined,
    window: PageWindow,
  ): Promise<{ rows: ProductWithSeller[]; total: number }> {
    const where = and(
      eq(products.sellerId, sellerId),
      search === undefined ? undefined : sql`strpos(lower(${products.name}), lower(${search})) > 0`,
    );
    const [[{ total }], rows] = await Promise.all([
      this.db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(where),
      this.db
        .select(columns)
        .from(products)
        .leftJoin(sellers, eq(sellers.id, products.sellerId))
        .where(where)
        .orderBy(desc(products.createdAt), asc(products.id))
        .limit(window.limit)
        .offset(window.offset),
    ]);
    return { rows: await withDetails(this.db, rows), total };
  }

  /** Every product of the seller with its packs, newest first: what its catalogue file holds. */
  async allOfSeller(sellerId: string): Promise<ProductWithSeller[]> {
    const rows = await this.db
      .select(columns)
      .from(products)
      .leftJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(products.sellerId, sellerId))
      .orderBy(desc(products.createdAt), asc(products.id));
    return withPacks(this.db, rows);
  }

  async findAny(id: string): Promise<ProductWithSeller | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(products)
      .leftJoin(sellers, eq(sellers.id, products.sellerId))
      .where(eq(products.id, id))
      .limit(1);
    return row && (await withDetails(this.db, [row]))[0];
  }

  /**
   * Creates the product; answers its id. One made without a photo (an imported row) is created switched off, and
   * its seller told why (HIDDEN_WITHOUT_PHOTO_MESSAGE) until a save gives it one.
   */
  async insert(tx: CatalogDb, sellerId: string, slug: string, row: ProductWrite): Promise<string> {
    const hidden = row.images !== undefined && row.images.length === 0;
    const [saved] = await tx
      .insert(products)
      .values({
        ...row,
        sellerId,
        slug,
        ...(hidden && { isActive: false, deactivationReason: HIDDEN_WITHOUT_PHOTO_MESSAGE, deactivatedAt: new Date() }),
      })
      .returning({ id: products.id });
    return saved.id;
  }

  /**
   * Replaces the seller's product, bumping its version. Given `version`, the check is in the UPDATE itself, so
   * an order that moved the stock after the form was opened makes this write nothing (false), never overwrites.
   */
  async update(
    tx: CatalogDb,
    id: string,
    sellerId: string,
    row: Partial<ProductWrite>,
    version?: number,
  ): Promise<boolean> {
    const saved = await tx
      .update(products)
      .set({
        ...row,
        ...(row.images?.length && photoGiven),
        version: sql`${products.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(products.id, id),
          eq(products.sellerId, sellerId),
          version === undefined ? undefined : eq(products.version, version),
        ),
      )
      .returning({ id: products.id });
    return saved.length > 0;
  }

  async remove(tx: CatalogDb, id: string, sellerId: string): Promise<boolean> {
    const gone = await tx
      .delete(products)
      .where(and(eq(products.id, id), eq(products.sellerId, sellerId)))
      .returning({ id: products.id });
    return gone.length > 0;
  }

  async stats(sellerId: string): Promise<{ totalProducts: number; activeProducts: number }> {
    const [row] = await this.db
      .select({
        totalProducts: sql<number>`count(*)::int`,
        activeProducts: sql<number>`count(*) filter (where ${products.isActive})::int`,
      })
      .from(products)
      .where(eq(products.sellerId, sellerId));
    return row ?? { totalProducts: 0, activeProducts: 0 };
  }
}
