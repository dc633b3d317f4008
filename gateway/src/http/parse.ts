import { parseInput, type ParseOptions } from '@thindi/platform';
import type { z } from 'zod';

/**
 * Validates HTTP input at the door: a 400 that names each field and why, or, for forms that show one message
 * at a time (`{ report: 'first' }`), the first problem in its own words.
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.output<S> {
  return parseInput(schema, input ?? {}, options);
}

/** A toggle-status call's input: the id from the path and, when the body names it, the state the admin wants. */
export function toggleInput(id: string, body: unknown): { id: string; isActive?: unknown; reason?: unknown } {
  const { isActive, reason } =
    body && typeof body === 'object' ? (body as { isActive?: unknown; reason?: unknown }) : {};
  return { id, ...(isActive === undefined ? {} : { isActive }), ...(reason === undefined ? {} : { reason }) };
}
