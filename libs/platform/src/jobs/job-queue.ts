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
  meta: { attempt: number; name: string; requestId?: string },
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
  close(): Promise<void>;
}

/**
 * Twelve attempts, 1 s apart at first and twice as long each time: a job keeps trying for about 34 minutes, so a
 * worker that needs another service (the mail workers ask auth for an address) or an SMTP server outlives a
 * restart or a short outage of it instead of dropping the job.
 */
export const DEFAULT_JOB_OPTIONS: Required<Omit<JobOptions, 'jobId' | 'requestId'>> = { attempts: 12, backoffMs: 1000 };
