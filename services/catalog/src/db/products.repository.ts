import { Inject, Injectable } from '@nestjs/common';
import type { Category, ProductSort } from '@thindi/contracts';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import { IndexedSearch } from '../search/indexed-search';
import { microsOfIso, type IndexFilter } from '../search/search-index';
import { expandSearch, type SearchTerms } from '../search/search-terms';
import type { CatalogDb } from './catalog-db';
import { isoMicros, tallyOf, type CategoryTally } from './category-counts';
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
/** Searches whose counts, and pages (searched or browsed) whose ids, are kept per catalogue version (about 10 kB a page). */
const MEMO_SEARCHES = 2000;
const MEMO_PAGES = 2000;

const termsOf = (filter: ProductFilter): SearchTerms =>
  filter.searchTerms ?? expandSearch(filter.search ?? '', new Map());

const columns = { product: products, sellerName: sellers.businessName };
/** Written exactly as in the products_discount_idx expression (migration 0007), so the index serves the order. */
const discount = sql`(CASE WHEN ${products.originalPricePaise} > ${products.pricePaise} THEN (${products.originalPricePaise} - ${products.pricePaise})::float / ${products.originalPricePaise} ELSE 0 END)`;

/** Written exactly as in the products_rating_idx expression (migration 0013): the average, 0 without reviews. */
const averageRating = sql`(CASE WHEN ${products.reviewCount} > 0 THEN ${products.ratingTotal}::float / ${products.reviewCount} ELSE 0 END)`;

@Injectable()
export class ProductsRepository {
  private memo?: Overview;
  /**
   * A search's counts, and the ids of any page, searched or browsed, are kept under the catalogue version, which
   * triggers move whenever what a search matches or where an order places a product can change. Rows are still
   * read fresh for each page (stock and images may change without moving the version).
   */
  private readonly searchTallies = new VersionedMemo<CategoryTally>(MEMO_SEARCHES);
  private readonly pageIds = new VersionedMemo<string[]>(MEMO_PAGES);

  constructor(
    @Inject(CATALOG_DB) private readonly db: CatalogDb,
    private readonly indexed: IndexedSearch,
  ) {}

  /** Storefront visibility (active product of a verified, active seller), kept in `visible` by triggers. */
  private visible(): SQL {
    return productVisible;
  }

  /** Everything but the category and the search: visibility, featured, price bounds and the `asOf` anchor. */
  private conditions(filter: ProductFilter): SQL[] {
    const conditions: SQL[] = [this.visible()];
    if (filter.featured) conditions.push(eq(products.featured, true));
    if (filter.minPricePaise !== undefined) conditions.push(gte(products.pricePaise, filter.minPricePaise));
    if (filter.maxPricePaise !== undefined) conditions.push(lte(products.pricePaise, filter.maxPricePaise));
    if (filter.asOf) conditions.push(sql`${products.createdAt} <= ${filter.asOf}::timestamptz`);
    return conditions;
  }

  /** Every order is total (ties broken by id) and matches one partial index, so pages never repeat or skip. */
  private order(filter: ProductFilter): SQL[] {
    const sort = filter.sort;
    if (sort === 'price-asc') return [asc(products.pricePaise), asc(products.id)];
    if (sort === 'price-desc') return [desc(products.pricePaise), desc(products.id)];
    if (sort === 'discount') return [desc(discount), asc(products.pricePaise), asc(products.id)];
    if (sort === 'newest') return [desc(products.createdAt), asc(products.id)];
    if (sort === 'rating') return [desc(averageRating), desc(products.reviewCount), asc(products.id)];
    // Default browse order: featured first, then newest.
    return [desc(products.featured), desc(products.createdAt), asc(products.id)];
  }

  /**
   * One page of the visible list. The page's ids are picked first (a walk of the order's narrow partial index,
   * index-only however deep the page), then only those rows are joined to their sellers. A searched page comes
   * from the search index, as of the catalogue `version` (the current one when none is given). Given a `version`,
   * a browsed page's ids are kept under it, so a page shoppers share costs one primary-key lookup until the
   * catalogue changes, however deep it is.
   */
  async listVisible(filter: ProductFilter, page: PageWindow, version?: string): Promise<ProductWithSeller[]> {
    if (filter.search) {
      const { ids } = await this.searched(filter, page, version ?? (await this.overview()).version);
      return this.byIds(ids);
    }
    const key = pageKey(filter, page);
    const kept = version === undefined ? undefined : this.pageIds.get(version, key);
    if (kept) return this.byIds(kept);
    const rows = await this.browsed(filter, page);
    // The walk ran after `version` was read, so its ids are at least as new as the version they are kept under.
    if (version !== undefined)
      this.pageIds.set(
        version,
        key,
        rows.map((row) => row.product.id),
      );
    return rows;
  }

  /** One window of the visible, unsearched list in the filter's order, read from the database. */
  private browsed(filter: ProductFilter, page: PageWindow): Promise<ProductWithSeller[]> {
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

  /** A searched page and the counts of its whole set (all categories), both from the search index. */
  async searchPage(
    filter: ProductFilter,
    page: PageWindow,
    overview: Overview,
  ): Promise<{ tally: CategoryTally; rows: ProductWithSeller[] }> {
    const { tally, ids } = await this.searched(filter, page, overview.version);
    return { tally, rows: await this.byIds(ids) };
  }

  /**
   * The counts and one window of ids of a search: from the memo of this catalogue `version`, else from the search
   * index as of that version (matching, counting and ordering every match in memory; ties by id).
   */
  private async searched(
    filter: ProductFilter,
    page: PageWindow,
    version: string,
  ): Promise<{ tally: CategoryTally; ids: string[] }> {
    const keys = { tally: tallyKey(filter), page: pageKey(filter, page) };
    const tally = this.searchTallies.get(version, keys.tally);
    const ids = page.limit === 0 ? [] : this.pageIds.get(version, keys.page);
    if (tally && ids) return { tally, ids };
    const [index, query] = await Promise.all([this.indexed.at(version), this.indexed.queryOf(termsOf(filter))]);
    const answer = query
      ? index.search(query, indexFilterOf(filter), filter.sort ?? 'relevance', page)
      : { tally: [], ids: [] };
    const found = { tally: tallyOf(answer.tally), ids: answer.ids };
    this.searchTallies.set(version, keys.tally, found.tally);
    if (page.limit > 0) this.pageIds.set(version, keys.page, found.ids);
    return found;
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
    return (await this.searched(filter, { offset: 0, limit: 0 }, overview.version)).tally;
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

/** The filters the search index applies itself (the category is applied to the page, not the counts). */
function indexFilterOf(filter: ProductFilter): IndexFilter {
  return {
    category: filter.category,
    featured: filter.featured,
    minPricePaise: filter.minPricePaise,
    maxPricePaise: filter.maxPricePaise,
    asOfMicros: filter.asOf === undefined ? undefined : microsOfIso(filter.asOf),
  };
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

/** A page: its set (searched or not), its category, its order and its window. */
function pageKey(filter: ProductFilter, page: PageWindow): string {
  return JSON.stringify([tallyKey(filter), filter.category ?? null, filter.sort ?? null, page.offset, page.limit]);
}
