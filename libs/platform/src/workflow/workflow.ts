import type { Step } from './step';

/** A named list of steps run in order over a shared state `S`; see WorkflowEngine for how it is run. */
export interface Workflow<S> {
  readonly name: string;
  readonly steps: ReadonlyArray<Step<S>>;
}

/** Declares a flow (Medusa's `createWorkflow`); step names are unique in it, as compensation jobs name them. */
export function createWorkflow<S>(name: string, steps: ReadonlyArray<Step<S>>): Workflow<S> {
  if (new Set(steps.map((s) => s.name)).size !== steps.length) throw new Error(`Flow ${name} repeats a step name`);
  return { name, steps };
}
