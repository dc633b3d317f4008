import { ClientProxy, ReadPacket, WritePacket } from '@nestjs/microservices';
import { currentDeadline, currentRequestId } from '../logging/request-context';
import type { InProcessBus } from './in-process-bus';

/** ClientProxy over the in-process bus; payloads are JSON-serialised both ways as on the wire. */
export class InProcessClient extends ClientProxy {
  constructor(private readonly bus: InProcessBus) {
    super();
  }

  async connect(): Promise<void> {}
  async close(): Promise<void> {}

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern = this.normalizePattern(packet.pattern);
    const handler = this.bus.handler(pattern);
    if (!handler) {
      callback({ err: { code: 'SERVICE.UNAVAILABLE', message: `No service answers ${pattern}` }, isDisposed: true });
      return () => undefined;
    }
    let cancelled = false;
    handler(JSON.stringify(packet.data ?? null), currentRequestId(), currentDeadline())
      .then((wire) => {
        for (const reply of JSON.parse(wire) as WritePacket[]) if (!cancelled) callback(reply);
      })
      .catch((err: unknown) => !cancelled && callback({ err, isDisposed: true }));
    return () => {
      cancelled = true;
    };
  }

  protected async dispatchEvent(): Promise<never> {
    throw new Error('Domain events go through the EventBus, not the request client');
  }

  override unwrap<T>(): T {
    return this.bus as T;
  }

  override on(): never {
    throw new Error('The in-process transport has no status events');
  }
}
