import { Injectable } from '@nestjs/common';
import { paginationOf, toPaise, toRupees, type ListProductsQuery, type ProductBrowseResponse } from '@thindi/contracts';
import { ProductsRepository, type ProductFilter } from '../../db/products.repository';
import { toProductView } from '../../domain/product-view';
import { ProductSearch } from '../../search/product-search';

/**
 * Lists what the storefront may show: searched, filtered by category and price, sorted, with counts.
 * A search takes its synonyms along; one whose words match nothing is respelt from the vocabulary (typos).
 */
@Injectable()
export class ListProductsHandler {
  constructor(
    private readonly products: ProductsRepository,
    private readonly search: ProductSearch,
  ) {}

  async execute(query: ListProductsQuery): Promise<ProductBrowseResponse> {
    const filter: ProductFilter = {
      search: query.search,
      category: query.category,
      minPricePaise: query.minPrice === undefined ? undefined : toPaise(query.minPrice),
      maxPricePaise: query.maxPrice === undefined ? undefined : toPaise(query.maxPrice),
      sort: query.sort,
    };
    // Full text (indexed), counts and page at once; only when the words match nothing is the search respelt.
    if (filter.search) filter.searchTerms = await this.search.understand(filter.search);
    const [firstCounts, firstRows, range] = await Promise.all([
      this.products.countByCategory(filter),
      this.products.listVisible(filter),
      this.products.priceRange(),
    ]);
    let [counts, rows] = [firstCounts, firstRows];
    const spelling = filter.search && counts.all === 0 ? await this.respell(filter) : undefined;
    if (spelling?.terms && spelling.counts) {
      [filter.searchTerms, counts] = [spelling.terms, spelling.counts];
      rows = await this.products.listVisible(filter);
    }
    return {
      success: true,
      products: rows.map(toProductView),
      counts,
      priceRange: { min: toRupees(range.min), max: toRupees(range.max) },
      pagination: paginationOf(query.page, query.pageSize, rows.length),
      asOf: null,
      showingResultsFor: spelling?.showingResultsFor ?? null,
      didYouMean: spelling?.didYouMean ?? null,
    };
  }

  private respell(filter: ProductFilter) {
    return this.search.respell(filter.search!, (terms) =>
      this.products.countByCategory({ ...filter, searchTerms: terms }),
    );
  }
}
