import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ORDER_UNPAID_QUEUE, UnpaidOrderJobs } from '@thindi/contracts';
import { APP_CONFIG, JOB_QUEUE, LOGGER, type AppConfig, type JobQueue, type Logger } from '@thindi/platform';
import { OrdersRepository } from '../db/orders.repository';
import { ORDER_CLOCK, type Clock } from '../order.constants';
import { CancelOrderHandler, UNPAID_CANCELLABLE_STATUSES } from '../use-cases/cancel-order/cancel-order.handler';

const BATCH = 100;

/**
 * Cancels UPI orders still awaiting payment once their time to pay (UNPAID_ORDER_TIMEOUT_HOURS after placement)
 * has passed, through the shopper's cancel path: the catalog gives the stock back on the order.status-changed event
 * and the shopper is mailed that the order was cancelled, both written to the outbox with the cancel. Runs every
 * UNPAID_SWEEP_SECONDS as a repeatable job (one replica takes each run in distributed mode; a timer standalone);
 * each cancel is written only while the order still awaits payment, so sweeps racing (or a sweep racing the
 * payment being marked) cancel an order once, or not at all.
 */
@Injectable()
export class UnpaidOrderSweeper implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
    private readonly orders: OrdersRepository,
    private readonly cancel: CancelOrderHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(ORDER_UNPAID_QUEUE, async (_data, { name }) => {
      if (name === UnpaidOrderJobs.sweep) await this.sweep();
    });
    const everyMs = this.config.UNPAID_SWEEP_SECONDS * 1000;
    await this.jobs.repeat(ORDER_UNPAID_QUEUE, UnpaidOrderJobs.sweep, everyMs);
  }

  /** Cancels every order whose time to pay ended by the clock's now; answers how many this sweep cancelled. */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const tried = new Set<string>();
    let cancelled = 0;
    for (;;) {
      const due = (await this.orders.unpaidDue(now, BATCH, UNPAID_CANCELLABLE_STATUSES)).filter((id) => !tried.has(id));
      if (due.length === 0) break;
      for (const id of due) {
        tried.add(id);
        if (await this.cancel.cancelUnpaid(id, now)) cancelled++;
      }
    }
    if (cancelled) this.logger.info({ cancelled }, 'unpaid UPI orders cancelled');
    return cancelled;
  }
}
