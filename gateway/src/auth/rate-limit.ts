import { Injectable, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { ErrorCodes } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import IORedis from 'ioredis';

/**
 * Rate-limit counters in Redis, so every gateway replica counts the same attempts (distributed mode).
 * Fixed windows: INCR the key, start its expiry with the first hit, block for the rest of the window.
 */
export class RedisThrottlerStorage implements ThrottlerStorage {
  private readonly redis: IORedis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new IORedis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  }

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    name: string,
  ): Promise<ThrottlerStorageRecord> {
    const redisKey = `${this.prefix}throttle:${name}:${key}`;
    const [[, hits], [, pttl]] = (await this.redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
      [null, number],
      [null, number],
    ];
    let ttlMs = pttl;
    if (pttl < 0) {
      ttlMs = Math.max(ttl, hits > limit ? blockDuration : 0);
      await this.redis.pexpire(redisKey, ttlMs);
    }
    const isBlocked = hits > limit;
    const seconds = Math.ceil(ttlMs / 1000);
    return { totalHits: hits, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

/** Answers 429 in the error envelope, with a message a person understands. */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw new DomainError(ErrorCodes.rateLimited, 'Too many attempts. Please wait a minute and try again.');
  }
}
