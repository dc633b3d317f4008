/** How an outbox relay retries an entry before keeping it as a dead letter. */
export interface OutboxRetry {
  /** Tries in all before the entry becomes a dead letter (default 10). */
  maxAttempts?: number;
  /** Wait before the second try; each later wait doubles (default: the relay's retry interval). */
  firstDelayMs?: number;
  /** The longest wait between two counted tries (default 5 min): ten tries then span about 13 minutes. */
  maxDelayMs?: number;
}

/** The wait after the `attempt`-th failed try. */
export const backoffMs = (retry: Required<OutboxRetry>, attempt: number): number =>
  Math.min(retry.maxDelayMs, retry.firstDelayMs * 2 ** (attempt - 1));
