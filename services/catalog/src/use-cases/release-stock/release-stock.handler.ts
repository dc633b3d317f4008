import { Injectable } from '@nestjs/common';
import type { ReleaseStockResult } from '@thindi/contracts';
import { StockRepository } from '../../db/stock.repository';
import { CatalogOutbox } from '../../messaging/catalog-outbox';

/**
 * Gives back what an order holds, exactly once however often it is asked. Asked before the reserve arrived
 * (a timed-out reserve), it leaves a tombstone so that reserve, when it comes, takes nothing.
 */
@Injectable()
export class ReleaseStockHandler {
  constructor(
    private readonly stock: StockRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async execute(orderId: string): Promise<ReleaseStockResult> {
    const productIds = await this.stock.release(orderId);
    if (productIds.length === 0) return { released: false };
    await this.outbox.flush();
    return { released: true };
  }

  /** Gives back one cancelled part's lines of an order that stands, exactly once however often it is asked. */
  async lines(orderId: string, productIds: string[]): Promise<void> {
    const given = await this.stock.releaseLines(orderId, productIds);
    if (given.length) await this.outbox.flush();
  }
}
