import { Injectable } from '@nestjs/common';
import type { ConfirmStockResult } from '@thindi/contracts';
import { StockRepository } from '../../db/stock.repository';
import { CatalogOutbox } from '../../messaging/catalog-outbox';

/** The order was written: its reservation no longer expires. Repeats are no-ops. */
@Injectable()
export class ConfirmStockHandler {
  constructor(
    private readonly stock: StockRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  /**
   * Asked by the order service, a reservation already released (it expired, or a compensation ran) is taken
   * again when the stock is there; `confirmed: false` tells the order it must not stand.
   */
  async execute(orderId: string): Promise<ConfirmStockResult> {
    const { confirmed, retaken } = await this.stock.confirm(orderId);
    // Only a reservation taken again recorded a stock change to send.
    if (retaken) await this.outbox.flush();
    return { confirmed };
  }
}
