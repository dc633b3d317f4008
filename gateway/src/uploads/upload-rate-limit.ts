import { Inject, Injectable } from '@nestjs/common';
import { InjectThrottlerStorage, type ThrottlerStorage } from '@nestjs/throttler';
import type { Principal } from '@thindi/contracts';
import { APP_CONFIG, DomainError, type AppConfig } from '@thindi/platform';
import { createHash } from 'node:crypto';

/**
 * Uploads per account: every image or file a signed-in account sends counts, whatever the route (product
 * images, review photos, presigned uploads, KYC documents). Over RATE_LIMIT_UPLOADS within the window, uploads
 * are refused (429) for a window, before any byte is stored or decoded. The counter is the throttler's storage:
 * Redis in distributed mode, so every gateway replica counts the same uploads.
 */
@Injectable()
export class UploadRateLimit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async hit(principal: Principal, files = 1): Promise<void> {
    const limit = this.config.RATE_LIMIT_UPLOADS;
    const minutes = this.config.RATE_LIMIT_UPLOADS_WINDOW_MINUTES;
    const windowMs = minutes * 60_000;
    const account = createHash('sha256').update(`${principal.role}:${principal.id}`).digest('hex');
    // A name of its own per account: the memory storage forgets a name's timers when one of its keys is unblocked.
    const name = `uploads-${account.slice(0, 16)}`;
    for (let i = 0; i < files; i += 1) {
      const { isBlocked } = await this.storage.increment(account, windowMs, limit, windowMs, name);
      if (isBlocked)
        throw DomainError.rateLimited(
          `Too many uploads: each account may upload ${limit} images every ${minutes} minutes. Please try again later.`,
        );
    }
  }
}
