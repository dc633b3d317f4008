import { Injectable } from '@nestjs/common';
import { isUuid, type ProductIdInput, type ProductResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CatalogSearch } from '../../domain/catalog-search';
import { toProductView } from '../../domain/product-view';

/** One product the storefront may show; anything else (unknown, inactive, unverified seller) is not found. */
@Injectable()
export class GetProductHandler {
  constructor(private readonly catalog: CatalogSearch) {}

  async execute({ id }: ProductIdInput): Promise<ProductResponse> {
    const row = isUuid(id) ? await this.catalog.findVisible(id) : undefined;
    if (!row) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    return { success: true, product: toProductView(row) };
  }
}
