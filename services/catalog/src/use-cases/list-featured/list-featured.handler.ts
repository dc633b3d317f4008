import { Injectable } from '@nestjs/common';
import { paginationOf, type FeaturedListQuery, type FeaturedListResponse } from '@thindi/contracts';
import { ProductsRepository } from '../../db/products.repository';
import { toProductView } from '../../domain/product-view';

/** The featured products for the storefront's highlights, newest first, one page at a time. */
@Injectable()
export class ListFeaturedHandler {
  constructor(private readonly products: ProductsRepository) {}

  async execute(query: FeaturedListQuery): Promise<FeaturedListResponse> {
    const filter = { featured: true, sort: 'newest' as const };
    const overview = await this.products.overview();
    const { counts } = await this.products.tally(filter, overview);
    const window = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
    const rows = window.offset < counts.all ? await this.products.listVisible(filter, window, overview.version) : [];
    return {
      success: true,
      products: rows.map(toProductView),
      pagination: paginationOf(query.page, query.pageSize, counts.all),
    };
  }
}
