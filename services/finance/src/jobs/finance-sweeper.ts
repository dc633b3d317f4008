import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, JOB_QUEUE, LOGGER, type AppConfig, type JobQueue, type Logger } from '@thindi/platform';
import { ReleaseSettlementsHandler } from '../use-cases/release-settlements/release-settlements.handler';
import { RunPayoutsHandler } from '../use-cases/payouts/run-payouts.handler';

export const FINANCE_JOBS_QUEUE = 'finance-jobs';
export const FinanceJobs = { sweep: 'settlements.sweep' } as const;

/**
 * Every FINANCE_SWEEP_SECONDS (a BullMQ repeatable job in distributed mode, one replica takes each run; a timer
 * standalone): parts whose return window passed become payable, then the week's payout run is made if its slot
 * (PAYOUT_WEEKDAY, 10:00 in India) has come and it was not made yet.
 */
@Injectable()
export class FinanceSweeper implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly release: ReleaseSettlementsHandler,
    private readonly payouts: RunPayoutsHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(FINANCE_JOBS_QUEUE, async (_data, { name }) => {
      if (name === FinanceJobs.sweep) await this.sweep();
    });
    const everyMs = this.config.FINANCE_SWEEP_SECONDS * 1000;
    await this.jobs.repeat(FINANCE_JOBS_QUEUE, FinanceJobs.sweep, everyMs);
  }

  async sweep(): Promise<{ released: number; payouts: number }> {
    const released = await this.release.execute();
    const made = await this.payouts.scheduled();
    if (released > 0) this.logger.info({ released }, 'return windows passed: amounts payable');
    return { released, payouts: made.length };
  }
}
