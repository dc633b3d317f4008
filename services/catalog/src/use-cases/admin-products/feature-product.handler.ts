import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type AdminFeatureProductInput, type AdminProductToggleResponse } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { AdminProductsRepository } from '../../db/admin-products.repository';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { toSellerProductView, type FoodFactsPolicy } from '../../domain/product-view';
import { FOOD_FACTS_POLICY } from '../../catalog.constants';
import type { CatalogDb } from '../../db/catalog-db';

const notFound = () => DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');

/**
 * An admin features a product on the storefront or stops featuring it; no seller can (its saves leave the flag as
 * it is). A product already so is left alone (409), so two admins clicking at once do not undo each other. The
 * storefront caches are dropped at once through the products-changed event.
 */
@Injectable()
export class FeatureProductHandler {
  constructor(
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
    private readonly admin: AdminProductsRepository,
    private readonly products: SellerProductsRepository,
    @Inject(FOOD_FACTS_POLICY) private readonly food: FoodFactsPolicy,
  ) {}

  async execute({ id, featured }: AdminFeatureProductInput): Promise<AdminProductToggleResponse> {
    if (!isUuid(id)) throw notFound();
    const changed = await this.unitOfWork.run((tx, events) => this.admin.setFeatured(tx, events, id, featured));
    if (!changed) {
      if (!(await this.products.findAny(id))) throw notFound();
      throw DomainError.conflict(
        `Product is already ${featured ? 'featured' : 'not featured'}`,
        'ACCOUNT.STATE_UNCHANGED',
      );
    }
    const row = await this.products.findAny(id);
    if (!row) throw notFound();
    return {
      success: true,
      message: featured ? 'Product featured' : 'Product no longer featured',
      product: toSellerProductView(row, this.food),
    };
  }
}
