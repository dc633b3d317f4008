import { Inject, Injectable } from '@nestjs/common';
import { isUuid, type SellerProductStats } from '@thindi/contracts';
import { FOOD_FACTS_POLICY } from '../../catalog.constants';
import { FoodFactsRepository } from '../../db/food-facts.repository';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import type { FoodFactsPolicy } from '../../domain/product-view';

const NONE: SellerProductStats = {
  totalProducts: 0,
  activeProducts: 0,
  foodFacts: { missing: 0, held: 0, dueAt: null },
};

/**
 * How many products a seller has, how many of them are active, and how many lack their required food facts (on
 * grace, or held), counted over all its products for its dashboard.
 */
@Injectable()
export class SellerStatsHandler {
  constructor(
    private readonly products: SellerProductsRepository,
    private readonly facts: FoodFactsRepository,
    @Inject(FOOD_FACTS_POLICY) private readonly policy: FoodFactsPolicy,
  ) {}

  async execute(sellerId: string): Promise<SellerProductStats> {
    if (!isUuid(sellerId)) return NONE;
    const [counts, foodFacts] = await Promise.all([
      this.products.stats(sellerId),
      this.facts.sellerCounts(sellerId, this.policy.graceDays),
    ]);
    return { ...counts, foodFacts };
  }
}
