import { Injectable } from '@nestjs/common';
import type { CategoryTally } from '../db/category-counts';
import { browseOrderOf, searchOrderOf } from '../db/product-orders';
import { ProductsRepository, type PageWindow, type ProductWithSeller } from '../db/products.repository';
import { VersionedMemo } from '../db/versioned-memo';
import { CatalogSearch, type Overview, type ProductFilter } from '../domain/catalog-search';
import { IndexedSearch } from './indexed-search';
import { filterKey, unfiltered } from '../db/product-filters';
import type { IndexFilter } from './search-index';
import { expandSearch, type SearchTerms } from './search-terms';

/** Filtered sets whose counts, and pages whose ids, are kept per catalogue version (about 10 kB a page). */
const MEMO_TALLIES = 2000;
const MEMO_PAGES = 2000;

/**
 * The catalogue's reads: a browsed list from the database, a searched one from this process's search index, the
 * rows of either read fresh from the database (stock and images may change without moving the version).
 */
@Injectable()
export class StorefrontSearch extends CatalogSearch {
  private memo?: Overview;
  /**
   * The counts of any filtered set, searched or browsed, and the ids of any page are kept under the catalogue
   * version, which triggers move whenever what a search matches, what a filter keeps or where an order places a
   * product can change.
   */
  private readonly tallies = new VersionedMemo<CategoryTally>(MEMO_TALLIES);
  private readonly pageIds = new VersionedMemo<string[]>(MEMO_PAGES);

  constructor(
    private readonly products: ProductsRepository,
    private readonly indexed: IndexedSearch,
  ) {
    super();
  }

  /**
   * The unfiltered tally and the price range, memoised under the catalogue version (bumped by triggers in the
   * transaction of every change that can move them): exact on every replica, and one key lookup per request.
   */
  async overview(): Promise<Overview> {
    const version = await this.products.version();
    if (this.memo?.version !== version) {
      const [tally, range] = await Promise.all([this.products.countTally({}), this.products.priceRange()]);
      this.memo = { version, tally, range };
    }
    return this.memo;
  }

  /**
   * An unfiltered tally is the overview's, unless an `asOf` leaves products out. A filtered browse is counted by the
   * search index once it is read (one walk of its slots; PostgreSQL would read every kept row's facts from the table),
   * and kept under the catalogue version like a search's.
   */
  async tally(filter: ProductFilter, overview: Overview): Promise<CategoryTally> {
    const onlyAnchored = !filter.search && unfiltered({ ...filter, asOf: undefined });
    if (onlyAnchored && (!filter.asOf || (await this.products.notBefore(filter.asOf, overview.tally.newest.all))))
      return overview.tally;
    if (filter.search) return (await this.searched(filter, { offset: 0, limit: 0 }, overview.version)).tally;
    const key = tallyKey(filter);
    const kept = this.tallies.get(overview.version, key);
    if (kept) return kept;
    // Counted after `version` was read: at least as new as the version it is kept under.
    const tally = this.indexed.ready
      ? await this.indexed.tally(indexFilterOf(filter), overview.version)
      : await this.products.countTally(filter);
    this.tallies.set(overview.version, key, tally);
    return tally;
  }

  /**
   * Given a `version`, a browsed page's ids are kept under it, so a page shoppers share costs one primary-key
   * lookup until the catalogue changes, however deep it is.
   */
  async page(filter: ProductFilter, window: PageWindow, version?: string): Promise<ProductWithSeller[]> {
    if (filter.search) {
      const { ids } = await this.searched(filter, window, version ?? (await this.overview()).version);
      return this.products.byIds(ids);
    }
    const key = pageKey(filter, window);
    const kept = version === undefined ? undefined : this.pageIds.get(version, key);
    if (kept) return this.products.byIds(kept);
    if (version !== undefined && this.indexed.ready && hasFoodFilter(filter)) {
      // PostgreSQL would walk the order's index reading each row's facts, however many it skips: the index walks
      // its own columns instead.
      const ids = await this.indexed.browse(indexFilterOf(filter), browseOrderOf(filter.sort), window, version);
      this.pageIds.set(version, key, ids);
      return this.products.byIds(ids);
    }
    const rows = await this.products.browse(filter, window);
    // The walk ran after `version` was read, so its ids are at least as new as the version they are kept under.
    if (version !== undefined)
      this.pageIds.set(
        version,
        key,
        rows.map((row) => row.product.id),
      );
    return rows;
  }

  async pageAndTally(
    filter: ProductFilter,
    window: PageWindow,
    overview: Overview,
  ): Promise<{ tally: CategoryTally; rows: ProductWithSeller[] }> {
    if (!filter.search) {
      const [tally, rows] = await Promise.all([
        this.tally(filter, overview),
        this.page(filter, window, overview.version),
      ]);
      return { tally, rows };
    }
    const { tally, ids } = await this.searched(filter, window, overview.version);
    return { tally, rows: await this.products.byIds(ids) };
  }

  findVisible(id: string): Promise<ProductWithSeller | undefined> {
    return this.products.findVisible(id);
  }

  /** The counts and one window of ids of a search: from the memo of this catalogue `version`, else from the index. */
  private async searched(
    filter: ProductFilter,
    window: PageWindow,
    version: string,
  ): Promise<{ tally: CategoryTally; ids: string[] }> {
    const keys = { tally: tallyKey(filter), page: pageKey(filter, window) };
    const tally = this.tallies.get(version, keys.tally);
    const ids = window.limit === 0 ? [] : this.pageIds.get(version, keys.page);
    if (tally && ids) return { tally, ids };
    const found = await this.indexed.match(
      termsOf(filter),
      indexFilterOf(filter),
      searchOrderOf(filter.sort),
      window,
      version,
    );
    this.tallies.set(version, keys.tally, found.tally);
    if (window.limit > 0) this.pageIds.set(version, keys.page, found.ids);
    return found;
  }
}

/** 'Veg only' or 'Free from …' asked for. */
const hasFoodFilter = (filter: ProductFilter): boolean =>
  filter.diet !== undefined || (filter.excludeAllergens?.length ?? 0) > 0;

const termsOf = (filter: ProductFilter): SearchTerms =>
  filter.searchTerms ?? expandSearch(filter.search ?? '', new Map());

/** The filters the search index applies itself (the category is applied to the page, not the counts). */
function indexFilterOf(filter: ProductFilter): IndexFilter {
  return {
    category: filter.category,
    featured: filter.featured,
    minPricePaise: filter.minPricePaise,
    maxPricePaise: filter.maxPricePaise,
    asOf: filter.asOf,
    diet: filter.diet,
    excludeAllergens: filter.excludeAllergens,
    sellerId: filter.sellerId,
  };
}

/**
 * What a searched set depends on: the search as understood (synonyms included) and every list filter (prices,
 * featured, the anchor, the food filters, the seller).
 */
function tallyKey(filter: ProductFilter): string {
  const terms = termsOf(filter);
  return JSON.stringify([terms.clauses.length > 0 ? terms.clauses : terms.text, ...filterKey(filter)]);
}

/** A page: its set (searched or not), its category, its order and its window. */
function pageKey(filter: ProductFilter, window: PageWindow): string {
  return JSON.stringify([tallyKey(filter), filter.category ?? null, filter.sort ?? null, window.offset, window.limit]);
}
