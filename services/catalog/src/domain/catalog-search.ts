import type { Category, ProductSort } from '@thindi/contracts';
import type { CategoryTally } from '../db/category-counts';
import type { ListFilter } from '../db/product-filters';
import type { PageWindow, ProductWithSeller } from '../db/products.repository';
import type { SearchTerms } from '../search/search-terms';

export type { PageWindow, ProductWithSeller };

/** A storefront list: its search, its category, its other filters (defined in product-filters) and its order. */
export interface ProductFilter extends ListFilter {
  search?: string;
  category?: Category;
  sort?: ProductSort;
  /** The search with its synonyms (ProductSearch.understand); without it the words are taken as typed. */
  searchTerms?: SearchTerms;
}

/** What every storefront page shows whatever its filters, as of one catalogue version. */
export interface Overview {
  version: string;
  tally: CategoryTally;
  /** Lowest and highest visible price, in paise. */
  range: { min: number; max: number };
}

/**
 * The storefront's reads of the catalogue, whichever store answers them: a browsed list is read from the
 * database, a searched one from this process's search index, both as of one catalogue version.
 */
export abstract class CatalogSearch {
  /** The unfiltered tally and the price range as of the current catalogue version. */
  abstract overview(): Promise<Overview>;

  /** Per category over the filtered set (the category filter aside), with each category's newest creation time. */
  abstract tally(filter: ProductFilter, overview: Overview): Promise<CategoryTally>;

  /** One page of the filtered set in its order, as of catalogue `version` (the current one when none is given). */
  abstract page(filter: ProductFilter, window: PageWindow, version?: string): Promise<ProductWithSeller[]>;

  /** A page and the tally of its whole set at once (one pass of the index for a search). */
  abstract pageAndTally(
    filter: ProductFilter,
    window: PageWindow,
    overview: Overview,
  ): Promise<{ tally: CategoryTally; rows: ProductWithSeller[] }>;

  /** One product the storefront may show, or undefined. */
  abstract findVisible(id: string): Promise<ProductWithSeller | undefined>;
}
