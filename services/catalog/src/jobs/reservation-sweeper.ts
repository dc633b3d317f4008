import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CATALOG_JOBS_QUEUE, CatalogJobs } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { StockRepository } from '../db/stock.repository';
import { CatalogOutbox } from '../messaging/catalog-outbox';

/**
 * Gives back stock held for orders that never confirmed it (the order service crashed, or gave up) once the
 * reservation expires. Runs every RESERVATION_SWEEP_SECONDS as a repeatable job: BullMQ in distributed mode (one
 * replica takes each run), a timer in standalone. Safe with several replicas sweeping at once.
 */
@Injectable()
export class ReservationSweeper implements OnModuleInit {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly stock: StockRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.platform.jobs.process(CATALOG_JOBS_QUEUE, async (_data, { name }) => {
      if (name === CatalogJobs.sweepReservations) await this.sweep();
    });
    const everyMs = this.platform.config.RESERVATION_SWEEP_SECONDS * 1000;
    await this.platform.jobs.repeat(CATALOG_JOBS_QUEUE, CatalogJobs.sweepReservations, everyMs);
  }

  /** Releases every held reservation that expired before `now`, each in its own transaction; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    let released = 0;
    while (await this.stock.releaseOneExpired(now)) released++;
    if (released) {
      this.platform.logger.info({ released }, 'expired stock reservations released');
      await this.outbox.flush();
    }
    return released;
  }
}
