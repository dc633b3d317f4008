/**
 * The wire of the in-process transport: one registry of message handlers per process. A handler gets the
 * JSON payload, the caller's request id and its deadline (epoch ms), as NATS headers would carry them.
 */
export type WireHandler = (data: string, requestId?: string, deadline?: number) => Promise<string>;

export class InProcessBus {
  private readonly handlers = new Map<string, WireHandler>();

  register(pattern: string, handler: WireHandler): void {
    if (this.handlers.has(pattern)) throw new Error(`Two handlers for pattern ${pattern}`);
    this.handlers.set(pattern, handler);
  }

  unregister(pattern: string): void {
    this.handlers.delete(pattern);
  }

  handler(pattern: string): WireHandler | undefined {
    return this.handlers.get(pattern);
  }
}
