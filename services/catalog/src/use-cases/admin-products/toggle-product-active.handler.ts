import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type AdminProductToggleResponse, type AdminToggleInput } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { AdminProductsRepository } from '../../db/admin-products.repository';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { toSellerProductView, type FoodFactsPolicy } from '../../domain/product-view';
import { FOOD_FACTS_POLICY } from '../../catalog.constants';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * An admin switches a product off (with a reason, shown to its seller and mailed to it) or back on. The storefront caches are dropped at once, so a
 * deactivated product leaves the shop without waiting for a cache to expire. With the wanted state given, a
 * product already in it is left alone (409): two admins clicking at once do not undo each other.
 */
@Injectable()
export class ToggleProductActiveHandler {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
    private readonly admin: AdminProductsRepository,
    private readonly products: SellerProductsRepository,
    @Inject(FOOD_FACTS_POLICY) private readonly food: FoodFactsPolicy,
  ) {}

  async execute({ id, isActive: wanted, reason }: AdminToggleInput): Promise<AdminProductToggleResponse> {
    if (!isUuid(id)) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    const toggled = await this.unitOfWork.run((tx, events) => this.admin.toggleActive(tx, events, id, wanted, reason));
    if (!toggled) {
      if (!(await this.products.findAny(id)))
        throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
      throw DomainError.conflict(`Product is already ${wanted ? 'active' : 'inactive'}`, 'ACCOUNT.STATE_UNCHANGED');
    }
    const row = await this.products.findAny(id);
    if (!row) throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    return {
      success: true,
      message: toggled.isActive ? 'Product activated' : 'Product deactivated',
      product: toSellerProductView(row, this.food),
    };
  }
}
