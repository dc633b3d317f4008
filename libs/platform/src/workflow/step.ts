/** What a step sees of the flow it runs in. */
export interface StepContext {
  flow: string;
  /** When the flow must be done (epoch ms): a call the step makes should not outlive it. */
  deadline: number;
  /** Milliseconds left before the deadline (never below 0). */
  remainingMs(): number;
}

/**
 * How a step is undone: `with` picks what the undo needs (JSON, as it may run later in a job) from the state
 * after the step, or, for a failed step undone under `evenIfFailed`, from the state before it and the failure
 * (a step that partly took effect names what it did in its error).
 */
export interface Compensation<S, C> {
  with(state: S, failure?: unknown): C;
  /** Must be idempotent: it may run more than once (a retry after a lost answer, a replayed job). */
  run(input: C): Promise<void>;
  /**
   * Whether a failure of the step may still have taken effect (a lost reply is not a refusal): such a failed
   * step is undone too. Without it, a step that failed is not undone.
   */
  evenIfFailed?(error: unknown): boolean;
}

/**
 * One named step of a flow: what it does and how it is undone, side by side. `invoke` answers what it adds
 * to the flow's state; a step without a compensation has nothing to undo (a read, a local atomic write).
 */
export interface Step<S, C = unknown> {
  readonly name: string;
  invoke(state: S, ctx: StepContext): Promise<Partial<S> | void>;
  readonly compensation?: Compensation<S, C>;
}

/** Declares a step (Medusa's `createStep`): its name, its invoke and its compensation next to it. */
export function createStep<S, C = unknown>(
  name: string,
  invoke: (state: S, ctx: StepContext) => Promise<Partial<S> | void>,
  compensation?: Compensation<S, C>,
): Step<S, C> {
  return { name, invoke, compensation };
}
