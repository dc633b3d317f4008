import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CATALOG_JOBS_QUEUE, CatalogJobs, OrderPatterns, type StandingOrdersResponse } from '@thindi/contracts';
import {
  APP_CONFIG,
  JOB_QUEUE,
  LOGGER,
  ServiceClient,
  UnitOfWork,
  type AppConfig,
  type JobQueue,
  type Logger,
} from '@thindi/platform';
import type { CatalogDb } from '../db/catalog-db';
import { StockRepository } from '../db/stock.repository';

/**
 * Gives back stock held for orders that never confirmed it (the order service crashed, or gave up) once the
 * reservation expires. Runs every RESERVATION_SWEEP_SECONDS as a repeatable job: BullMQ in distributed mode (one
 * replica takes each run), a timer in standalone. Safe with several replicas sweeping at once.
 */
const BATCH = 100;
/** A sweep waits this long for the order service; without its answer nothing is freed until the next sweep. */
const STANDING_TIMEOUT_MS = 3000;

@Injectable()
export class ReservationSweeper implements OnModuleInit {
  constructor(
    private readonly client: ServiceClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly stock: StockRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(CATALOG_JOBS_QUEUE, async (_data, { name }) => {
      if (name === CatalogJobs.sweepReservations) await this.sweep();
    });
    const everyMs = this.config.RESERVATION_SWEEP_SECONDS * 1000;
    await this.jobs.repeat(CATALOG_JOBS_QUEUE, CatalogJobs.sweepReservations, everyMs);
  }

  /**
   * Settles every held reservation that expired before `now`: the order service says which orders stand (their
   * stock is kept for good: a confirm was lost) and the rest is given back. When the order service cannot
   * answer, nothing is settled this round. Answers how many were released.
   */
  async sweep(now = new Date()): Promise<number> {
    let released = 0;
    const seen = new Set<string>();
    for (;;) {
      const expired = (await this.stock.expiredHeld(now, BATCH)).filter((id) => !seen.has(id));
      if (expired.length === 0) break;
      const standing = await this.standing(expired);
      if (!standing) break;
      for (const orderId of expired) {
        seen.add(orderId);
        const settled = await this.unitOfWork.run((tx, events) =>
          this.stock.settleExpired(tx, events, orderId, now, standing.has(orderId)),
        );
        if (settled === 'released') released++;
      }
    }
    if (seen.size) {
      this.logger.info({ released, settled: seen.size }, 'expired stock reservations settled');
    }
    return released;
  }

  private async standing(orderIds: string[]): Promise<Set<string> | undefined> {
    try {
      const answer = await this.client.query<StandingOrdersResponse>(
        OrderPatterns.standing,
        { orderIds },
        { timeoutMs: STANDING_TIMEOUT_MS },
      );
      return new Set(answer.standing);
    } catch (err) {
      this.logger.warn({ err }, 'reservation sweep postponed: the order service did not answer');
      return undefined;
    }
  }
}
