import type { StepContext } from '../workflow/step';

/** What a workflow step sees when a test calls it alone: its flow's name and `ms` left before the deadline. */
export function stepContext(flow: string, ms = 5_000): StepContext {
  const deadline = Date.now() + ms;
  return { flow, deadline, remainingMs: () => Math.max(0, deadline - Date.now()) };
}
