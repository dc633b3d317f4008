import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ErrorCodes, MediaPatterns, type Principal } from '@thindi/contracts';
import {
  DomainError,
  ServiceClient,
  APP_CONFIG,
  type AppConfig,
  LOGGER,
  type Logger,
  JOB_QUEUE,
  type JobQueue,
} from '@thindi/platform';
import { posix } from 'node:path';
import { SellersRepository } from '../db/sellers.repository';
import type { SellerRow } from '../db/schema';
import { SELLER_JOBS_QUEUE, SellerJobs } from '../seller.constants';

const BATCH = 50;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes seller registrations whose e-mail is not proven and never will be (a proven seller holds it), or not
 * within SELLER_UNPROVEN_TTL_DAYS, with their KYC documents (decision 008). A seller an admin approved is kept.
 * Runs hourly as a repeatable job: BullMQ in distributed mode (one replica takes each run), a timer in standalone.
 */
@Injectable()
export class UnprovenSweeper implements OnModuleInit {
  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly sellers: SellersRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(SELLER_JOBS_QUEUE, async (_data, { name }) => {
      if (name === SellerJobs.sweepUnproven) await this.sweep();
    });
    await this.jobs.repeat(SELLER_JOBS_QUEUE, SellerJobs.sweepUnproven, SWEEP_EVERY_MS);
  }

  /**
   * Removes what is due at `now`: documents first (a registration whose documents cannot be removed now is kept
   * for the next sweep), then the row. Answers how many registrations were removed.
   */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - this.config.SELLER_UNPROVEN_TTL_DAYS * DAY_MS);
    const tried = new Set<string>();
    let removed = 0;
    for (;;) {
      const due = (await this.sellers.unprovenToRemove(before, BATCH)).filter((row) => !tried.has(row.id));
      if (due.length === 0) break;
      for (const row of due) {
        tried.add(row.id);
        if (!(await this.discardDocuments(row))) continue;
        if (await this.sellers.removeUnproven(row.id)) removed++;
      }
    }
    if (removed) this.logger.info({ removed }, 'unproven seller registrations removed');
    return removed;
  }

  /** Asks the media service to discard the row's documents; one already gone counts as discarded. */
  private async discardDocuments(row: SellerRow): Promise<boolean> {
    const owner: Principal = { id: row.id, role: 'seller', email: row.email };
    const names = Object.values(row.documents).map((key) => posix.basename(key));
    const results = await Promise.allSettled(
      names.map((name) =>
        this.client
          .command(MediaPatterns.discardDocument, { principal: owner, input: { name } })
          .catch((err: unknown) => {
            if (!(err instanceof DomainError && err.kind === ErrorCodes.notFound)) throw err;
          }),
      ),
    );
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (!failed) return true;
    this.logger.warn({ err: failed.reason, sellerId: row.id }, 'unproven seller kept: documents not removed');
    return false;
  }
}
