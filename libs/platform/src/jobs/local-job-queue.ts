import type { Logger } from 'pino';
import { currentRequestId, runWithoutDeadline, runWithRequestId } from '../logging/request-context';
import type { JobCounts } from '../metrics/metrics';
import { DEFAULT_JOB_OPTIONS, runJobAttempt, type JobOptions, type JobProcessor, type JobQueue } from './job-queue';

type JobState = Exclude<keyof JobCounts, 'queue'>;

interface PendingJob {
  name: string;
  data: unknown;
  attempt: number;
  requestId?: string;
  options: Required<Omit<JobOptions, 'jobId' | 'requestId'>>;
}

/** The standalone queue: same contract as BullMQ (JSON data, attempts, exponential backoff), in memory. */
export class LocalJobQueue implements JobQueue {
  private readonly processors = new Map<string, JobProcessor>();
  private readonly waiting = new Map<string, PendingJob[]>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly repeats = new Map<string, NodeJS.Timeout>();
  /** Jobs by queue and state, as BullMQ's getJobCounts tells them; `failed` counts jobs that failed for good. */
  private readonly states = new Map<string, JobCounts>();

  constructor(private readonly logger: Logger) {}

  async add<T>(queue: string, name: string, data: T, options: JobOptions = {}): Promise<void> {
    const job: PendingJob = {
      name,
      data: JSON.parse(JSON.stringify(data)),
      attempt: 1,
      requestId: options.requestId ?? currentRequestId(),
      options: {
        attempts: options.attempts ?? DEFAULT_JOB_OPTIONS.attempts,
        backoffMs: options.backoffMs ?? DEFAULT_JOB_OPTIONS.backoffMs,
      },
    };
    this.schedule(queue, job, 0);
  }

  async process<T>(queue: string, processor: JobProcessor<T>): Promise<void> {
    this.processors.set(queue, processor as JobProcessor);
    this.stateOf(queue);
    for (const job of this.waiting.get(queue)?.splice(0) ?? []) {
      this.count(queue, 'waiting', -1);
      this.schedule(queue, job, 0);
    }
  }

  /** A timer per schedule; it does not keep the process alive and skips a tick while the last run is busy. */
  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    const key = `${queue}:${name}`;
    clearInterval(this.repeats.get(key));
    let busy: Promise<void> | undefined;
    const tick = () => {
      if (busy || !this.processors.has(queue)) return;
      const job: PendingJob = { name, data: {}, attempt: 1, options: { attempts: 1, backoffMs: 0 } };
      busy = this.run(queue, job).finally(() => {
        this.running.delete(busy!);
        busy = undefined;
      });
      this.running.add(busy);
    };
    this.repeats.set(key, setInterval(tick, everyMs).unref());
  }

  async ping(): Promise<void> {}

  async counts(): Promise<JobCounts[]> {
    return [...this.states.values()].map((counts) => ({ ...counts }));
  }

  /** Resolves when no job is running or waiting for a retry. */
  async idle(): Promise<void> {
    while (this.running.size || this.timers.size) {
      await Promise.allSettled([...this.running]);
      if (this.timers.size) await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async close(): Promise<void> {
    for (const timer of this.repeats.values()) clearInterval(timer);
    this.repeats.clear();
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private stateOf(queue: string): JobCounts {
    let counts = this.states.get(queue);
    if (!counts) {
      counts = { queue, waiting: 0, active: 0, delayed: 0, failed: 0 };
      this.states.set(queue, counts);
    }
    return counts;
  }

  private count(queue: string, state: JobState, by: number) {
    this.stateOf(queue)[state] += by;
  }

  private schedule(queue: string, job: PendingJob, delayMs: number) {
    const state: JobState = delayMs > 0 ? 'delayed' : 'waiting';
    this.count(queue, state, 1);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.count(queue, state, -1);
      // A job is background work: it keeps the request id but not the enqueuing request's deadline.
      const run = runWithoutDeadline(() => this.run(queue, job)).finally(() => this.running.delete(run));
      this.running.add(run);
    }, delayMs);
    this.timers.add(timer);
  }

  private async run(queue: string, job: PendingJob) {
    const processor = this.processors.get(queue);
    if (!processor) {
      this.count(queue, 'waiting', 1);
      this.waiting.set(queue, [...(this.waiting.get(queue) ?? []), job]);
      return;
    }
    this.count(queue, 'active', 1);
    try {
      const meta = { attempt: job.attempt, attempts: job.options.attempts, name: job.name, requestId: job.requestId };
      await runWithRequestId(job.requestId, () =>
        runJobAttempt(this.logger, { queue, name: job.name, attempt: job.attempt }, () => processor(job.data, meta)),
      );
    } catch (err) {
      if (job.attempt >= job.options.attempts) {
        this.count(queue, 'failed', 1);
        this.logger.error({ err, queue, job: job.name }, 'job failed for good');
        return;
      }
      const delay = job.options.backoffMs * 2 ** (job.attempt - 1);
      this.logger.warn({ err, queue, job: job.name, attempt: job.attempt, delay }, 'job failed, will retry');
      this.schedule(queue, { ...job, attempt: job.attempt + 1 }, delay);
    } finally {
      this.count(queue, 'active', -1);
    }
  }
}
