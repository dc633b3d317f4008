import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { UNCLAIMED_FILE_HOURS } from '@thindi/contracts';
import { FILE_STORAGE, JOB_QUEUE, LOGGER, type JobQueue, type Logger, type Storage } from '@thindi/platform';
import { FilesRepository } from '../db/files.repository';

export const MEDIA_JOBS_QUEUE = 'media-jobs';
export const MediaJobs = { sweepUnclaimed: 'unclaimed-files.sweep' } as const;

const BATCH = 100;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Removes files uploaded for a save that never claimed them (a product image or review photo no product or review
 * uses, a KYC document no profile edit put in place) once they have waited UNCLAIMED_FILE_HOURS: their record first
 * (so a late claim finds nothing rather than a missing file), then their objects. Runs hourly as a repeatable job:
 * BullMQ in distributed mode (one replica takes each run), a timer in standalone.
 */
@Injectable()
export class UnclaimedFilesSweeper implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly files: FilesRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(MEDIA_JOBS_QUEUE, async (_data, { name }) => {
      if (name === MediaJobs.sweepUnclaimed) await this.sweep();
    });
    await this.jobs.repeat(MEDIA_JOBS_QUEUE, MediaJobs.sweepUnclaimed, SWEEP_EVERY_MS);
  }

  /** Removes what is due at `now`; answers how many files went. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - UNCLAIMED_FILE_HOURS * HOUR_MS);
    let removed = 0;
    for (;;) {
      const due = await this.files.takeUnclaimed(before, BATCH);
      for (const row of due) {
        for (const key of [row.key, row.thumbnailKey].filter((k): k is string => k !== null)) {
          // The record is gone: an object that cannot be deleted now is only space, and is logged.
          await this.storage.delete(key).catch((err: unknown) => {
            this.logger.warn({ err, key }, 'unclaimed file: object not deleted');
          });
        }
      }
      removed += due.length;
      if (due.length < BATCH) break;
    }
    if (removed) this.logger.info({ removed }, 'unclaimed uploads removed');
    return removed;
  }
}
