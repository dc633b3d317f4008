import { Inject, Injectable } from '@nestjs/common';
import type { ConfirmStockResult } from '@thindi/contracts';
import { UnitOfWork } from '@thindi/platform';
import { StockRepository } from '../../db/stock.repository';
import type { CatalogDb } from '../../db/catalog-db';

/** The order was written: its reservation no longer expires. Repeats are no-ops. */
@Injectable()
export class ConfirmStockHandler {
  constructor(
    private readonly stock: StockRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  /**
   * Asked by the order service, a reservation already released (it expired, or a compensation ran) is taken
   * again when the stock is there; `confirmed: false` tells the order it must not stand.
   */
  async execute(orderId: string): Promise<ConfirmStockResult> {
    if (await this.stock.confirmHeld(orderId)) return { confirmed: true };
    const { confirmed } = await this.unitOfWork.run((tx, events) => this.stock.confirm(tx, events, orderId));
    return { confirmed };
  }
}
