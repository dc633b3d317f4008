import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import type { RemoteErrorPayload } from '../errors/domain-error';
import { connect, headers, JSONCodec, type NatsConnection, ErrorCode as NatsErrorCode, NatsError } from 'nats';
import { randomUUID } from 'node:crypto';
import { currentDeadline, currentRequestId, DEADLINE_HEADER, REQUEST_ID_HEADER } from '../logging/request-context';

export interface NatsClientOptions {
  servers: string;
  prefix: string;
  timeoutMs: number;
  name: string;
}

const codec = JSONCodec<WritePacket & { id?: string }>();

/**
 * ClientProxy over core NATS request/reply (one muxed inbox, server-side "no responders" detection,
 * a timeout per request); speaks the same packets as Nest's NATS server. Each request carries the caller's
 * request id and deadline in headers.
 */
export class NatsClient extends ClientProxy {
  private nc: NatsConnection | undefined;
  private connecting: Promise<NatsConnection> | undefined;

  constructor(private readonly options: NatsClientOptions) {
    super();
  }

  async connect(): Promise<NatsConnection> {
    this.connecting ??= connect({ servers: this.options.servers, name: this.options.name, maxReconnectAttempts: -1 });
    this.nc = await this.connecting;
    return this.nc;
  }

  async close(): Promise<void> {
    await this.nc?.drain();
    this.nc = undefined;
    this.connecting = undefined;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const subject = `${this.options.prefix}${this.normalizePattern(packet.pattern)}`;
    const id = randomUUID();
    const h = headers();
    const requestId = currentRequestId();
    if (requestId) h.set(REQUEST_ID_HEADER, requestId);
    const deadline = currentDeadline();
    if (deadline !== undefined) h.set(DEADLINE_HEADER, String(deadline));
    // The inbox waits no longer than the request that asked (the ServiceClient usually gives up first).
    const timeoutMs = Math.max(1, Math.min(this.options.timeoutMs, (deadline ?? Infinity) - Date.now()));
    let cancelled = false;
    this.connect()
      .then((nc) =>
        nc.request(subject, JSON.stringify({ pattern: packet.pattern, data: packet.data, id }), {
          timeout: timeoutMs,
          headers: h,
        }),
      )
      .then((msg) => {
        if (cancelled) return;
        const reply = codec.decode(msg.data);
        callback({ err: reply.err, response: reply.response, isDisposed: true });
      })
      .catch((err: unknown) => !cancelled && callback({ err: toRemoteError(err, subject), isDisposed: true }));
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent(): Promise<never> {
    throw new Error('Domain events go through the EventBus, not the request client');
  }

  override unwrap<T>(): T {
    if (!this.nc) throw new Error('NATS client is not connected');
    return this.nc as T;
  }

  override on(): never {
    throw new Error('Use the NATS connection status directly');
  }
}

/**
 * No instance (nothing was delivered) and an unreachable server are answers; a timeout is passed on as it is, so
 * that the ServiceClient takes it for the silence it is: the request may have been delivered and carried out.
 */
function toRemoteError(err: unknown, subject: string): RemoteErrorPayload | NatsError {
  if (err instanceof NatsError && err.code === NatsErrorCode.Timeout) return err;
  if (err instanceof NatsError && err.code === NatsErrorCode.NoResponders) {
    return { code: 'SERVICE.UNAVAILABLE', message: `The service behind ${subject} has no running instance` };
  }
  return { code: 'SERVICE.UNAVAILABLE', message: `Could not reach the service behind ${subject}` };
}
