import { Injectable } from '@nestjs/common';
import {
  isUuid,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_NOT_OWNED_MESSAGE,
  type DeletedProductResponse,
  type Principal,
} from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { CatalogOutbox } from '../../messaging/catalog-outbox';

/**
 * Deletes a seller's own product. Past orders are untouched: they hold a snapshot of each item
 * (name, image, weight, price), never a live reference into the catalogue.
 */
@Injectable()
export class DeleteProductHandler {
  constructor(
    private readonly products: SellerProductsRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async execute(principal: Principal, id: string): Promise<DeletedProductResponse> {
    const current = isUuid(id) ? await this.products.findAny(id) : undefined;
    if (!current) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    if (current.product.sellerId !== principal.id)
      throw DomainError.forbidden(PRODUCT_NOT_OWNED_MESSAGE, 'CATALOG.NOT_PRODUCT_OWNER');
    if (!(await this.products.remove(id, principal.id)))
      throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    await this.outbox.flush();
    return { success: true, message: PRODUCT_DELETED_MESSAGE };
  }
}
