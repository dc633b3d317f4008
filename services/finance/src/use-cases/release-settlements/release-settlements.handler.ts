import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '@thindi/platform';
import type { FinanceDb } from '../../db/finance-db';
import { PartHoldsRepository } from '../../db/part-holds.repository';
import { SettlementsRepository } from '../../db/settlements.repository';
import { releasedEntry } from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';

/**
 * The return window of delivered parts passed: each seller's held amount becomes payable (state and ledger in
 * one transaction; a part already released or reversed meanwhile, or held by a shopper's open ticket, is left
 * alone: it is released by the first sweep after the ticket is resolved). Answers how many were released.
 */
@Injectable()
export class ReleaseSettlementsHandler {
  constructor(
    private readonly settlements: SettlementsRepository,
    private readonly holds: PartHoldsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    private readonly ledger: Ledger,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const row of await this.settlements.dueForRelease(now)) {
      await this.unitOfWork.run(async (tx) => {
        // The part's lock first, then the holds in a statement of their own: a ticket opened meanwhile is seen.
        const locked = await this.settlements.find(row.orderId, row.sellerId, tx);
        if (!locked || (await this.holds.isHeld(tx, row.orderId, row.sellerId))) return;
        if (!(await this.settlements.markReleased(tx, row, now))) return;
        // What refunds took back of the seller's share while it was held is not the seller's to be paid.
        const entry = releasedEntry({
          ...locked,
          netPaise: locked.netPaise - locked.refundedNetPaise,
          at: row.releaseAt,
        });
        if (entry) await this.ledger.post(tx, entry);
        released++;
      });
    }
    return released;
  }
}
