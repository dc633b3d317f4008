import { describeIssues } from '@thindi/contracts';
import type { z } from 'zod';
import { DomainError } from './domain-error';

/** Validates an inbound payload at the door; a bad one becomes a VALIDATION error naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw DomainError.validation(describeIssues(result.error));
  return result.data;
}
