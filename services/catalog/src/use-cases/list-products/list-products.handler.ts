import { Injectable } from '@nestjs/common';
import { paginationOf, toPaise, toRupees, type ListProductsQuery, type ProductBrowseResponse } from '@thindi/contracts';
import type { CategoryTally } from '../../db/category-counts';
import { ProductsRepository, type ProductFilter } from '../../db/products.repository';
import { toProductView } from '../../domain/product-view';

/**
 * Lists what the storefront may show: searched, filtered by category and price, sorted, one page at a time,
 * with counts over the whole filtered set. Typo tolerance is a fallback: a search whose words match nothing
 * retries with trigram matching on names.
 */
@Injectable()
export class ListProductsHandler {
  constructor(private readonly products: ProductsRepository) {}

  async execute(query: ListProductsQuery): Promise<ProductBrowseResponse> {
    const filter: ProductFilter = {
      search: query.search,
      category: query.category,
      minPricePaise: query.minPrice === undefined ? undefined : toPaise(query.minPrice),
      maxPricePaise: query.maxPrice === undefined ? undefined : toPaise(query.maxPrice),
      sort: query.sort,
      asOf: query.asOf,
    };
    // Full text first (indexed); only when its words match nothing does the search scan names for a typo.
    const overview = await this.products.overview();
    let tally = await this.products.tally(filter, overview);
    if (filter.search && tally.counts.all === 0) {
      filter.typos = true;
      tally = await this.products.tally(filter, overview);
    }
    const total = tally.counts[filter.category ?? 'all'];
    const window = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
    // A page past the end reads nothing: it is empty, with the pagination that says so.
    const rows = window.offset < total ? await this.products.listVisible(filter, window) : [];
    const { range } = overview;
    return {
      success: true,
      products: rows.map(toProductView),
      counts: tally.counts,
      priceRange: { min: toRupees(range.min), max: toRupees(range.max) },
      pagination: paginationOf(query.page, query.pageSize, total),
      asOf: asOfOf(query.asOf, tally, filter),
      showingResultsFor: null,
      didYouMean: null,
    };
  }
}

/** The anchor sent back: the one the client sent, or the newest product of the filtered set (null when empty). */
function asOfOf(sent: string | undefined, tally: CategoryTally, filter: ProductFilter): string | null {
  return sent ?? tally.newest[filter.category ?? 'all'] ?? null;
}
