import { Inject, Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { PATTERN_METADATA } from '@nestjs/microservices/constants';
import { performance } from 'node:perf_hooks';
import { tap, type Observable } from 'rxjs';
import { currentRequestId } from '../logging/request-context';
import type { Platform } from '../platform';
import { PLATFORM } from '../platform.constants';
import type { RpcServerOutcome } from './metrics';

/** The message pattern a handler answers (its first, when it has several). */
function patternOf(context: ExecutionContext): string {
  const patterns: unknown = Reflect.getMetadata(PATTERN_METADATA, context.getHandler());
  const pattern = Array.isArray(patterns) ? patterns[0] : patterns;
  return typeof pattern === 'string' ? pattern : JSON.stringify(pattern ?? context.getHandler().name);
}

/**
 * Every handled request/reply message, on whichever transport: one `thindi_rpc_server_duration_seconds`
 * observation and one JSON log line (pattern, outcome, ms, reqId). HTTP handlers pass through untouched.
 */
@Injectable()
export class MessageMetricsInterceptor implements NestInterceptor {
  constructor(@Inject(PLATFORM) private readonly platform: Platform) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const pattern = patternOf(context);
    const reqId = currentRequestId();
    const started = performance.now();
    let answered = false;
    const done = (outcome: RpcServerOutcome) => {
      if (answered) return;
      answered = true;
      const ms = performance.now() - started;
      this.platform.metrics.rpcServerDuration.observe({ pattern, outcome }, ms / 1000);
      this.platform.logger.info({ pattern, outcome, ms: Math.round(ms * 10) / 10, reqId }, 'message');
    };
    return next.handle().pipe(tap({ complete: () => done('ok'), error: () => done('error') }));
  }
}
