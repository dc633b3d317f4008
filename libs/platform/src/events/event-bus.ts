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
