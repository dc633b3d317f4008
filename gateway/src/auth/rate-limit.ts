import { Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import { DomainError } from '@thindi/platform';
import IORedis from 'ioredis';
import { createHash } from 'node:crypto';
import { AccountSlowdown } from './account-slowdown';

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a minute and try again.';

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

/**
 * Refuses with 429, in the error envelope and with a message a person understands, past the limit of one address
 * and of one account from one address; then slows attempts on one account from everywhere (AccountSlowdown).
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly slowdown: AccountSlowdown,
  ) {
    super(options, storage, reflector);
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!(await super.canActivate(context))) return false;
    await this.slowdown.wait(context);
    return true;
  }

  protected override async throwThrottlingException(_context: ExecutionContext): Promise<void> {
    throw DomainError.rateLimited(TOO_MANY_ATTEMPTS);
  }
}

/**
 * The per-e-mail counter for calls whose e-mail the guard cannot see, because it arrives in a multipart body
 * read by the handler (seller registration): the handler counts it once the form is read. Same limit, window
 * and storage as the guard's `email` throttler, and the same 429, but for the e-mail from every address: a
 * registration of a taken e-mail mails its owner, and no one signs in through it.
 */
@Injectable()
export class EmailRateLimit {
  constructor(
    @InjectThrottlerOptions() private readonly options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
  ) {}

  async hit(route: string, email: string): Promise<void> {
    const throttlers = Array.isArray(this.options) ? this.options : this.options.throttlers;
    const throttler = throttlers.find((t) => t.name === 'email');
    if (!throttler || typeof throttler.limit !== 'number' || typeof throttler.ttl !== 'number') return;
    const key = createHash('sha256').update(`${route}-email-email:${email.trim().toLowerCase()}`).digest('hex');
    const { isBlocked } = await this.storage.increment(key, throttler.ttl, throttler.limit, throttler.ttl, 'email');
    if (isBlocked) throw DomainError.rateLimited(TOO_MANY_ATTEMPTS);
  }
}
