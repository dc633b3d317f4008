import { Global, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { PLATFORM, type Platform } from '@thindi/platform';
import type { FastifyRequest } from 'fastify';
import { AuthGuard } from './auth.guard';
import { PrincipalCheck } from './principal-check.service';
import { EmailRateLimit, RateLimitGuard, RedisThrottlerStorage } from './rate-limit';

const MINUTE_MS = 60_000;

/** The e-mail a sign-in or code request is about, so attempts on one account are limited wherever they come from. */
const emailOf = (req: FastifyRequest): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email ? `email:${email.trim().toLowerCase()}` : `address:${req.ip}`;
};

/**
 * Tokens, role guards and rate limits for every HTTP controller. Rate-limited controllers use
 * @UseGuards(RateLimitGuard): two counters per call, one per client address and one per e-mail.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [PLATFORM],
      useFactory: (platform: Platform) => ({
        throttlers: [
          { name: 'address', ttl: MINUTE_MS, limit: platform.config.RATE_LIMIT_ADDRESS_PER_MINUTE },
          {
            name: 'email',
            ttl: MINUTE_MS,
            limit: platform.config.RATE_LIMIT_EMAIL_PER_MINUTE,
            getTracker: (req: Record<string, unknown>) => emailOf(req as unknown as FastifyRequest),
          },
        ],
        storage:
          platform.standalone || !platform.config.REDIS_URL
            ? undefined
            : new RedisThrottlerStorage(platform.config.REDIS_URL, platform.config.NATS_PREFIX),
      }),
    }),
  ],
  providers: [AuthGuard, PrincipalCheck, RateLimitGuard, EmailRateLimit],
  exports: [AuthGuard, PrincipalCheck, RateLimitGuard, EmailRateLimit, ThrottlerModule],
})
export class AuthModule {}
