import { Injectable } from '@nestjs/common';
import { paginationOf, type AdminProductListQuery, type AdminProductListResponse } from '@thindi/contracts';
import { AdminProductsRepository } from '../../db/admin-products.repository';
import { toSellerProductView } from '../../domain/product-view';

/** The admin's product list: every seller's products in any state, searched, filtered and paged. */
@Injectable()
export class ListAdminProductsHandler {
  constructor(private readonly products: AdminProductsRepository) {}

  async execute(query: AdminProductListQuery): Promise<AdminProductListResponse> {
    const { rows, total } = await this.products.list(query);
    return {
      success: true,
      products: rows.map(toSellerProductView),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }
}
