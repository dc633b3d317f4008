import { issuesMessage, principalSchema, type IssueReport, type Principal, type Role } from '@thindi/contracts';
import { z } from 'zod';
import { DomainError } from './domain-error';

/** How a refused input is told: every issue naming its field (the default), or the first issue's own words. */
export interface ParseOptions {
  report?: IssueReport;
}

/** Validates an inbound payload at the door; a bad one becomes a VALIDATION error naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, options: ParseOptions = {}): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw DomainError.validation(issuesMessage(result.error, options.report));
  return result.data;
}

const callerSchema = z.object({ principal: principalSchema });

/** Who may send a message, and the words a caller of another role is refused with. */
export interface AllowedRoles {
  roles: readonly Role[];
  refused: string;
}

/**
 * A signed-in caller's `{ principal, input }` message. The principal is checked first (and its role, when
 * `only` names the roles allowed), then the input, read as `{}` when absent.
 */
export function parseAuthed<S extends z.ZodType>(
  schema: S,
  payload: unknown,
  options: ParseOptions & { only?: AllowedRoles } = {},
): { principal: Principal; input: z.output<S> } {
  const { principal } = parseInput(callerSchema, payload);
  const { only } = options;
  if (only && !only.roles.includes(principal.role)) throw DomainError.forbidden(only.refused);
  const input = parseInput(schema, (payload as { input?: unknown }).input ?? {}, options);
  return { principal, input };
}

/** For forms that show one message at a time: the first problem, in its own words. */
export const FIRST_ISSUE_ONLY: ParseOptions = { report: 'first' };
