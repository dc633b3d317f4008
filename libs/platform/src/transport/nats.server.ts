import { NatsOptions, ServerNats } from '@nestjs/microservices';
import type { Msg, NatsConnection, Subscription } from 'nats';
import { REQUEST_ID_HEADER, runWithRequestId } from '../logging/request-context';

type ServerNatsOptions = NatsOptions['options'] & { prefix?: string; drainTimeoutMs?: number };

/**
 * Nest's NATS server with two additions: subjects carry the deployment prefix, and close() drains:
 * it stops taking new requests, lets the ones in flight answer, then disconnects. A replica stopped
 * mid-run therefore loses no request; the queue group hands new ones to the other replicas.
 */
export class DrainingNatsServer extends ServerNats {
  private readonly prefix: string;
  private readonly queue: string | undefined;
  private readonly drainTimeoutMs: number;
  private nc: NatsConnection | undefined;
  private readonly subs: Subscription[] = [];
  private inFlight = 0;
  private idle: (() => void) | undefined;

  constructor(options: ServerNatsOptions) {
    super(options);
    this.prefix = options?.prefix ?? '';
    this.queue = options?.queue;
    this.drainTimeoutMs = options?.drainTimeoutMs ?? 10_000;
  }

  override bindEvents(client: NatsConnection): void {
    this.nc = client;
    const queue = this.queue;
    for (const channel of this.messageHandlers.keys()) {
      const handle = this.getMessageHandler(channel).bind(this);
      const sub = client.subscribe(`${this.prefix}${channel}`, { queue, callback: handle });
      this.subs.push(sub);
    }
  }

  override async handleMessage(channel: string, natsMsg: Msg): Promise<void> {
    this.inFlight++;
    try {
      const requestId = natsMsg.headers?.get(REQUEST_ID_HEADER) || undefined;
      await runWithRequestId(requestId, () => super.handleMessage(channel, natsMsg));
      // The reply is queued on the next tick by Nest; wait for it before counting the request done.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      this.inFlight--;
      if (this.inFlight === 0) this.idle?.();
    }
  }

  override async close(): Promise<void> {
    const nc = this.nc;
    if (!nc) return;
    this.nc = undefined;
    await Promise.all(this.subs.splice(0).map((sub) => sub.drain()));
    if (this.inFlight > 0) {
      await new Promise<void>((resolve) => {
        this.idle = resolve;
        setTimeout(resolve, this.drainTimeoutMs).unref();
      });
    }
    await nc.drain();
  }
}
