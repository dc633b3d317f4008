import { CustomTransportStrategy, Server } from '@nestjs/microservices';
import { runWithRequestContext } from '../logging/request-context';
import { lateRefusal, pastDeadline } from './deadline';
import type { InProcessBus } from './in-process-bus';

interface Packet {
  err?: unknown;
  response?: unknown;
  isDisposed?: boolean;
}

/**
 * Serves the module's @MessagePattern handlers on the in-process bus. Requests and replies are
 * JSON strings, exactly as they would travel over NATS, so nothing works here that would fail there.
 * Handlers run with the caller's request id and deadline; a request whose deadline passed is not started.
 */
export class InProcessServer extends Server implements CustomTransportStrategy {
  private readonly patterns: string[] = [];

  constructor(private readonly bus: InProcessBus) {
    super();
  }

  listen(callback: () => void): void {
    for (const [pattern, handler] of this.messageHandlers) {
      this.bus.register(pattern, async (data, requestId, deadline) => {
        if (pastDeadline(deadline)) return JSON.stringify([{ err: lateRefusal(), isDisposed: true }]);
        return runWithRequestContext({ requestId, deadline }, async () => {
          const response$ = this.transformToObservable(await handler(JSON.parse(data)));
          return new Promise<string>((resolve) => {
            const packets: Packet[] = [];
            this.send(response$, async (packet: Packet) => {
              packets.push(packet);
              if (packet.isDisposed || packet.err !== undefined) resolve(JSON.stringify(packets));
            });
          });
        });
      });
      this.patterns.push(pattern);
    }
    callback();
  }

  close(): void {
    for (const pattern of this.patterns.splice(0)) this.bus.unregister(pattern);
  }

  on(): never {
    throw new Error('The in-process transport has no status events');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }
}
