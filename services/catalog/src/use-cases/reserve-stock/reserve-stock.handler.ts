import { Inject, Injectable } from '@nestjs/common';
import type { ReserveStockInput, ReserveStockResult } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { StockRepository } from '../../db/stock.repository';
import { CatalogOutbox } from '../../messaging/catalog-outbox';

/**
 * Prices and takes an order's lines out of stock, all or none, held for RESERVATION_TTL_SECONDS until the
 * order confirms it. A repeat for the same order changes nothing; after that order's release it reserves nothing.
 */
@Injectable()
export class ReserveStockHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly stock: StockRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async execute(input: ReserveStockInput): Promise<ReserveStockResult> {
    const expiresAt = new Date(Date.now() + this.platform.config.RESERVATION_TTL_SECONDS * 1000);
    const result = await this.stock.reserve(input, expiresAt);
    if (result.ok) await this.outbox.flush();
    return result;
  }
}
