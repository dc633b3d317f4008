import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { AccountSlowdown } from './account-slowdown';
import { AuthGuard } from './auth.guard';
import { PrincipalCheck } from './principal-check.service';
import { EmailRateLimit, RateLimitGuard, RedisThrottlerStorage } from './rate-limit';
import { accountAtAddress } from './sign-in-account';

const MINUTE_MS = 60_000;

/**
 * Tokens, role guards and rate limits for every HTTP controller. Rate-limited controllers use
 * @UseGuards(RateLimitGuard): two counters per call that answer 429, one per client address and one per e-mail
 * from that address, and a per-e-mail count from every address that only slows (AccountSlowdown).
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        throttlers: [
          { name: 'address', ttl: MINUTE_MS, limit: config.RATE_LIMIT_ADDRESS_PER_MINUTE },
          {
            name: 'email',
            ttl: MINUTE_MS,
            limit: config.RATE_LIMIT_EMAIL_PER_MINUTE,
            getTracker: (req: Record<string, unknown>) => accountAtAddress(req as unknown as FastifyRequest),
          },
        ],
        storage:
          config.MODE === 'standalone' || !config.REDIS_URL
            ? undefined
            : new RedisThrottlerStorage(config.REDIS_URL, config.NATS_PREFIX),
      }),
    }),
  ],
  providers: [AuthGuard, PrincipalCheck, RateLimitGuard, EmailRateLimit, AccountSlowdown],
  exports: [AuthGuard, PrincipalCheck, RateLimitGuard, EmailRateLimit, AccountSlowdown, ThrottlerModule],
})
export class AuthModule {}
