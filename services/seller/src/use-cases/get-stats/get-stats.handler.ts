import { Injectable } from '@nestjs/common';
import {
  CatalogPatterns,
  OrderPatterns,
  type Principal,
  type SellerOrderStats,
  type SellerProductStats,
  type SellerStatsResponse,
} from '@thindi/contracts';
import { DomainError, ServiceClient } from '@thindi/platform';

/**
 * The seller dashboard's numbers: product counts (with those lacking their food facts) from the catalog, order
 * figures from the order service.
 */
@Injectable()
export class GetStatsHandler {
  constructor(private readonly client: ServiceClient) {}

  async execute(principal: Principal): Promise<SellerStatsResponse> {
    if (principal.role !== 'seller') throw DomainError.forbidden('This call needs a seller account');
    const [products, orders] = await Promise.all([
      this.client.query<SellerProductStats>(CatalogPatterns.sellerStats, { sellerId: principal.id }),
      this.client.query<SellerOrderStats>(OrderPatterns.sellerStats, { sellerId: principal.id }),
    ]);
    return {
      success: true,
      stats: {
        totalProducts: products.totalProducts,
        activeProducts: products.activeProducts,
        totalOrders: orders.totalOrders,
        totalRevenue: orders.totalRevenue,
        recentOrders: orders.recentOrders,
        foodFacts: products.foodFacts,
      },
    };
  }
}
