import { Inject, Injectable } from '@nestjs/common';
import { UnitOfWork } from '@thindi/platform';
import type { FinanceDb } from '../../db/finance-db';
import { SettlementsRepository } from '../../db/settlements.repository';
import { releasedEntry } from '../../ledger/entries';
import { Ledger } from '../../ledger/ledger';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';

/**
 * The return window of delivered parts passed: each seller's held amount becomes payable (state and ledger in
 * one transaction; a part already released or reversed meanwhile is left alone). Answers how many were released.
 */
@Injectable()
export class ReleaseSettlementsHandler {
  constructor(
    private readonly settlements: SettlementsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    private readonly ledger: Ledger,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const row of await this.settlements.dueForRelease(now)) {
      await this.unitOfWork.run(async (tx) => {
        if (!(await this.settlements.markReleased(tx, row, now))) return;
        const entry = releasedEntry({ ...row, at: row.releaseAt });
        if (entry) await this.ledger.post(tx, entry);
        released++;
      });
    }
    return released;
  }
}
