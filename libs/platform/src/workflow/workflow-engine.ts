import { z } from 'zod';
import type { Logger } from 'pino';
import { DomainError } from '../errors/domain-error';
import type { JobQueue } from '../jobs/job-queue';
import type { Step, StepContext } from './step';
import type { Workflow } from './workflow';

/** How a compensation that threw is retried in its job: attempts per job, and the first backoff. */
export interface CompensationRetry {
  attempts: number;
  backoffMs: number;
}
const RETRY: CompensationRetry = { attempts: 8, backoffMs: 1000 };

/** A flow that ran past its deadline; what it did is undone. */
export class WorkflowDeadlineError extends DomainError {
  constructor(readonly flow: string) {
    super('SERVICE.UNAVAILABLE', 'This took too long and was undone. Please try again.');
  }
}

const compensationJobSchema = z.object({ flow: z.string(), step: z.string(), input: z.unknown() });
type CompensationJob = z.infer<typeof compensationJobSchema>;
type Done<S> = { step: Step<S>; input: unknown };

/**
 * Runs flows: each step in order within the flow's deadline; on a failure the steps that completed (and one
 * that failed but may have taken effect) are compensated in reverse. A compensation that throws becomes a job
 * on this service's `compensations-<service>` queue, whose worker finds the step by flow and step name and
 * retries it until it succeeds: an undo is never only logged.
 */
export class WorkflowEngine {
  // Flows of different state types share the registry; the worker only calls their compensations.
  private readonly flows = new Map<string, Workflow<never>>();
  private readonly background = new Set<Promise<void>>();

  private readonly retry: CompensationRetry;
  private readonly detach: <T>(undo: () => T) => T;

  /**
   * `detach` runs an undo outside the request that failed (e.g. without its deadline, which may have passed):
   * clean-up must still be sent after the caller gave up.
   */
  constructor(
    private readonly service: string,
    private readonly ports: { jobs: JobQueue; logger: Logger },
    options: { retry?: CompensationRetry; detach?: <T>(undo: () => T) => T } = {},
  ) {
    this.retry = options.retry ?? RETRY;
    this.detach = options.detach ?? ((undo) => undo());
  }

  /** The queue this service's failed compensations wait on (one per service: only it knows its steps). */
  get queue(): string {
    return `compensations-${this.service}`;
  }

  /** Makes a flow's compensations findable by the retry worker; call before `start`. */
  register<S>(flow: Workflow<S>): void {
    this.flows.set(flow.name, flow as unknown as Workflow<never>);
  }

  /** Starts the worker that retries failed compensations (also those left by an earlier run). */
  async start(): Promise<void> {
    await this.ports.jobs.process<unknown>(this.queue, (data, meta) => this.retryCompensation(data, meta.attempt));
  }

  /** Resolves when compensations started after a deadline have run (or been handed to their jobs). */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  /** Runs the flow from `initial`; answers the final state, or throws the failure once the undo is done. */
  async run<S extends object>(flow: Workflow<S>, initial: S, options: { deadlineMs: number }): Promise<S> {
    const deadline = Date.now() + options.deadlineMs;
    const ctx: StepContext = { flow: flow.name, deadline, remainingMs: () => Math.max(0, deadline - Date.now()) };
    const done: Done<S>[] = [];
    let state = initial;
    for (const step of flow.steps) {
      if (ctx.remainingMs() === 0) {
        await this.compensate(flow.name, done);
        throw new WorkflowDeadlineError(flow.name);
      }
      const attempt = step.invoke(state, ctx);
      let patch: Partial<S> | void;
      try {
        patch = await beforeDeadline(attempt, ctx.remainingMs(), flow.name);
      } catch (err) {
        if (err instanceof WorkflowDeadlineError) {
          // The step is still running: undo everything once it settles, whatever it then did.
          this.track(this.settleThenCompensate(flow.name, attempt, step, state, done));
          throw err;
        }
        if (step.compensation?.evenIfFailed?.(err)) done.push(undo(step, state, err));
        await this.compensate(flow.name, done);
        throw err;
      }
      state = { ...state, ...patch };
      if (step.compensation) done.push(undo(step, state));
    }
    return state;
  }

  private async settleThenCompensate<S>(
    flow: string,
    attempt: Promise<Partial<S> | void>,
    step: Step<S>,
    state: S,
    done: Done<S>[],
  ): Promise<void> {
    const patch = await attempt.then(
      (p) => ({ ok: true as const, p }),
      (err: unknown) => ({ ok: false as const, err }),
    );
    if (step.compensation && (patch.ok || step.compensation.evenIfFailed?.(patch.err))) {
      done.push(patch.ok ? undo(step, { ...state, ...patch.p }) : undo(step, state, patch.err));
    }
    await this.compensate(flow, done);
  }

  /** Undoes in reverse; one that throws goes to its job and the earlier ones are still undone now. */
  private async compensate<S>(flow: string, done: Done<S>[]): Promise<void> {
    for (const { step, input } of [...done].reverse()) {
      try {
        await this.detach(() => step.compensation!.run(input));
      } catch (err) {
        this.ports.logger.warn({ err, flow, step: step.name }, 'compensation failed; it will be retried in a job');
        await this.enqueue({ flow, step: step.name, input });
      }
    }
  }

  private async enqueue(job: CompensationJob): Promise<void> {
    const options = { attempts: this.retry.attempts, backoffMs: this.retry.backoffMs };
    try {
      await this.ports.jobs.add(this.queue, `${job.flow}/${job.step}`, job, options);
    } catch (err) {
      this.ports.logger.error({ err, ...job }, 'compensation could not be queued; it must be undone by hand');
    }
  }

  /** The worker: runs the step's compensation again; after the job's last attempt, queues a fresh job. */
  private async retryCompensation(data: unknown, attempt: number): Promise<void> {
    const job = compensationJobSchema.parse(data);
    const step = this.flows.get(job.flow)?.steps.find((s) => s.name === job.step);
    if (!step?.compensation) throw new Error(`No compensation for ${job.flow}/${job.step}`);
    try {
      await step.compensation.run(job.input as never);
    } catch (err) {
      if (attempt < this.retry.attempts) throw err;
      this.ports.logger.warn({ err, ...job }, 'compensation still failing; queued again');
      await this.enqueue(job);
    }
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((err: unknown) => this.ports.logger.error({ err }, 'compensation after a deadline failed'))
      .finally(() => this.background.delete(tracked));
    this.background.add(tracked);
  }
}

function undo<S>(step: Step<S>, state: S, failure?: unknown): Done<S> {
  return { step, input: step.compensation!.with(state, failure) };
}

function beforeDeadline<T>(work: Promise<T>, ms: number, flow: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new WorkflowDeadlineError(flow)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
