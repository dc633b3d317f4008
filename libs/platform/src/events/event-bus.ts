import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { currentRequestId, runWithRequestId } from '../logging/request-context';

export interface EventEnvelope<T = unknown> {
  /** Unique per event: used for de-duplication; handlers must still be idempotent (at-least-once). */
  id: string;
  subject: string;
  occurredAt: string;
  requestId?: string;
  data: T;
}

export interface SubscribeOptions {
  /**
   * Durable group: each event reaches one member of the group, and events published while every
   * member was down are delivered when one comes back. Without a group every running instance gets
   * every event published while it runs (cache invalidation).
   */
  group?: string;
}

export type EventHandler<T = unknown> = (event: EventEnvelope<T>) => Promise<void> | void;

export interface PublishOptions {
  id?: string;
  /** The request that caused the event (default: the current one); its consumers log with it. */
  requestId?: string;
}

/** Domain events: JetStream in distributed mode, in memory in standalone. */
export interface EventBus {
  publish<T>(subject: string, data: T, options?: PublishOptions): Promise<void>;
  subscribe<T>(subject: string, options: SubscribeOptions, handler: EventHandler<T>): Promise<void>;
  close(): Promise<void>;
}

/**
 * Hands one event to a handler under the request id that caused it, with one JSON log line (pattern: the
 * event's subject, group, outcome, ms, reqId); the handler's error is thrown on for the bus's retries.
 */
export function handleEvent<T>(
  logger: Logger,
  event: EventEnvelope<T>,
  group: string | undefined,
  handler: EventHandler<T>,
): Promise<void> {
  return runWithRequestId(event.requestId, async () => {
    const started = performance.now();
    const line = (outcome: 'ok' | 'error') => ({
      pattern: event.subject,
      ...(group && !group.startsWith(':') ? { group } : {}),
      outcome,
      ms: Math.round((performance.now() - started) * 10) / 10,
      reqId: currentRequestId(),
    });
    try {
      await handler(event);
      logger.info(line('ok'), 'event');
    } catch (err) {
      logger.info(line('error'), 'event');
      throw err;
    }
  });
}
