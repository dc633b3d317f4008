import { describeIssues } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { z } from 'zod';

/** Validates HTTP input at the door: a 400 that names the field and why. */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw DomainError.validation(describeIssues(result.error));
  return result.data;
}

/** A toggle-status call's input: the id from the path and, when the body names it, the state the admin wants. */
export function toggleInput(id: string, body: unknown): { id: string; isActive?: unknown; reason?: unknown } {
  const { isActive, reason } =
    body && typeof body === 'object' ? (body as { isActive?: unknown; reason?: unknown }) : {};
  return { id, ...(isActive === undefined ? {} : { isActive }), ...(reason === undefined ? {} : { reason }) };
}
