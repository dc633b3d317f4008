import { Injectable } from '@nestjs/common';
import { paginationOf, type FeaturedListQuery, type FeaturedListResponse } from '@thindi/contracts';
import { CatalogSearch } from '../../domain/catalog-search';
import { toProductView } from '../../domain/product-view';

/** The featured products for the storefront's highlights, newest first, one page at a time. */
@Injectable()
export class ListFeaturedHandler {
  constructor(private readonly catalog: CatalogSearch) {}

  async execute(query: FeaturedListQuery): Promise<FeaturedListResponse> {
    const filter = { featured: true, sort: 'newest' as const };
    const overview = await this.catalog.overview();
    const { counts } = await this.catalog.tally(filter, overview);
    const window = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
    const rows = window.offset < counts.all ? await this.catalog.page(filter, window, overview.version) : [];
    return {
      success: true,
      products: rows.map(toProductView),
      pagination: paginationOf(query.page, query.pageSize, counts.all),
    };
  }
}
