import { Inject, Injectable } from '@nestjs/common';
import type { ReserveStockInput, ReserveStockResult } from '@thindi/contracts';
import { APP_CONFIG, UnitOfWork, type AppConfig } from '@thindi/platform';
import { StockRepository } from '../../db/stock.repository';
import { checkLines, reservesAgain } from '../../domain/stock-rules';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * Prices and takes an order's lines out of their packs' stock (a line without a pack: the default one), all or none, held for RESERVATION_TTL_SECONDS until the
 * order confirms it. A repeat for the same order changes nothing; after that order's release it reserves nothing.
 */
@Injectable()
export class ReserveStockHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stock: StockRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(input: ReserveStockInput): Promise<ReserveStockResult> {
    const expiresAt = new Date(Date.now() + this.config.RESERVATION_TTL_SECONDS * 1000);
    const result = await this.unitOfWork
      .run(async (tx, events): Promise<ReserveStockResult> => {
        const { row, created } = await this.stock.claim(tx, input.orderId, 'held', expiresAt);
        if (!created) {
          if (!reservesAgain(row.status)) return { ok: false, reason: 'released' };
          return { ok: true, products: await this.stock.held(tx, input.orderId) };
        }
        const check = checkLines(await this.stock.lockForSale(tx, input.lines), input.lines);
        // Rolls back the reservation row too: a refused order leaves nothing behind and may try again.
        if (!check.ok) throw new Refused(check.result);
        await this.stock.take(tx, events, input.orderId, check.lines);
        return { ok: true, products: check.products };
      })
      .catch((err: unknown) => {
        if (err instanceof Refused) return err.result;
        throw err;
      });
    return result;
  }
}

/** Carries a refusal out of the transaction, rolling it back. */
class Refused extends Error {
  constructor(readonly result: ReserveStockResult) {
    super('refused');
  }
}
