import { Inject, Injectable } from '@nestjs/common';
import { CatalogPatterns, type Principal, type SellerProductStats, type SellerStatsResponse } from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';

/** The seller dashboard's numbers: product counts from the catalog; orders are zero until the orders service lands. */
@Injectable()
export class GetStatsHandler {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  async execute(principal: Principal): Promise<SellerStatsResponse> {
    if (principal.role !== 'seller') throw DomainError.forbidden('This call needs a seller account');
    const products = await this.platform.client.query<SellerProductStats>(CatalogPatterns.sellerStats, {
      sellerId: principal.id,
    });
    return {
      success: true,
      stats: {
        totalProducts: products.totalProducts,
        activeProducts: products.activeProducts,
        totalOrders: 0,
        totalRevenue: 0,
        recentOrders: [],
      },
    };
  }
}
