import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { FOOD_LICENCE_MAIL_JOB, MAIL_QUEUE, type FoodLicenceMail } from '@thindi/contracts';
import {
  APP_CONFIG,
  type AppConfig,
  JOB_QUEUE,
  type JobQueue,
  LOGGER,
  type Logger,
  UnitOfWork,
  type UnitEvents,
} from '@thindi/platform';
import { FoodLicencesRepository } from '../db/food-licences.repository';
import { publishPublicProfile, unpublishedSellers } from '../db/public-profiles.repository';
import type { SellerDb } from '../db/seller-db';
import type { SellerRow } from '../db/schema';
import { graceEndOf, isSelling, licenceMailsDue, type LicenceMailDue } from '../domain/food-licence';
import { SELLER_LICENCE_QUEUE, SellerLicenceJobs } from '../seller.constants';

const BATCH = 100;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** What one sweep did. */
export interface LicenceSweep {
  mailed: number;
  published: number;
  /** Sellers left as they were for the next sweep, their settling having failed. */
  failed: number;
}

/**
 * Keeps sellers' FSSAI licences honest (decision 035), hourly as a repeatable job (one replica takes each run):
 * mails a reminder FSSAI_REMINDER_DAYS before the verified licence lapses and a notice when it lapsed (a renewal
 * waiting for verification does not hold them back), tells a seller approved before licences were required that its
 * grace runs and when it ended; and whenever whether a seller sells changed, tells the catalog
 * (seller.public-profile-changed), each through the outbox with the change that records it. At start-up, every seller
 * the catalog never heard of is published once.
 */
@Injectable()
export class FoodLicenceSweeper implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<SellerDb>,
    private readonly licences: FoodLicencesRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(SELLER_LICENCE_QUEUE, async (_data, { name }) => {
      if (name === SellerLicenceJobs.sweep) await this.sweep();
    });
    await this.jobs.repeat(SELLER_LICENCE_QUEUE, SellerLicenceJobs.sweep, SWEEP_EVERY_MS);
  }

  /** Not awaited by the start: a failure is logged, and the next start (or sweep) tries again. */
  onApplicationBootstrap(): void {
    this.publishUnpublished().catch((err: unknown) =>
      this.logger.warn({ err }, 'seller public profiles not published at start'),
    );
  }

  /** Publishes every seller never published, a batch per transaction; answers how many. */
  async publishUnpublished(now = new Date()): Promise<number> {
    let published = 0;
    for (;;) {
      const count = await this.unitOfWork.run(async (tx, events) => {
        const rows = await unpublishedSellers(tx, BATCH);
        for (const row of rows) await publishPublicProfile(tx, events, row, this.config.FSSAI_GRACE_DAYS, now);
        return rows.length;
      });
      published += count;
      if (count < BATCH) break;
    }
    if (published) this.logger.info({ published }, 'seller public profiles published');
    return published;
  }

  /**
   * Sends the mails due at `now` and publishes the sellers whose `selling` changed. A seller that cannot be settled
   * is left for the next sweep without holding back the sellers after it: one bad row must not keep every later
   * seller's notices, and the catalog's hiding of its lapsed sellers, waiting for good.
   */
  async sweep(now = new Date()): Promise<LicenceSweep> {
    const done: LicenceSweep = { mailed: 0, published: 0, failed: 0 };
    done.published = await this.publishUnpublished(now).catch((err: unknown) => {
      this.logger.error({ err }, 'seller public profiles not published; the next sweep tries again');
      return 0;
    });
    let afterId: string | null = null;
    for (;;) {
      const rows = await this.licences.batch(afterId, BATCH);
      for (const row of rows.filter((r) => this.hasWork(r, now))) await this.settleInto(done, row.id, now);
      if (rows.length < BATCH) break;
      afterId = rows[rows.length - 1].id;
    }
    if (done.mailed || done.published || done.failed) this.logger.info({ ...done }, 'seller licences swept');
    return done;
  }

  private hasWork(row: SellerRow, now: Date): boolean {
    return this.mailsDue(row, now).length > 0 || this.sellingChanged(row, now);
  }

  private mailsDue(row: SellerRow, now: Date): LicenceMailDue[] {
    return row.isVerified && row.isActive ? licenceMailsDue(row, now, this.config.FSSAI_GRACE_DAYS) : [];
  }

  private sellingChanged(row: SellerRow, now: Date): boolean {
    return row.publishedSelling !== null && row.publishedSelling !== isSelling(row, now, this.config.FSSAI_GRACE_DAYS);
  }

  /** Settles one seller and counts what it did into `done`; a failure rolled back all of it, so it is only logged. */
  private async settleInto(done: LicenceSweep, id: string, now: Date): Promise<void> {
    try {
      const { mailed, published } = await this.settle(id, now);
      done.mailed += mailed;
      done.published += published ? 1 : 0;
    } catch (err) {
      done.failed += 1;
      this.logger.error({ err, sellerId: id }, 'seller licence not swept; the next sweep tries again');
    }
  }

  /** One seller, locked: what is still due once the lock is held is recorded, mailed and published together. */
  private async settle(id: string, now: Date): Promise<{ mailed: number; published: boolean }> {
    return this.unitOfWork.run(async (tx, events) => {
      const row = await this.licences.locked(tx, id);
      if (!row) return { mailed: 0, published: false };
      const due = this.mailsDue(row, now);
      await this.licences.record(tx, id, Object.assign({}, ...due.map((d) => d.sent)));
      if (row.emailVerified) for (const mail of due) this.mail(events, row, mail);
      const published = this.sellingChanged(row, now);
      if (published) await publishPublicProfile(tx, events, row, this.config.FSSAI_GRACE_DAYS, now);
      return { mailed: row.emailVerified ? due.length : 0, published };
    });
  }

  private mail(events: UnitEvents, row: SellerRow, { notice }: LicenceMailDue): void {
    const mail: FoodLicenceMail = {
      to: row.email,
      ownerName: row.ownerName,
      businessName: row.businessName,
      notice,
      // The reminder and the lapse speak of the verified licence, which counts while a renewal waits.
      validUntil: row.fssaiVerifiedUntil,
      graceEndsAt: graceEndOf(row, this.config.FSSAI_GRACE_DAYS)?.toISOString() ?? null,
    };
    events.enqueue(MAIL_QUEUE, FOOD_LICENCE_MAIL_JOB, mail);
  }
}
