import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  paginationOf,
  PRODUCT_NOT_OWNED_MESSAGE,
  type Principal,
  type SellerProductListQuery,
  type SellerProductListResponse,
  type SellerProductResponse,
} from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { toSellerProductView, type FoodFactsPolicy } from '../../domain/product-view';
import { FOOD_FACTS_POLICY } from '../../catalog.constants';

/** A seller always sees its own products, whatever their state or its own verification. */
@Injectable()
export class ListMyProductsHandler {
  constructor(
    private readonly products: SellerProductsRepository,
    @Inject(FOOD_FACTS_POLICY) private readonly food: FoodFactsPolicy,
  ) {}

  /** A page of its own products, newest first; `search` narrows to names containing it. */
  async list(principal: Principal, query: SellerProductListQuery): Promise<SellerProductListResponse> {
    const window = { offset: (query.page - 1) * query.pageSize, limit: query.pageSize };
    const { rows, total } = await this.products.pageBySeller(principal.id, query.search, window);
    return {
      success: true,
      products: rows.map((row) => toSellerProductView(row, this.food)),
      pagination: paginationOf(query.page, query.pageSize, total),
    };
  }

  /** One of its own, for editing: someone else's is refused, an unknown one is not found. */
  async get(principal: Principal, id: string): Promise<SellerProductResponse> {
    const row = isUuid(id) ? await this.products.findAny(id) : undefined;
    if (!row) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    if (row.product.sellerId !== principal.id)
      throw DomainError.forbidden(PRODUCT_NOT_OWNED_MESSAGE, 'CATALOG.NOT_PRODUCT_OWNER');
    return { success: true, product: toSellerProductView(row, this.food) };
  }
}
