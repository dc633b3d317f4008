import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { ORDER_REVIEW_REQUEST_QUEUE, ReviewRequestJobs, type ReviewRequestJob } from '@thindi/contracts';
import {
  APP_CONFIG,
  JOB_QUEUE,
  LOGGER,
  UnitOfWork,
  type AppConfig,
  type JobQueue,
  type Logger,
  type OutboxEntry,
} from '@thindi/platform';
import type { OrderDb } from '../db/order-db';
import { ReviewRequestsRepository, type DuePart } from '../db/review-requests.repository';
import { ReviewRequestProcessor } from './review-request.processor';

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 100;
/**
 * Parts delivered longer ago than the delay plus this are never asked about: on the first start after this feature
 * (or after a long outage) the shoppers of every part ever delivered are not all mailed at once about old orders.
 */
const LATEST_ASK_DAYS = 14;

/**
 * Asks shoppers to rate what they received, REVIEW_REQUEST_DELAY_DAYS after a part is delivered. Runs every
 * REVIEW_REQUEST_SWEEP_SECONDS as a repeatable job (BullMQ in distributed mode, one replica takes each run; a timer
 * standalone). Each request is a row in order.review_requests written with its outbox job, so a restart loses none
 * and a part is asked about once, with several replicas sweeping at once too.
 */
@Injectable()
export class ReviewRequestSweeper implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly requests: ReviewRequestsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    private readonly processor: ReviewRequestProcessor,
  ) {}

  async onModuleInit(): Promise<void> {
    // One queue holds both the sweep and the requests it writes: a queue has one processor, which picks by name.
    await this.jobs.process(ORDER_REVIEW_REQUEST_QUEUE, async (data, { name }) => {
      if (name === ReviewRequestJobs.sweep) await this.sweep();
      else if (name === ReviewRequestJobs.request) await this.processor.process(data);
    });
    const everyMs = this.config.REVIEW_REQUEST_SWEEP_SECONDS * 1000;
    await this.jobs.repeat(ORDER_REVIEW_REQUEST_QUEUE, ReviewRequestJobs.sweep, everyMs);
  }

  /** Writes a request for every part due one at `now`; answers how many were written. */
  async sweep(now = new Date()): Promise<number> {
    const delayDays = this.config.REVIEW_REQUEST_DELAY_DAYS;
    const until = new Date(now.getTime() - delayDays * DAY_MS);
    const since = new Date(until.getTime() - LATEST_ASK_DAYS * DAY_MS);
    let written = 0;
    const seen = new Set<string>();
    for (;;) {
      const due = (await this.requests.due(since, until, BATCH)).filter((p) => !seen.has(key(p)));
      if (due.length === 0) break;
      for (const part of due) {
        seen.add(key(part));
        const asked = await this.unitOfWork.run(async (tx, events) => {
          if (!(await this.requests.record(tx, part))) return false;
          events.add(requestEntry(part));
          return true;
        });
        if (asked) written++;
      }
    }
    if (written) this.logger.info({ written }, 'review requests written for delivered parts');
    return written;
  }
}

const key = (p: DuePart) => `${p.orderId}:${p.sellerId}`;

/** The request's job: the part's products, each once, as the shopper ordered them. */
function requestEntry(part: DuePart): OutboxEntry {
  const products = new Map<string, string>();
  for (const item of part.items)
    if (item.sellerId === part.sellerId && !products.has(item.productId))
      products.set(item.productId, item.productName);
  const data: ReviewRequestJob = {
    orderId: part.orderId,
    sellerId: part.sellerId,
    customerId: part.customerId,
    orderNumber: part.orderNumber,
    products: [...products].map(([productId, name]) => ({ productId, name })),
  };
  return { kind: 'job', queue: ORDER_REVIEW_REQUEST_QUEUE, name: ReviewRequestJobs.request, data };
}
