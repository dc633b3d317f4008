import { Injectable } from '@nestjs/common';
import { paginationOf, toPaise, toRupees, type ListProductsQuery, type ProductBrowseResponse } from '@thindi/contracts';
import type { CategoryTally } from '../../db/category-counts';
import { CatalogSearch, type Overview, type PageWindow, type ProductFilter } from '../../domain/catalog-search';
import { toProductView } from '../../domain/product-view';
import { noFoodCounts } from '../../search/food-filters';
import { ProductSearch } from '../../search/product-search';

/**
 * Lists what the storefront may show: searched, filtered by category, price, diet, allergens and seller, sorted, one
 * page at a time, with counts over the whole filtered set (per category, and the food chips' of the category shown). A search takes its synonyms along; one whose words match nothing is
 * respelt from the vocabulary (typos), and only then.
 */
@Injectable()
export class ListProductsHandler {
  constructor(
    private readonly catalog: CatalogSearch,
    private readonly search: ProductSearch,
  ) {}

  async execute(query: ListProductsQuery): Promise<ProductBrowseResponse> {
    const filter: ProductFilter = {
      search: query.search,
      category: query.category,
      minPricePaise: query.minPrice === undefined ? undefined : toPaise(query.minPrice),
      maxPricePaise: query.maxPrice === undefined ? undefined : toPaise(query.maxPrice),
      sort: query.sort,
      asOf: query.asOf,
      diet: query.diet,
      excludeAllergens: query.excludeAllergens,
      // The search index knows seller ids as PostgreSQL prints them.
      sellerId: query.seller?.toLowerCase(),
    };
    const window: PageWindow = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
    const overview = await this.catalog.overview();
    if (filter.search) filter.searchTerms = await this.search.understand(filter.search, overview.version);
    // Counts and page at once (a search in one pass); a respelling only when the words match nothing.
    let { tally, rows } = await this.catalog.pageAndTally(filter, window, overview);
    const spelling = filter.search && tally.counts.all === 0 ? await this.respell(filter, overview) : undefined;
    if (spelling?.terms && spelling.tally) {
      [filter.searchTerms, tally] = [spelling.terms, spelling.tally];
      rows = await this.catalog.page(filter, window, overview.version);
    }
    const total = tally.counts[filter.category ?? 'all'];
    const { range } = overview;
    return {
      success: true,
      products: rows.map(toProductView),
      counts: tally.counts,
      foodCounts: tally.food[filter.category ?? 'all'] ?? noFoodCounts(),
      priceRange: { min: toRupees(range.min), max: toRupees(range.max) },
      pagination: paginationOf(query.page, query.pageSize, total),
      asOf: asOfOf(query.asOf, tally, filter),
      showingResultsFor: spelling?.showingResultsFor ?? null,
      didYouMean: spelling?.didYouMean ?? null,
    };
  }

  /** The search respelt from the vocabulary, with the respelling's tally when it matched. */
  private async respell(filter: ProductFilter, overview: Overview) {
    let tally: CategoryTally | undefined;
    const spelling = await this.search.respell(filter.search!, overview.version, async (terms) => {
      tally = await this.catalog.tally({ ...filter, searchTerms: terms }, overview);
      return tally.counts;
    });
    return { ...spelling, tally };
  }
}

/** The anchor sent back: the one the client sent, or the newest product of the filtered set (null when empty). */
function asOfOf(sent: string | undefined, tally: CategoryTally, filter: ProductFilter): string | null {
  return sent ?? tally.newest[filter.category ?? 'all'] ?? null;
}
