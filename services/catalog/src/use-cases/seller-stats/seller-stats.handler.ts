import { Injectable } from '@nestjs/common';
import { isUuid, type SellerProductStats } from '@thindi/contracts';
import { SellerProductsRepository } from '../../db/seller-products.repository';

/** How many products a seller has, and how many of them are active (for its dashboard). */
@Injectable()
export class SellerStatsHandler {
  constructor(private readonly products: SellerProductsRepository) {}

  execute(sellerId: string): Promise<SellerProductStats> {
    if (!isUuid(sellerId)) return Promise.resolve({ totalProducts: 0, activeProducts: 0 });
    return this.products.stats(sellerId);
  }
}
