import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

/**
 * One structured logger per process; every line carries the current request id when there is one. Lines go to
 * stdout, or to `destination` (a test reading them).
 */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { pid: process.pid },
    mixin: () => {
      const reqId = currentRequestId();
      return reqId ? { reqId } : {};
    },
    redact: ['password', '*.password', 'token', '*.token', 'otp', '*.otp'],
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Lets Nest's own messages go through pino. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
