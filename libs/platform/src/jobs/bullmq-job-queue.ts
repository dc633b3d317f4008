import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import type { Logger } from 'pino';
import { DEFAULT_JOB_OPTIONS, type JobOptions, type JobProcessor, type JobQueue } from './job-queue';

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
    await this.queue(queue).add(name, data, {
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
      async (job) => processor(job.data as T, { attempt: job.attemptsMade + 1, name: job.name }),
      { connection: this.connection.duplicate(), prefix: `${this.prefix}bull` },
    );
    worker.on('failed', (job, err) => this.logger.warn({ err, queue, job: job?.name }, 'job attempt failed'));
    this.workers.push(worker);
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.connection.disconnect();
  }
}
