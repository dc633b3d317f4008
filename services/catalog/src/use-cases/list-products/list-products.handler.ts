import { Injectable } from '@nestjs/common';
import type { ListProductsQuery, ProductListResponse } from '@thindi/contracts';
import { ProductsRepository } from '../../db/products.repository';
import { toProductView } from '../../domain/product-view';

/** Lists what the storefront may show, filtered by category and searched by text. */
@Injectable()
export class ListProductsHandler {
  constructor(private readonly products: ProductsRepository) {}

  async execute(query: ListProductsQuery): Promise<ProductListResponse> {
    const rows = await this.products.listVisible({ search: query.search, category: query.category });
    return { success: true, products: rows.map(toProductView) };
  }
}
