import { Injectable } from '@nestjs/common';
import type { ProductFigures } from '@thindi/contracts';
import { AdminProductsRepository } from '../../db/admin-products.repository';
import { FoodFactsRepository } from '../../db/food-facts.repository';

/**
 * The catalogue's share of the admin's figures: how many products, how many of them are active, and how many are
 * sold in their grace without their food facts or held for them.
 */
@Injectable()
export class ProductFiguresHandler {
  constructor(
    private readonly products: AdminProductsRepository,
    private readonly facts: FoodFactsRepository,
  ) {}

  async execute(): Promise<ProductFigures> {
    const [figures, food] = await Promise.all([this.products.figures(), this.facts.figures()]);
    return { ...figures, ...food };
  }
}
