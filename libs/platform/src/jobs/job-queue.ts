import { performance } from 'node:perf_hooks';
import type { Logger } from 'pino';
import { currentRequestId } from '../logging/request-context';
import type { JobCounts } from '../metrics/metrics';

export interface JobOptions {
  /** Attempts in all, the first included. */
  attempts?: number;
  /** First retry delay; each later retry waits twice as long. */
  backoffMs?: number;
  jobId?: string;
  /** The request that asked for the job (default: the current one); the worker runs and logs with it. */
  requestId?: string;
}

export type JobProcessor<T = unknown> = (
  data: T,
  /** `attempt` counts from 1; `attempts` is the job's attempts in all, so the last one knows it is the last. */
  meta: { attempt: number; attempts: number; name: string; requestId?: string },
) => Promise<void>;

/** Background jobs with retries and exponential backoff: BullMQ on Redis, or in process. */
export interface JobQueue {
  add<T>(queue: string, name: string, data: T, options?: JobOptions): Promise<void>;
  process<T>(queue: string, processor: JobProcessor<T>): Promise<void>;
  /**
   * Adds job `name` (no data, one attempt) to `queue` every `everyMs`, for as long as the queue runs. Scheduling
   * the same name again replaces its interval: every replica may call it, and each run is taken by one worker.
   */
  repeat(queue: string, name: string, everyMs: number): Promise<void>;
  ping(): Promise<void>;
  /** Jobs of each queue this process adds to or works by state (`thindi_jobs`). */
  counts(): Promise<JobCounts[]>;
  close(): Promise<void>;
}

export const DEFAULT_JOB_OPTIONS: Required<Omit<JobOptions, 'jobId' | 'requestId'>> = { attempts: 5, backoffMs: 1000 };

/**
 * Runs one attempt of a job and writes its JSON log line (queue, name, outcome, ms, attempt, reqId); the
 * error, if any, is thrown on for the queue's retries.
 */
export async function runJobAttempt(
  logger: Logger,
  job: { queue: string; name: string; attempt: number },
  work: () => Promise<void>,
): Promise<void> {
  const started = performance.now();
  const line = (outcome: 'ok' | 'error', err?: unknown) => ({
    ...job,
    outcome,
    ms: Math.round((performance.now() - started) * 10) / 10,
    reqId: currentRequestId(),
    ...(err ? { err } : {}),
  });
  try {
    await work();
    logger.info(line('ok'), 'job');
  } catch (err) {
    logger.info(line('error', err), 'job');
    throw err;
  }
}
