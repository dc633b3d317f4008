import { describeIssues } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { z } from 'zod';

/** Validates HTTP input at the door: a 400 that names the field and why. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw DomainError.validation(describeIssues(result.error));
  return result.data;
}
