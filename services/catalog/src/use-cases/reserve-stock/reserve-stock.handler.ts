import { Inject, Injectable } from '@nestjs/common';
import { CatalogEvents, type ReserveStockInput, type ReserveStockResult } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { StockRepository } from '../../db/stock.repository';

/** Takes an order's lines out of stock, all or none; a repeat for the same order answers ok and changes nothing. */
@Injectable()
export class ReserveStockHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly stock: StockRepository,
  ) {}

  async execute(input: ReserveStockInput): Promise<ReserveStockResult> {
    const result = await this.stock.reserve(input);
    if (result === 'already') return { ok: true, products: [] };
    if (result.ok) {
      await this.platform.events.publish(CatalogEvents.productsChanged, {
        productIds: input.lines.map((l) => l.productId),
        reason: 'stock reserved',
        at: new Date().toISOString(),
      });
    }
    return result;
  }
}
