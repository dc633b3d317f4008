import { Inject, Injectable } from '@nestjs/common';
import { paginationOf, type AdminProductListQuery, type AdminProductListResponse } from '@thindi/contracts';
import { AdminProductsRepository } from '../../db/admin-products.repository';
import { toSellerProductView, type FoodFactsPolicy } from '../../domain/product-view';
import { FOOD_FACTS_POLICY } from '../../catalog.constants';

/** The admin's product list: every seller's products in any state, searched, filtered and paged. */
@Injectable()
export class ListAdminProductsHandler {
  constructor(
    private readonly products: AdminProductsRepository,
    @Inject(FOOD_FACTS_POLICY) private readonly food: FoodFactsPolicy,
  ) {}

  async execute(query: AdminProductListQuery): Promise<AdminProductListResponse> {
    const { rows, total } = await this.products.list(query);
    return {
      success: true,
      products: rows.map((row) => toSellerProductView(row, this.food)),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }
}
