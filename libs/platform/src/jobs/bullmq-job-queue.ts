import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { Logger } from 'pino';
import { currentRequestId, runWithRequestId } from '../logging/request-context';
import type { JobCounts } from '../metrics/metrics';
import { DEFAULT_JOB_OPTIONS, runJobAttempt, type JobOptions, type JobProcessor, type JobQueue } from './job-queue';

/** Jobs on Redis through BullMQ: survive restarts, shared by every replica. */
export class BullMqJobQueue implements JobQueue {
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  private readonly connection: IORedis;

  constructor(
    redisUrl: string,
    private readonly prefix: string,
    private readonly logger: Logger,
  ) {
    this.connection = new IORedis(redisUrl, { maxRetriesPerRequest: null });
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection, prefix: `${this.prefix}bull` });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async add<T>(queue: string, name: string, data: T, options: JobOptions = {}): Promise<void> {
    const { attempts, backoffMs } = { ...DEFAULT_JOB_OPTIONS, ...options };
    const requestId = options.requestId ?? currentRequestId();
    await this.queue(queue).add(name, withRequestId(data, requestId), {
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      jobId: options.jobId,
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
  }

  /** A BullMQ job scheduler: one per id in Redis however many replicas upsert it, each run taken by one worker. */
  async repeat(queue: string, name: string, everyMs: number): Promise<void> {
    await this.queue(queue).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: {}, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  async process<T>(queue: string, processor: JobProcessor<T>): Promise<void> {
    const worker = new Worker(
      queue,
      async (job) => {
        const { data, requestId } = withoutRequestId(job.data);
        const meta = { attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1, name: job.name, requestId };
        return runWithRequestId(requestId, () =>
          runJobAttempt(this.logger, { queue, name: job.name, attempt: meta.attempt }, () =>
            processor(data as T, meta),
          ),
        );
      },
      { connection: this.connection.duplicate(), prefix: `${this.prefix}bull` },
    );
    // Its queue is counted too (`thindi_jobs`), whether or not this process adds to it.
    this.queue(queue);
    worker.on('failed', (job, err) => this.logger.warn({ err, queue, job: job?.name }, 'job attempt failed'));
    this.workers.push(worker);
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  async counts(): Promise<JobCounts[]> {
    return Promise.all(
      [...this.queues].map(async ([queue, q]) => {
        const counts = await q.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return {
          queue,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
        };
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    // A worker does not close a connection it was given: each has its own duplicate.
    for (const worker of this.workers) (worker.opts.connection as IORedis).disconnect();
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }
}

/** BullMQ jobs have no field of their own for it: the request id travels in the data under this key. */
const REQUEST_ID_KEY = '_requestId';

function withRequestId(data: unknown, requestId: string | undefined): unknown {
  if (!requestId || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...data, [REQUEST_ID_KEY]: requestId };
}

function withoutRequestId(data: unknown): { data: unknown; requestId?: string } {
  if (typeof data !== 'object' || data === null || !(REQUEST_ID_KEY in data)) return { data };
  const { [REQUEST_ID_KEY]: requestId, ...rest } = data as Record<string, unknown>;
  return { data: rest, requestId: typeof requestId === 'string' ? requestId : undefined };
}
