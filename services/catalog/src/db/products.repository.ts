import { Inject, Injectable } from '@nestjs/common';
import type { Category, ProductSort } from '@thindi/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import { relevanceOrder, searchMatch, tsqueryOf } from '../search/search-sql';
import { rowsOf } from '../search/sql-helpers';
import { expandSearch, type SearchTerms } from '../search/search-terms';
import type { CatalogDb } from './catalog-db';
import { isoMicros, tallyOf, type CategoryTally, type TallyRow } from './category-counts';
import { meta, products, productVisible, sellers, type ProductRow } from './schema';
import { VersionedMemo } from './versioned-memo';

export interface ProductWithSeller {
  product: ProductRow;
  sellerName: string;
}

export interface ProductFilter {
  search?: string;
  category?: Category;
  featured?: boolean;
  minPricePaise?: number;
  maxPricePaise?: number;
  sort?: ProductSort;
  /** The search with its synonyms (ProductSearch.understand); without it the words are taken as typed. */
  searchTerms?: SearchTerms;
  /** Only products created at or before this moment (ISO): the later pages of one browse. */
  asOf?: string;
}

/** Which rows of the ordered list: `offset` rows skipped, at most `limit` returned. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** What every storefront page shows whatever its filters, as of one catalogue version. */
export interface Overview {
  version: string;
  tally: CategoryTally;
  /** Lowest and highest visible price, in paise. */
  range: { min: number; max: number };
}

const VERSION_KEY = 'catalog_version';
/** Searches whose counts, and pages whose ranked ids, are kept per catalogue version (about 10 kB a page). */
const MEMO_SEARCHES = 2000;
const MEMO_PAGES = 2000;

const termsOf = (filter: ProductFilter): SearchTerms =>
  filter.searchTerms ?? expandSearch(filter.search ?? '', new Map());

const columns = { product: products, sellerName: sellers.businessName };
/** Written exactly as in the products_discount_idx expression (migration 0007), so the index serves the order. */
const discount = sql`(CASE WHEN ${products.originalPricePaise} > ${products.pricePaise} THEN (${products.originalPricePaise} - ${products.pricePaise})::float / ${products.originalPricePaise} ELSE 0 END)`;

/** Written exactly as in the products_rating_idx expression (migration 0013): the average, 0 without reviews. */
const averageRating = sql`(CASE WHEN ${products.reviewCount} > 0 THEN ${products.ratingTotal}::float / ${products.reviewCount} ELSE 0 END)`;

/** The storefront orders over the columns of a searched set (searchPage), each as total as `order()`'s. */
const MATCHED_ORDER: Record<ProductSort, string> = {
  relevance: 'rank DESC, id',
  'price-asc': 'price_paise, id',
  'price-desc': 'price_paise DESC, id DESC',
  discount: 'discount DESC, price_paise, id',
  newest: 'created_at DESC, id',
  rating: 'average_rating DESC, review_count DESC, id',
};

@Injectable()
export class ProductsRepository {
  private memo?: Overview;
  /**
   * A search reads and ranks every product it matches (thousands for one word), so its counts and its pages' ids
   * are kept under the catalogue version, which triggers move whenever what a search matches can change. Rows are
   * still read fresh for each page (stock and images may change without moving the version).
   */
  private readonly searchTallies = new VersionedMemo<CategoryTally>(MEMO_SEARCHES);
  private readonly searchPages = new VersionedMemo<string[]>(MEMO_PAGES);

  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Storefront visibility (active product of a verified, active seller), kept in `visible` by triggers. */
  private visible(): SQL {
    return productVisible;
  }

  /**
   * Everything but the category: visibility, price bounds, the `asOf` anchor and the search (full text over
   * name (A), ingredients (B) and the rest (C), synonyms included, which uses the GIN index).
   */
  private conditions(filter: ProductFilter): SQL[] {
    const conditions: SQL[] = [this.visible()];
    if (filter.featured) conditions.push(eq(products.featured, true));
    if (filter.minPricePaise !== undefined) conditions.push(gte(products.pricePaise, filter.minPricePaise));
    if (filter.maxPricePaise !== undefined) conditions.push(lte(products.pricePaise, filter.maxPricePaise));
    if (filter.asOf) conditions.push(sql`${products.createdAt} <= ${filter.asOf}::timestamptz`);
    if (filter.search) conditions.push(searchMatch(termsOf(filter)));
    return conditions;
  }

  /** Every order is total (ties broken by id) and matches one partial index, so pages never repeat or skip. */
  private order(filter: ProductFilter): SQL[] {
    const sort = filter.sort ?? (filter.search ? 'relevance' : undefined);
    if (sort === 'price-asc') return [asc(products.pricePaise), asc(products.id)];
    if (sort === 'price-desc') return [desc(products.pricePaise), desc(products.id)];
    if (sort === 'discount') return [desc(discount), asc(products.pricePaise), asc(products.id)];
    if (sort === 'newest') return [desc(products.createdAt), asc(products.id)];
    if (sort === 'rating') return [desc(averageRating), desc(products.reviewCount), asc(products.id)];
    // Ranked on ids alone in the page's subquery: whole rows are built for the page only.
    if (sort === 'relevance' && filter.search) return relevanceOrder(termsOf(filter));
    // Default browse order: featured first, then newest.
    return [desc(products.featured), desc(products.createdAt), asc(products.id)];
  }

  /**
   * One page of the visible list. The page's ids are picked first (a walk of the order's narrow partial index,
   * index-only however deep the page), then only those rows are joined to their sellers. A searched page's ids
   * are kept under the catalogue `version` when one is given.
   */
  async listVisible(filter: ProductFilter, page: PageWindow, version?: string): Promise<ProductWithSeller[]> {
    const key = filter.search && version !== undefined ? pageKey(filter, page) : undefined;
    const kept = key === undefined ? undefined : this.searchPages.get(version!, key);
    if (kept) return this.byIds(kept);
    const rows = await this.pageOf(filter, page);
    if (key !== undefined)
      this.searchPages.set(
        version!,
        key,
        rows.map((r) => r.product.id),
      );
    return rows;
  }

  private pageOf(filter: ProductFilter, page: PageWindow): Promise<ProductWithSeller[]> {
    const conditions = this.conditions(filter);
    if (filter.category) conditions.push(eq(products.category, filter.category));
    const order = this.order(filter);
    const ids = this.db
      .select({ pageId: sql<string>`${products.id}`.as('page_id') })
      .from(products)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset)
      .as('page');
    return this.db
      .select(columns)
      .from(ids)
      .innerJoin(products, eq(products.id, ids.pageId))
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .orderBy(...order);
  }

  /**
   * A searched page and the counts of its whole set (all categories) in one pass over the matching products: the
   * GIN index finds them, each is read once for its category, order columns and rank. Both answers are kept under
   * the catalogue `version`; a repeat reads only the page's rows.
   */
  async searchPage(
    filter: ProductFilter,
    page: PageWindow,
    overview: Overview,
  ): Promise<{ tally: CategoryTally; rows: ProductWithSeller[] }> {
    const { version } = overview;
    const keys = { tally: tallyKey(filter), page: pageKey(filter, page) };
    const [keptTally, keptIds] = [
      this.searchTallies.get(version, keys.tally),
      this.searchPages.get(version, keys.page),
    ];
    if (keptTally && keptIds) return { tally: keptTally, rows: await this.byIds(keptIds) };
    if (keptTally) return { tally: keptTally, rows: await this.listVisible(filter, page, version) };
    const sort = filter.sort ?? 'relevance';
    const rank = sort === 'relevance' ? sql`ts_rank(${products.searchVector}, ${tsqueryOf(termsOf(filter))})` : sql`0`;
    const inCategory = filter.category ? sql`WHERE category = ${filter.category}` : sql``;
    const result = await this.db.execute(sql`
      WITH matched AS MATERIALIZED (
        SELECT ${products.id} AS id, ${products.category} AS category, ${products.createdAt} AS created_at,
          ${products.pricePaise} AS price_paise, ${products.featured} AS featured, ${discount} AS discount,
          ${averageRating} AS average_rating, ${products.reviewCount} AS review_count, ${rank} AS rank
        FROM ${products} WHERE ${and(...this.conditions(filter))}
      )
      SELECT
        (SELECT json_agg(t) FROM (
          SELECT category, count(*)::int AS count,
            to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS newest
          FROM matched GROUP BY category) t) AS tally,
        (SELECT array_agg(id) FROM (
          SELECT id FROM matched ${inCategory} ORDER BY ${sql.raw(MATCHED_ORDER[sort])}
          LIMIT ${page.limit} OFFSET ${page.offset}) p) AS ids`);
    const [row] = rowsOf<{ tally: TallyRow[] | null; ids: string[] | null }>(result);
    const tally = tallyOf(row?.tally ?? []);
    const ids = (row?.ids ?? []).map(String);
    this.searchTallies.set(version, keys.tally, tally);
    this.searchPages.set(version, keys.page, ids);
    return { tally, rows: await this.byIds(ids) };
  }

  /** These products, in this order, as they are now (primary-key lookups). */
  private async byIds(ids: string[]): Promise<ProductWithSeller[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select(columns)
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(inArray(products.id, ids), this.visible()));
    const byId = new Map(rows.map((r) => [r.product.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The unfiltered tally and the price range, memoised under the catalogue version (bumped by triggers in the
   * transaction of every change that can move them): exact on every replica, and one key lookup per request.
   */
  async overview(): Promise<Overview> {
    const [row] = await this.db.select({ version: meta.value }).from(meta).where(eq(meta.key, VERSION_KEY));
    const version = row?.version ?? '';
    if (this.memo?.version !== version) {
      const [tally, range] = await Promise.all([this.countTally({}), this.priceRange()]);
      this.memo = { version, tally, range };
    }
    return this.memo;
  }

  /**
   * Per category over the same searched and price-filtered set, ignoring the category filter, with each
   * category's newest creation time. An unfiltered one is the overview's, unless an `asOf` leaves products out.
   */
  async tally(filter: ProductFilter, overview: Overview): Promise<CategoryTally> {
    const unfiltered =
      !filter.search && !filter.featured && filter.minPricePaise === undefined && filter.maxPricePaise === undefined;
    if (unfiltered && (!filter.asOf || (await this.notBefore(filter.asOf, overview.tally.newest.all))))
      return overview.tally;
    if (!filter.search) return this.countTally(filter);
    const key = tallyKey(filter);
    const kept = this.searchTallies.get(overview.version, key);
    if (kept) return kept;
    const tally = await this.countTally(filter);
    this.searchTallies.set(overview.version, key, tally);
    return tally;
  }

  /** Whether `moment` is at or after `newest` (PostgreSQL compares: both may carry microseconds and offsets). */
  private async notBefore(moment: string, newest: string | undefined): Promise<boolean> {
    if (!newest) return true;
    const [row] = await this.db
      .select({ ok: sql<boolean>`${moment}::timestamptz >= ${newest}::timestamptz` })
      .from(meta)
      .where(eq(meta.key, VERSION_KEY));
    return row?.ok === true;
  }

  private async countTally(filter: ProductFilter): Promise<CategoryTally> {
    const rows = await this.db
      .select({
        category: products.category,
        count: sql<number>`count(*)::int`,
        newest: isoMicros(products.createdAt),
      })
      .from(products)
      .where(and(...this.conditions(filter)))
      .groupBy(products.category);
    return tallyOf(rows);
  }

  /** The lowest and highest price (paise) in the visible catalogue (both ends of products_price_idx). */
  private async priceRange(): Promise<{ min: number; max: number }> {
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
    return row;
  }
}

/** What a searched set depends on: the search as understood (synonyms included), prices, featured, the anchor. */
function tallyKey(filter: ProductFilter): string {
  const terms = termsOf(filter);
  return JSON.stringify([
    terms.clauses.length > 0 ? terms.clauses : terms.text,
    filter.minPricePaise ?? null,
    filter.maxPricePaise ?? null,
    filter.featured ?? false,
    filter.asOf ?? null,
  ]);
}

/** A searched page: its set, its category, its order and its window. */
function pageKey(filter: ProductFilter, page: PageWindow): string {
  return JSON.stringify([tallyKey(filter), filter.category ?? null, filter.sort ?? null, page.offset, page.limit]);
}
