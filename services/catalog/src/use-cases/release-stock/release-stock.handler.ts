import { Inject, Injectable } from '@nestjs/common';
import type { ReleaseStockResult } from '@thindi/contracts';
import { UnitOfWork } from '@thindi/platform';
import { StockRepository } from '../../db/stock.repository';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * Gives back what an order holds, exactly once however often it is asked. Asked before the reserve arrived
 * (a timed-out reserve), it leaves a tombstone so that reserve, when it comes, takes nothing.
 */
@Injectable()
export class ReleaseStockHandler {
  constructor(
    private readonly stock: StockRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(orderId: string): Promise<ReleaseStockResult> {
    const productIds = await this.unitOfWork.run((tx, events) => this.stock.release(tx, events, orderId));
    if (productIds.length === 0) return { released: false };
    return { released: true };
  }

  /** Gives back one cancelled part's lines of an order that stands, exactly once however often it is asked. */
  async lines(orderId: string, productIds: string[]): Promise<void> {
    await this.unitOfWork.run((tx, events) => this.stock.releaseLines(tx, events, orderId, productIds));
  }
}
