import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CATALOG_FOOD_FACTS_QUEUE, CatalogFoodFactsJobs } from '@thindi/contracts';
import {
  APP_CONFIG,
  JOB_QUEUE,
  LOGGER,
  UnitOfWork,
  type AppConfig,
  type JobQueue,
  type Logger,
} from '@thindi/platform';
import { FOOD_FACTS_POLICY } from '../catalog.constants';
import type { CatalogDb } from '../db/catalog-db';
import { FoodFactsRepository } from '../db/food-facts.repository';
import type { FoodFactsPolicy } from '../domain/product-view';

/** Sellers whose due products are held per transaction: a large catalogue is held in several short ones. */
const SELLERS_PER_BATCH = 20;
const DAY_MS = 86_400_000;

/** What one transaction of the sweep did: products held, sellers taken, and sellers whose hold failed. */
interface HoldRun {
  held: number;
  sellers: number;
  failed?: number;
}

/**
 * Takes off sale the products whose grace period (FOOD_FACTS_GRACE_DAYS from their first save) ended without their
 * required food facts, and mails each seller once per run the products held and what each misses. Runs every
 * FOOD_FACTS_SWEEP_SECONDS as a repeatable job: BullMQ in distributed mode (one replica takes each run), a timer in
 * standalone; replicas sweeping at once skip each other's rows.
 */
@Injectable()
export class FoodFactsSweeper implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FOOD_FACTS_POLICY) private readonly policy: FoodFactsPolicy,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly facts: FoodFactsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(CATALOG_FOOD_FACTS_QUEUE, async (_data, { name }) => {
      if (name === CatalogFoodFactsJobs.holdDue) await this.sweep();
    });
    const everyMs = this.config.FOOD_FACTS_SWEEP_SECONDS * 1000;
    await this.jobs.repeat(CATALOG_FOOD_FACTS_QUEUE, CatalogFoodFactsJobs.holdDue, everyMs);
  }

  /** Holds every product due at `now`; answers how many. */
  async sweep(now = new Date()): Promise<number> {
    const graceStart = new Date(now.getTime() - this.policy.graceDays * DAY_MS);
    // Sellers whose hold failed in this run: left for the next one, so they do not keep the others' products on sale.
    const skip: string[] = [];
    let held = 0;
    for (;;) {
      const batch: HoldRun = await this.unitOfWork
        .run((tx, events) => this.facts.holdDue(tx, events, graceStart, SELLERS_PER_BATCH, now, { skip }))
        .catch(() => this.holdOneByOne(graceStart, now, skip));
      held += batch.held;
      // Nothing held and nothing failed: what is still due is locked by a sweep running at once, which holds it.
      if (batch.sellers < SELLERS_PER_BATCH || (batch.held === 0 && !batch.failed)) break;
    }
    if (held) this.logger.info({ held }, 'products held for want of their food facts');
    return held;
  }

  /** A batch that failed, held seller by seller: each seller whose own hold fails is logged and added to `skip`. */
  private async holdOneByOne(graceStart: Date, now: Date, skip: string[]): Promise<HoldRun> {
    const sellerIds = await this.facts.dueSellerIds(graceStart, SELLERS_PER_BATCH, { skip });
    let held = 0;
    let failed = 0;
    for (const only of sellerIds) {
      try {
        const one = await this.unitOfWork.run((tx, events) =>
          this.facts.holdDue(tx, events, graceStart, 1, now, { only }),
        );
        held += one.held;
      } catch (err) {
        failed += 1;
        skip.push(only);
        this.logger.error({ err, sellerId: only }, 'could not hold the products of a seller without food facts');
      }
    }
    return { held, sellers: sellerIds.length, failed };
  }
}
