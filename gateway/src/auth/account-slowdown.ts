import { Inject, Injectable, type ExecutionContext } from '@nestjs/common';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  type ThrottlerModuleOptions,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '@thindi/platform';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { accountOf } from './sign-in-account';

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 4000;

/**
 * How long the `attempt`-th call on one account within the window waits: nothing for the first `free` ones, then
 * a quarter second doubling with each further attempt, up to `capMs`.
 */
export function slowdownMs(attempt: number, free: number, capMs: number): number {
  if (attempt <= free) return 0;
  return Math.min(capMs, FIRST_DELAY_MS * 2 ** Math.min(attempt - free - 1, 30));
}

/**
 * Attempts on one account from every address together, per route: past the per-account limit of a minute
 * (RATE_LIMIT_EMAIL_PER_MINUTE) each one waits longer before it is handled, but none is refused, so wrong
 * passwords sent from elsewhere never keep the owner out. The wait is at most half the request's deadline.
 */
@Injectable()
export class AccountSlowdown {
  private readonly capMs: number;

  constructor(
    @InjectThrottlerOptions() private readonly options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.capMs = Math.min(MAX_DELAY_MS, Math.floor(config.REQUEST_TIMEOUT_MS / 2));
  }

  async wait(context: ExecutionContext): Promise<void> {
    const account = accountOf(context.switchToHttp().getRequest<{ body?: unknown }>());
    const throttlers = Array.isArray(this.options) ? this.options : this.options.throttlers;
    const perAccount = throttlers.find((t) => t.name === 'email');
    if (!account || typeof perAccount?.limit !== 'number' || typeof perAccount.ttl !== 'number') return;
    const route = `${context.getClass().name}-${context.getHandler().name}`;
    const key = createHash('sha256').update(`${route}-account-${account}`).digest('hex');
    const { totalHits } = await this.storage.increment(
      key,
      perAccount.ttl,
      Number.MAX_SAFE_INTEGER,
      perAccount.ttl,
      'account',
    );
    const ms = slowdownMs(totalHits, perAccount.limit, this.capMs);
    if (ms > 0) await sleep(ms);
  }
}
