import { DomainError } from '../errors/domain-error';

export interface ConcurrencyLimit {
  /** Runs the task when one of the `max` places is free; refuses it (429) when `maxWaiting` already wait. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a place. */
  readonly waiting: number;
}

export interface ConcurrencyLimitOptions {
  /** How many tasks run at once. */
  max: number;
  /** How many may wait; one more is refused at once rather than queued without end. */
  maxWaiting: number;
  /** The refusal's message (429: sent again later, it is taken): a person should read that trying again later helps. */
  busyMessage: string;
}

/**
 * A bounded queue for work too heavy to run many of at once in one process (decoding images): at most `max`
 * run, at most `maxWaiting` wait in arrival order, and any more is refused. A task's failure frees its place.
 */
export function createConcurrencyLimit({ max, maxWaiting, busyMessage }: ConcurrencyLimitOptions): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a whole number from 1, got ${max}`);
  let running = 0;
  const queue: Array<() => void> = [];

  const next = () => {
    running -= 1;
    const start = queue.shift();
    if (start) {
      running += 1;
      start();
    }
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const go = () => Promise.resolve().then(task).finally(next);
      if (running < max) {
        running += 1;
        return go();
      }
      if (queue.length >= maxWaiting) return Promise.reject(DomainError.rateLimited(busyMessage));
      return new Promise<T>((resolve, reject) => queue.push(() => void go().then(resolve, reject)));
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
