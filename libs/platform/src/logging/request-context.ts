import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContext {
  requestId: string;
  /** When the HTTP request that started this work gives up (epoch ms); absent for background work. */
  deadline?: number;
}

const storage = new AsyncLocalStorage<RequestContext>();

export const REQUEST_ID_HEADER = 'x-request-id';
/** Carries the absolute deadline (epoch ms) of a request across processes. Clocks of one cluster agree closely. */
export const DEADLINE_HEADER = 'x-deadline';

export const currentRequestId = (): string | undefined => storage.getStore()?.requestId;

export const currentDeadline = (): number | undefined => storage.getStore()?.deadline;

/** Milliseconds left before the current deadline (0 once it passed); undefined when there is none. */
export function remainingMs(now = Date.now()): number | undefined {
  const deadline = currentDeadline();
  return deadline === undefined ? undefined : Math.max(0, deadline - now);
}

/** Runs `fn` with a request id that logs and outgoing messages carry. */
export function runWithRequestId<T>(requestId: string | undefined, fn: () => T): T {
  return storage.run({ requestId: requestId || randomUUID() }, fn);
}

/** Runs `fn` with a request id and the deadline of the request it serves. */
export function runWithRequestContext<T>(context: { requestId?: string; deadline?: number }, fn: () => T): T {
  return storage.run({ requestId: context.requestId || randomUUID(), deadline: context.deadline }, fn);
}

/**
 * Runs `fn` under the same request id but without its deadline: for clean-up (a compensation) that must
 * still be sent after the shopper's request gave up.
 */
export function runWithoutDeadline<T>(fn: () => T): T {
  const context = storage.getStore();
  if (context?.deadline === undefined) return fn();
  return storage.run({ requestId: context.requestId }, fn);
}

/**
 * Moves the current request's deadline `ms` later: the time spent receiving a request body (a slow
 * upload) is the client's, not the services'.
 */
export function deferDeadline(ms: number): void {
  const context = storage.getStore();
  if (context?.deadline !== undefined && ms > 0) context.deadline += ms;
}

/** Reads a deadline header; anything that is not a positive whole number of epoch ms counts as none. */
export function parseDeadline(value: string | undefined | null): number | undefined {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const deadline = Number(value);
  return deadline > 0 ? deadline : undefined;
}
