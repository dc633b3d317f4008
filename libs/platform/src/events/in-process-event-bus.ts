import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { currentRequestId, runWithoutDeadline } from '../logging/request-context';
import type { DeadLetter } from '@thindi/contracts';
import type { DeadLetterStore } from './dead-letter-table';
import { eventsOwner, type DeadLetterSource } from './dead-letters';
import {
  handleEvent,
  type EventBus,
  type EventEnvelope,
  type EventHandler,
  type PublishOptions,
  type SubscribeOptions,
} from './event-bus';

export interface InProcessRetry {
  /** Tries per delivery, the first included (default 5). */
  maxAttempts?: number;
  /** Wait after the first failure; each later wait doubles (default 100 ms). */
  firstDelayMs?: number;
}

/**
 * In-memory event bus for the single-process mode. Delivery is asynchronous, as on JetStream, and
 * a failing handler is retried with backoff. One handler per durable group, as with queue consumers.
 * An event a group's handler still fails on after its last try is kept in the dead-letter store (once the
 * process has its database) and delivered to that group again when an admin replays it.
 */
export class InProcessEventBus implements EventBus, DeadLetterSource {
  private readonly subscribers = new Map<string, Map<string, EventHandler>>();
  private readonly pending = new Set<Promise<void>>();
  private readonly retry: Required<InProcessRetry>;
  private store: DeadLetterStore | undefined;
  private closed = false;

  constructor(
    private readonly logger: Logger,
    retry: InProcessRetry = {},
  ) {
    this.retry = { maxAttempts: 5, firstDelayMs: 100, ...retry };
  }

  /** Where dead letters go from now on (standalone opens it with its database). */
  keepDeadLettersIn(store: DeadLetterStore): void {
    this.store = store;
  }

  async publish<T>(subject: string, data: T, options: PublishOptions = {}): Promise<void> {
    const event: EventEnvelope<T> = {
      id: options.id ?? randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      requestId: options.requestId ?? currentRequestId(),
      data: JSON.parse(JSON.stringify(data)) as T,
    };
    for (const [group, handler] of this.subscribers.get(subject) ?? []) this.track(group, handler, event);
  }

  async subscribe<T>(subject: string, options: SubscribeOptions, handler: EventHandler<T>): Promise<void> {
    const handlers = this.subscribers.get(subject) ?? new Map<string, EventHandler>();
    // A group-less subscriber gets a key no group can have: it is never a dead-letter owner.
    handlers.set(options.group ?? `:${randomUUID()}`, handler as EventHandler);
    this.subscribers.set(subject, handlers);
  }

  /** Resolves once every delivery started so far has finished (tests use it to wait for side effects). */
  async settle(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  async count(): Promise<Record<string, number>> {
    const byGroup = (await this.store?.countByGroup()) ?? {};
    return Object.fromEntries(Object.entries(byGroup).map(([group, n]) => [eventsOwner(group), n]));
  }

  async list(limit: number): Promise<DeadLetter[]> {
    const rows = (await this.store?.newest(limit)) ?? [];
    return rows.map((row) => ({
      id: row.id,
      owner: eventsOwner(row.group),
      subject: row.subject,
      requestId: row.envelope.requestId ?? null,
      lastError: row.error,
      deadAt: row.failedAt.toISOString(),
    }));
  }

  /** Delivers a group's dead letters to its handler again; one that fails again becomes a dead letter again. */
  async replay(owner: string, id?: string): Promise<number> {
    const group = owner.slice(eventsOwner('').length);
    if (!this.store || owner !== eventsOwner(group)) return 0;
    const letters = await this.store.take(group, id);
    for (const letter of letters) {
      const handler = this.subscribers.get(letter.subject)?.get(group);
      if (handler) this.track(group, handler, letter.envelope);
      else await this.store.keep({ group, envelope: letter.envelope, error: letter.error });
    }
    await this.settle();
    return letters.length;
  }

  async close(): Promise<void> {
    await this.settle();
    this.closed = true;
    this.subscribers.clear();
  }

  private track(group: string, handler: EventHandler, event: EventEnvelope): void {
    // A consumer is background work: it keeps the request id but not the publishing request's deadline.
    const delivery = runWithoutDeadline(() => this.deliver(group, handler, event)).finally(() =>
      this.pending.delete(delivery),
    );
    this.pending.add(delivery);
  }

  private async deliver(group: string, handler: EventHandler, event: EventEnvelope): Promise<void> {
    let error = '';
    for (let attempt = 1; attempt <= this.retry.maxAttempts && !this.closed; attempt++) {
      try {
        await new Promise((resolve) => setImmediate(resolve));
        await handleEvent(this.logger, event, group, handler);
        return;
      } catch (err) {
        error = err instanceof Error ? err.message : String(err);
        this.logger.warn({ err, subject: event.subject, attempt }, 'event handler failed');
        if (attempt < this.retry.maxAttempts) await delay(this.retry.firstDelayMs * 2 ** (attempt - 1));
      }
    }
    if (this.closed) return;
    if (this.store && !group.startsWith(':')) {
      await this.store
        .keep({ group, envelope: event, error })
        .catch((err: unknown) => this.logger.error({ err, id: event.id }, 'dead letter could not be kept'));
      this.logger.error({ subject: event.subject, id: event.id, group }, 'event kept as a dead letter after retries');
    } else this.logger.error({ subject: event.subject, id: event.id }, 'event dropped after retries');
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
