import { Injectable } from '@nestjs/common';
import { paginationOf, toPaise, toRupees, type ListProductsQuery, type ProductBrowseResponse } from '@thindi/contracts';
import { ProductsRepository, type ProductFilter } from '../../db/products.repository';
import { toProductView } from '../../domain/product-view';

/**
 * Lists what the storefront may show: searched, filtered by category and price, sorted, with counts.
 * Typo tolerance is a fallback: a search whose words match nothing retries with trigram matching on names.
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
    };
    // Full text first (indexed); only when its words match nothing does the search scan names for a typo.
    let counts = await this.products.countByCategory(filter);
    if (filter.search && counts.all === 0) {
      filter.typos = true;
      counts = await this.products.countByCategory(filter);
    }
    const [rows, range] = await Promise.all([this.products.listVisible(filter), this.products.priceRange()]);
    return {
      success: true,
      products: rows.map(toProductView),
      counts,
      priceRange: { min: toRupees(range.min), max: toRupees(range.max) },
      pagination: paginationOf(query.page, query.pageSize, rows.length),
      asOf: null,
      showingResultsFor: null,
      didYouMean: null,
    };
  }
}
