import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { currentRequestId, runWithoutDeadline } from '../logging/request-context';
import type { EventBus, EventEnvelope, EventHandler, SubscribeOptions } from './event-bus';

const MAX_ATTEMPTS = 5;

/**
 * In-memory event bus for the single-process mode. Delivery is asynchronous, as on JetStream, and
 * a failing handler is retried with backoff. One handler per durable group, as with queue consumers.
 */
export class InProcessEventBus implements EventBus {
  private readonly subscribers = new Map<string, Map<string, EventHandler>>();
  private readonly pending = new Set<Promise<void>>();
  private closed = false;

  constructor(private readonly logger: Logger) {}

  async publish<T>(subject: string, data: T, options: { id?: string } = {}): Promise<void> {
    const event: EventEnvelope<T> = {
      id: options.id ?? randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      requestId: currentRequestId(),
      data: JSON.parse(JSON.stringify(data)) as T,
    };
    for (const handler of this.subscribers.get(subject)?.values() ?? []) {
      // A consumer is background work: it keeps the request id but not the publishing request's deadline.
      const delivery = runWithoutDeadline(() => this.deliver(handler, event)).finally(() =>
        this.pending.delete(delivery),
      );
      this.pending.add(delivery);
    }
  }

  async subscribe<T>(subject: string, options: SubscribeOptions, handler: EventHandler<T>): Promise<void> {
    const handlers = this.subscribers.get(subject) ?? new Map<string, EventHandler>();
    handlers.set(options.group ?? randomUUID(), handler as EventHandler);
    this.subscribers.set(subject, handlers);
  }

  /** Resolves once every delivery started so far has finished (tests use it to wait for side effects). */
  async settle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settle();
    this.closed = true;
    this.subscribers.clear();
  }

  private async deliver(handler: EventHandler, event: EventEnvelope): Promise<void> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS && !this.closed; attempt++) {
      try {
        await new Promise((resolve) => setImmediate(resolve));
        await handler(event);
        return;
      } catch (err) {
        this.logger.warn({ err, subject: event.subject, attempt }, 'event handler failed');
        await new Promise((resolve) => setTimeout(resolve, 2 ** attempt * 50));
      }
    }
    this.logger.error({ subject: event.subject, id: event.id }, 'event dropped after retries');
  }
}
