import {
  AckPolicy,
  connect,
  DeliverPolicy,
  JSONCodec,
  type ConsumerMessages,
  type JetStreamClient,
  type JsMsg,
  type NatsConnection,
  type Subscription,
} from 'nats';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { currentRequestId } from '../logging/request-context';
import type { DeadLetterSource } from './dead-letters';
import type { ConsumerLag } from '../metrics/metrics';
import {
  handleEvent,
  type EventBus,
  type EventEnvelope,
  type EventHandler,
  type PublishOptions,
  type SubscribeOptions,
} from './event-bus';
import { JetStreamDeadLetters, REPLAY_GROUP_HEADER } from './jetstream-dead-letters';

export interface JetStreamRetry {
  /** Deliveries per event to a durable group before it becomes a dead letter (default 10). */
  maxDeliver?: number;
  /** Wait before the first redelivery; each later wait doubles, up to 30 s (default 500 ms). */
  firstDelayMs?: number;
}

const codec = JSONCodec<EventEnvelope>();

/**
 * Domain events on NATS JetStream. Events live in one stream (`<prefix>EVENTS`, subjects
 * `<prefix>events.>`); a durable group is a durable pull consumer; a group-less subscriber is a plain
 * core subscription, so every running instance sees the event. An event a group's handler still fails on at
 * its last delivery goes to the dead-letter stream (see jetstream-dead-letters.ts) instead of being dropped.
 */
export class JetStreamEventBus implements EventBus, DeadLetterSource {
  private readonly consumers: ConsumerMessages[] = [];
  private readonly subscriptions: Subscription[] = [];
  /** The durable consumers this process pulls from (their lag is read on a metrics scrape). */
  private readonly durables = new Set<string>();

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly prefix: string,
    private readonly logger: Logger,
    private readonly deadLetters: JetStreamDeadLetters,
    private readonly retry: Required<JetStreamRetry>,
  ) {}

  static async connect(
    servers: string,
    prefix: string,
    logger: Logger,
    retry: JetStreamRetry = {},
  ): Promise<JetStreamEventBus> {
    const nc = await connect({ servers, name: `${prefix}events`, maxReconnectAttempts: -1 });
    const jsm = await nc.jetstreamManager();
    const stream = `${prefix}EVENTS`;
    const subjects = [`${prefix}events.>`];
    try {
      await jsm.streams.info(stream);
    } catch {
      await jsm.streams.add({ name: stream, subjects, duplicate_window: 2 * 60 * 1_000_000_000 });
    }
    const js = nc.jetstream();
    const deadLetters = new JetStreamDeadLetters(jsm, js, prefix, logger);
    await deadLetters.ensureStream();
    return new JetStreamEventBus(nc, js, prefix, logger, deadLetters, { maxDeliver: 10, firstDelayMs: 500, ...retry });
  }

  private subjectOf(subject: string) {
    return `${this.prefix}events.${subject}`;
  }

  async publish<T>(subject: string, data: T, options: PublishOptions = {}): Promise<void> {
    const event: EventEnvelope<T> = {
      id: options.id ?? randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      requestId: options.requestId ?? currentRequestId(),
      data,
    };
    await this.js.publish(this.subjectOf(subject), codec.encode(event as EventEnvelope), { msgID: event.id });
  }

  async subscribe<T>(subject: string, options: SubscribeOptions, handler: EventHandler<T>): Promise<void> {
    if (!options.group) {
      const sub = this.nc.subscribe(this.subjectOf(subject), {
        callback: (err, msg) => {
          if (err) return this.logger.warn({ err }, 'event subscription error');
          const event = codec.decode(msg.data) as EventEnvelope<T>;
          void handleEvent(this.logger, event, undefined, handler).catch((e: unknown) =>
            this.logger.warn({ err: e, subject }, 'event handler failed'),
          );
        },
      });
      this.subscriptions.push(sub);
      return;
    }
    const stream = `${this.prefix}EVENTS`;
    const durable = `${this.prefix}${options.group}_${subject}`.replace(/[^a-zA-Z0-9_-]/g, '_');
    const jsm = await this.nc.jetstreamManager();
    const info = await jsm.consumers.info(stream, durable).catch(() =>
      jsm.consumers.add(stream, {
        durable_name: durable,
        filter_subject: this.subjectOf(subject),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: 30 * 1_000_000_000,
        max_deliver: this.retry.maxDeliver,
      }),
    );
    // A consumer made earlier keeps the limit it was made with: its last delivery is the one to dead-letter.
    const limit = info.config.max_deliver ?? 0;
    const maxDeliver = limit > 0 ? limit : this.retry.maxDeliver;
    const consumer = await this.js.consumers.get(stream, durable);
    const messages = await consumer.consume();
    this.consumers.push(messages);
    this.durables.add(durable);
    void (async () => {
      for await (const msg of messages) await this.handle(msg, options.group!, maxDeliver, handler as EventHandler);
    })();
  }

  /** Pending, redelivered and unacknowledged events of each durable consumer this process pulls from. */
  async consumerLag(): Promise<ConsumerLag[]> {
    const stream = `${this.prefix}EVENTS`;
    const jsm = await this.nc.jetstreamManager();
    return Promise.all(
      [...this.durables].map(async (consumer) => {
        const info = await jsm.consumers.info(stream, consumer);
        return {
          stream,
          consumer,
          pending: info.num_pending,
          redelivered: info.num_redelivered,
          ackPending: info.num_ack_pending,
        };
      }),
    );
  }

  count(): Promise<Record<string, number>> {
    return this.deadLetters.count();
  }

  replay(owner: string, id?: string): Promise<number> {
    return this.deadLetters.replay(owner, id);
  }

  list(limit: number) {
    return this.deadLetters.list(limit);
  }

  /** One delivery to a durable group: ack, nak for a later retry, or keep it as a dead letter after the last. */
  private async handle(msg: JsMsg, group: string, maxDeliver: number, handler: EventHandler): Promise<void> {
    const replayFor = msg.headers?.get(REPLAY_GROUP_HEADER);
    if (replayFor && replayFor !== group) return msg.ack();
    const event = codec.decode(msg.data);
    try {
      await handleEvent(this.logger, event, group, handler);
      msg.ack();
    } catch (err) {
      const delivery = msg.info.deliveryCount;
      this.logger.warn({ err, subject: event.subject, group, delivery }, 'event handler failed');
      if (delivery < maxDeliver) return msg.nak(Math.min(30_000, this.retry.firstDelayMs * 2 ** (delivery - 1)));
      try {
        await this.deadLetters.keep(msg, group, err instanceof Error ? err.message : String(err));
        msg.term();
      } catch (keepErr) {
        // Not kept: leave it unacknowledged; JetStream gives up on it, but the log says which event.
        this.logger.error({ err: keepErr, id: event.id, group }, 'dead letter could not be kept');
      }
    }
  }

  async close(): Promise<void> {
    for (const messages of this.consumers.splice(0)) messages.stop();
    for (const sub of this.subscriptions.splice(0)) sub.unsubscribe();
    await this.nc.drain();
  }
}
