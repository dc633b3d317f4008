import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, LOGGER, UnitOfWork, type AppConfig, type Logger } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import type { FinanceDb } from '../../db/finance-db';
import { PayoutsRepository } from '../../db/payouts.repository';
import type { PayoutRow } from '../../db/schema';
import { lastPayoutSlot, payoutReference, weeklyRunKey } from '../../domain/payout-schedule';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';

/**
 * Makes the due payouts of a run: one per seller whose payable balance, less what is already in due payouts, is
 * positive, for exactly that much (never more than the balance; a negative balance after a return is netted by
 * waiting for later sales). Runs take a lock and a run key, so replicas and retries make each run once.
 */
@Injectable()
export class RunPayoutsHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly payouts: PayoutsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
    @Inject(FINANCE_CLOCK) private readonly clock: Clock,
  ) {}

  /** The scheduled weekly run, if its slot has come and it was not made yet. */
  scheduled(): Promise<PayoutRow[]> {
    const slot = lastPayoutSlot(this.clock.now(), this.config.PAYOUT_WEEKDAY);
    return this.run(weeklyRunKey(slot));
  }

  /** A run an admin asks for now. */
  now(): Promise<PayoutRow[]> {
    return this.run(`manual:${this.clock.now().toISOString()}:${randomUUID()}`);
  }

  private run(runKey: string): Promise<PayoutRow[]> {
    const at = this.clock.now();
    return this.unitOfWork.run(async (tx) => {
      await this.payouts.lockRuns(tx);
      if (!(await this.payouts.claimRun(tx, runKey))) return [];
      const dayStart = new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
      let index = await this.payouts.countSince(tx, dayStart);
      const created: PayoutRow[] = [];
      for (const balance of await this.payouts.balances(tx)) {
        const amountPaise = balance.payablePaise - balance.duePaise;
        if (amountPaise <= 0) continue;
        index += 1;
        created.push(
          await this.payouts.insert(tx, {
            id: randomUUID(),
            sellerId: balance.sellerId,
            sellerName: balance.sellerName,
            reference: payoutReference(at, index),
            amountPaise,
            state: 'due',
            runKey,
            createdAt: at,
          }),
        );
      }
      if (created.length > 0) this.logger.info({ runKey, payouts: created.length }, 'payouts made');
      return created;
    });
  }
}
