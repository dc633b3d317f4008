import { Inject, Injectable } from '@nestjs/common';
import {
  isUuid,
  PRODUCT_DELETED_MESSAGE,
  PRODUCT_NOT_OWNED_MESSAGE,
  type DeletedProductResponse,
  type Principal,
} from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { productsChanged } from '../../db/products-changed';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * Deletes a seller's own product. Past orders are untouched: they hold a snapshot of each item
 * (name, image, weight, price), never a live reference into the catalogue.
 */
@Injectable()
export class DeleteProductHandler {
  constructor(
    private readonly products: SellerProductsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(principal: Principal, id: string): Promise<DeletedProductResponse> {
    const current = isUuid(id) ? await this.products.findAny(id) : undefined;
    if (!current) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    if (current.product.sellerId !== principal.id)
      throw DomainError.forbidden(PRODUCT_NOT_OWNED_MESSAGE, 'CATALOG.NOT_PRODUCT_OWNER');
    const removed = await this.unitOfWork.run(async (tx, events) => {
      if (!(await this.products.remove(tx, id, principal.id))) return false;
      productsChanged(events, [id], 'product deleted');
      return true;
    });
    if (!removed) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    return { success: true, message: PRODUCT_DELETED_MESSAGE };
  }
}
