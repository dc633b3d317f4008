import { createContext } from 'react';
import { ApiError } from '@/lib/api-client';

/** How long checkout keeps asking after an answer that leaves the order's fate open, and how often. */
export interface ConfirmPacing {
  /** From the first open answer: after this, checkout stops and says it could not confirm the order. */
  windowMs: number;
  firstPauseMs: number;
  longestPauseMs: number;
  /** One try that has not answered by then counts as open (the gateway answers within its own deadline). */
  attemptTimeoutMs: number;
}

export const CONFIRM_PACING: ConfirmPacing = {
  windowMs: 30_000,
  firstPauseMs: 1000,
  longestPauseMs: 5000,
  attemptTimeoutMs: 20_000,
};

/** The pacing checkout uses; tests give a shorter one. */
export const ConfirmPacingContext = createContext<ConfirmPacing>(CONFIRM_PACING);

/** Every try answered open for the whole window: the order may or may not stand. */
export class OrderUnconfirmed extends Error {
  constructor() {
    super('The order could not be confirmed');
  }
}

/**
 * True when the answer does not say whether the order was placed: no answer (network error, the try timed out),
 * a 502/503/504 (a service, or a proxy, gave up waiting: the gateway's 503 may say `mayHaveTakenEffect`), or a
 * success whose body could not be read.
 */
function outcomeOpen(error: unknown, timedOut: boolean): boolean {
  if (timedOut) return true;
  if (!(error instanceof ApiError)) return false;
  const { status } = error;
  return status === undefined || status < 300 || status === 502 || status === 503 || status === 504;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends the order, and sends it again (the caller keeps its Idempotency-Key, so a repeat answers the order already
 * made) while the answers leave its fate open, for the pacing's window; `onOpen` hears the first such answer. A
 * clear refusal ends it at once; a window of open answers ends in OrderUnconfirmed.
 */
export async function placeUntilKnown<T>(
  send: (signal: AbortSignal) => Promise<T>,
  pacing: ConfirmPacing,
  onOpen: () => void,
): Promise<T> {
  let openSince: number | null = null;
  for (let wait = pacing.firstPauseMs; ; wait = Math.min(wait * 2, pacing.longestPauseMs)) {
    const attempt = new AbortController();
    const timer = setTimeout(() => attempt.abort(), pacing.attemptTimeoutMs);
    try {
      return await send(attempt.signal);
    } catch (error) {
      if (!outcomeOpen(error, attempt.signal.aborted)) throw error;
      if (openSince === null) {
        openSince = Date.now();
        onOpen();
      }
      if (Date.now() - openSince + wait > pacing.windowMs) throw new OrderUnconfirmed();
      await pause(wait);
    } finally {
      clearTimeout(timer);
    }
  }
}
