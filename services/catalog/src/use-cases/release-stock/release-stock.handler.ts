import { Inject, Injectable } from '@nestjs/common';
import { CatalogEvents, type ReleaseStockResult } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { StockRepository } from '../../db/stock.repository';

/** Gives back what an order holds, exactly once however often it is asked. */
@Injectable()
export class ReleaseStockHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly stock: StockRepository,
  ) {}

  async execute(orderId: string): Promise<ReleaseStockResult> {
    const productIds = await this.stock.release(orderId);
    if (productIds.length === 0) return { released: false };
    await this.platform.events.publish(CatalogEvents.productsChanged, {
      productIds,
      reason: 'stock released',
      at: new Date().toISOString(),
    });
    return { released: true };
  }
}
