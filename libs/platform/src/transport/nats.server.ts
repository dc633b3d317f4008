import { NatsOptions, ServerNats } from '@nestjs/microservices';
import { JSONCodec, type Msg, type NatsConnection, type Subscription } from 'nats';
import { DEADLINE_HEADER, parseDeadline, REQUEST_ID_HEADER, runWithRequestContext } from '../logging/request-context';
import { lateRefusal, pastDeadline } from './deadline';

const codec = JSONCodec<{ id?: unknown; err?: unknown; isDisposed?: boolean }>();

type ServerNatsOptions = NatsOptions['options'] & { prefix?: string; drainTimeoutMs?: number };

/**
 * Nest's NATS server with two additions: subjects carry the deployment prefix, and close() drains:
 * it stops taking new requests, lets the ones in flight answer, then disconnects. A replica stopped
 * mid-run therefore loses no request; the queue group hands new ones to the other replicas.
 * Handlers run with the caller's request id and deadline; a request whose deadline passed is not started.
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
    const requestId = natsMsg.headers?.get(REQUEST_ID_HEADER) || undefined;
    const deadline = parseDeadline(natsMsg.headers?.get(DEADLINE_HEADER));
    if (pastDeadline(deadline)) return refuseLate(natsMsg);
    this.inFlight++;
    try {
      await runWithRequestContext({ requestId, deadline }, () => super.handleMessage(channel, natsMsg));
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

/** Answers a request that came too late without running it (the caller has most likely given up already). */
function refuseLate(natsMsg: Msg): void {
  if (!natsMsg.reply) return;
  let id: unknown;
  try {
    id = codec.decode(natsMsg.data).id;
  } catch {
    return;
  }
  if (typeof id === 'string') natsMsg.respond(codec.encode({ id, err: lateRefusal(), isDisposed: true }));
}
