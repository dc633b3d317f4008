import {
  AckPolicy,
  connect,
  DeliverPolicy,
  JSONCodec,
  type ConsumerMessages,
  type JetStreamClient,
  type NatsConnection,
  type Subscription,
} from 'nats';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { currentRequestId } from '../logging/request-context';
import type { EventBus, EventEnvelope, EventHandler, SubscribeOptions } from './event-bus';

const codec = JSONCodec<EventEnvelope>();

/**
 * Domain events on NATS JetStream. Events live in one stream (`<prefix>EVENTS`, subjects
 * `<prefix>events.>`); a durable group is a durable pull consumer; a group-less subscriber is a plain
 * core subscription, so every running instance sees the event.
 */
export class JetStreamEventBus implements EventBus {
  private readonly consumers: ConsumerMessages[] = [];
  private readonly subscriptions: Subscription[] = [];

  private constructor(
    private readonly nc: NatsConnection,
    private readonly js: JetStreamClient,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {}

  static async connect(servers: string, prefix: string, logger: Logger): Promise<JetStreamEventBus> {
    const nc = await connect({ servers, name: `${prefix}events`, maxReconnectAttempts: -1 });
    const jsm = await nc.jetstreamManager();
    const stream = `${prefix}EVENTS`;
    const subjects = [`${prefix}events.>`];
    try {
      await jsm.streams.info(stream);
    } catch {
      await jsm.streams.add({ name: stream, subjects, duplicate_window: 2 * 60 * 1_000_000_000 });
    }
    return new JetStreamEventBus(nc, nc.jetstream(), prefix, logger);
  }

  private subjectOf(subject: string) {
    return `${this.prefix}events.${subject}`;
  }

  async publish<T>(subject: string, data: T, options: { id?: string } = {}): Promise<void> {
    const event: EventEnvelope<T> = {
      id: options.id ?? randomUUID(),
      subject,
      occurredAt: new Date().toISOString(),
      requestId: currentRequestId(),
      data,
    };
    await this.js.publish(this.subjectOf(subject), codec.encode(event as EventEnvelope), { msgID: event.id });
  }

  async subscribe<T>(subject: string, options: SubscribeOptions, handler: EventHandler<T>): Promise<void> {
    if (!options.group) {
      const sub = this.nc.subscribe(this.subjectOf(subject), {
        callback: (err, msg) => {
          if (err) return this.logger.warn({ err }, 'event subscription error');
          void Promise.resolve(handler(codec.decode(msg.data) as EventEnvelope<T>)).catch((e: unknown) =>
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
    try {
      await jsm.consumers.info(stream, durable);
    } catch {
      await jsm.consumers.add(stream, {
        durable_name: durable,
        filter_subject: this.subjectOf(subject),
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: 30 * 1_000_000_000,
        max_deliver: 10,
      });
    }
    const consumer = await this.js.consumers.get(stream, durable);
    const messages = await consumer.consume();
    this.consumers.push(messages);
    void (async () => {
      for await (const msg of messages) {
        try {
          await handler(codec.decode(msg.data) as EventEnvelope<T>);
          msg.ack();
        } catch (err) {
          this.logger.warn({ err, subject, redelivery: msg.info.redeliveryCount }, 'event handler failed');
          msg.nak(Math.min(30_000, 500 * 2 ** msg.info.redeliveryCount));
        }
      }
    })();
  }

  async close(): Promise<void> {
    for (const messages of this.consumers.splice(0)) messages.stop();
    for (const sub of this.subscriptions.splice(0)) sub.unsubscribe();
    await this.nc.drain();
  }
}
