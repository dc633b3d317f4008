import { Inject, Injectable } from '@nestjs/common';
import { CatalogEvents, isUuid, type AdminProductToggleResponse } from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { AdminProductsRepository } from '../../db/admin-products.repository';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { toSellerProductView } from '../../domain/product-view';

/**
 * An admin switches a product off (or back on). The storefront caches are dropped at once, so a
 * deactivated product leaves the shop without waiting for a cache to expire.
 */
@Injectable()
export class ToggleProductActiveHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly admin: AdminProductsRepository,
    private readonly products: SellerProductsRepository,
  ) {}

  async execute(id: string): Promise<AdminProductToggleResponse> {
    const isActive = isUuid(id) ? await this.admin.toggleActive(id) : undefined;
    if (isActive === undefined) throw DomainError.notFound('Product not found');
    await this.platform.events.publish(CatalogEvents.productsChanged, {
      productIds: [id],
      reason: isActive ? 'product activated' : 'product deactivated',
      at: new Date().toISOString(),
    });
    const row = await this.products.findAny(id);
    if (!row) throw DomainError.notFound('Product not found');
    return {
      success: true,
      message: isActive ? 'Product activated' : 'Product deactivated',
      product: toSellerProductView(row),
    };
  }
}
