import { Injectable } from '@nestjs/common';
import type { ProductListResponse } from '@thindi/contracts';
import { ProductsRepository } from '../../db/products.repository';
import { toProductView } from '../../domain/product-view';

export const FEATURED_LIMIT = 12;

/** The featured products for the storefront's highlights. */
@Injectable()
export class ListFeaturedHandler {
  constructor(private readonly products: ProductsRepository) {}

  async execute(): Promise<ProductListResponse> {
    const rows = await this.products.listVisible({ featured: true, limit: FEATURED_LIMIT });
    return { success: true, products: rows.map(toProductView) };
  }
}
