import { Injectable } from '@nestjs/common';
import type { ProductFigures } from '@thindi/contracts';
import { AdminProductsRepository } from '../../db/admin-products.repository';

/** The catalogue's share of the admin's figures: how many products, and how many of them are active. */
@Injectable()
export class ProductFiguresHandler {
  constructor(private readonly products: AdminProductsRepository) {}

  execute(): Promise<ProductFigures> {
    return this.products.figures();
  }
}
