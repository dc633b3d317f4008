import type { LoggerService } from '@nestjs/common';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';
import { currentRequestId } from './request-context';

export type { Logger } from 'pino';

export type LogFormat = 'pretty' | 'json';

/**
 * One structured logger per process; every line carries the current request id when there is one. Lines go to
 * stdout as JSON, or as readable lines with `format` pretty (written synchronously, so the last lines before an
 * exit are kept), or to `destination` (a test reading them).
 */
export function createLogger(
  name: string,
  level = process.env.LOG_LEVEL ?? 'info',
  destination?: DestinationStream,
  format: LogFormat = 'json',
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
  if (destination) return pino(options, destination);
  if (format === 'pretty') return pino({ ...options, hooks: { logMethod: quietTraces } }, readableLines());
  return pino(options);
}

/** The trace entries every request leaves (each message, event and job that went well). */
const TRACES = new Set(['message', 'event', 'job']);
const INFO = 30;

/**
 * Readable logs show what a person did (their requests) and what went wrong; the traces of each message, event and
 * job that went well are written at debug (LOG_LEVEL=debug shows them), JSON logs keep them all at info.
 */
function quietTraces(this: Logger, args: Parameters<pino.LogFn>, method: pino.LogFn, level: number): void {
  const [fields, message] = args as unknown[];
  const trace =
    level === INFO &&
    typeof message === 'string' &&
    TRACES.has(message) &&
    (fields as { outcome?: string })?.outcome === 'ok';
  if (trace) this.debug(...(args as [object, string]));
  else method.apply(this, args);
}

/** '10:42:07 INFO  Thindi is open at http://localhost:3000', with the fields that matter after it. */
function readableLines(): DestinationStream {
  return pretty({
    sync: true,
    colorize: process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,name,context,reqId,method,route,status,ms',
    singleLine: true,
    messageFormat: (log, messageKey) =>
      log[messageKey] === 'request'
        ? `${log.method} ${log.route} ${log.status} in ${log.ms} ms`
        : String(log[messageKey]),
  });
}

/** Nest's start-up chatter (each module initialised, each route mapped): worth reading only when debugging. */
const START_UP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestApplication',
  'NestMicroservice',
]);

/** Lets Nest's own messages go through pino. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, context?: string) {
    if (context && START_UP_CONTEXTS.has(context)) this.logger.debug({ context }, String(message));
    else this.logger.info({ context }, String(message));
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
