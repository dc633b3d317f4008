import { Inject, Injectable } from '@nestjs/common';
import type { PublicSeller } from '@thindi/contracts';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { ProductFilter } from '../domain/catalog-search';
import type { CatalogDb } from './catalog-db';
import { isoMicros, tallyOf, type CategoryTally } from './category-counts';
import { filterSql } from './product-filters';
import { foodCountColumns, foodCountsOf } from '../search/food-filters';
import { browseOrderOf, orderBySql } from './product-orders';
import { withDetails } from './public-sellers';
import { meta, products, productVisible, sellers, type PackRow, type ProductRow } from './schema';

export interface ProductWithSeller {
  product: ProductRow;
  sellerName: string;
  /** Its pack sizes, in their order. */
  packs: PackRow[];
  /** What the storefront shows of its seller (decision 035); built from `sellerName` alone when not read. */
  seller?: PublicSeller;
}

/** Which rows of the ordered list: `offset` rows skipped, at most `limit` returned. */
export interface PageWindow {
  offset: number;
  limit: number;
}

const VERSION_KEY = 'catalog_version';

const columns = { product: products, sellerName: sellers.businessName };

/**
 * The storefront's reads in SQL: the catalogue version, unsearched pages in each order (the orders and their
 * indexes are defined in product-orders), counts, the price range, and products by id.
 */
@Injectable()
export class ProductsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Storefront visibility (active product of a verified, active seller), kept in `visible` by triggers. */
  private visible(): SQL {
    return productVisible;
  }

  /** Everything but the category and the search: visibility and the list's filters (product-filters). */
  private conditions(filter: ProductFilter): SQL[] {
    return [this.visible(), ...filterSql(filter)];
  }

  /**
   * One window of the visible, unsearched list in the filter's order. The page's ids are picked first (a walk of
   * the order's narrow partial index, index-only however deep the page), then only those rows are joined to their
   * sellers.
   */
  async browse(filter: ProductFilter, page: PageWindow): Promise<ProductWithSeller[]> {
    const conditions = this.conditions(filter);
    if (filter.category) conditions.push(eq(products.category, filter.category));
    const order = orderBySql(browseOrderOf(filter.sort));
    const ids = this.db
      .select({ pageId: sql<string>`${products.id}`.as('page_id') })
      .from(products)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
      .as('page');
    const rows = await this.db
      .select(columns)
      .from(ids)
      .innerJoin(products, eq(products.id, ids.pageId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .orderBy(...order);
    return withDetails(this.db, rows);
  }

  /** These products, in this order, as they are now (primary-key lookups). */
  async byIds(ids: string[]): Promise<ProductWithSeller[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(columns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(inArray(products.id, ids), this.visible()));
    const byId = new Map((await withDetails(this.db, rows)).map((r) => [r.product.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The catalogue version: moved by triggers in the transaction of every change a storefront page can see. */
  async version(): Promise<string> {
    const [row] = await this.db.select({ version: meta.value }).from(meta).where(eq(meta.key, VERSION_KEY));
    return row?.version ?? '';
  }

  /** Whether `moment` is at or after `newest` (PostgreSQL compares: both may carry microseconds and offsets). */
  async notBefore(moment: string, newest: string | undefined): Promise<boolean> {
    if (!newest) return true;
    const [row] = await this.db
      .select({ ok: sql<boolean>`${moment}::timestamptz >= ${newest}::timestamptz` })
      .from(meta)
      .where(eq(meta.key, VERSION_KEY));
    return row?.ok === true;
  }

  /**
   * Per category over the visible set the filter's price bounds, food filters, seller, featured flag and anchor leave
   * (no search), with the food chips' counts in the same pass.
   */
  async countTally(filter: ProductFilter): Promise<CategoryTally> {
    const rows = await this.db
      .select({
        category: products.category,
        count: sql<number>`count(*)::int`,
        newest: isoMicros(products.createdAt),
        ...foodCountColumns(),
      })
      .from(products)
      .where(and(...this.conditions(filter)))
      .groupBy(products.category);
    return tallyOf(rows.map(({ veg, without, ...row }) => ({ ...row, food: foodCountsOf(veg, without) })));
  }

  /** The lowest and highest price (paise) in the visible catalogue (both ends of products_price_idx). */
  async priceRange(): Promise<{ min: number; max: number }> {
    const [row] = await this.db
      .select({
        min: sql<number>`coalesce(min(${products.pricePaise}), 0)::int`,
        max: sql<number>`coalesce(max(${products.pricePaise}), 0)::int`,
      })
      .from(products)
      .where(this.visible());
    return row ?? { min: 0, max: 0 };
  }

  async findVisible(id: string): Promise<ProductWithSeller | undefined> {
    const [row] = await this.db
      .select(columns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(eq(products.id, id), this.visible()))
      .limit(1);
    return row && (await withDetails(this.db, [row]))[0];
  }
}
