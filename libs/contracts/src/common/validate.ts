import type { z } from 'zod';

/** Formats zod issues as one human sentence naming each field: "price: must be at least 0". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/**
 * The first problem only, in its own words ('Please fill in all required fields', 'Please enter a valid PAN
 * number'): for forms whose messages each name their field and which show one message at a time.
 */
export const firstIssueMessage = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid input';

/** How a refused input is told: every issue with its field, or the first issue's own message alone. */
export type IssueReport = 'all' | 'first';

/** The message a refused input answers with, in the door's chosen report. */
export function issuesMessage(error: z.ZodError, report: IssueReport = 'all'): string {
  return report === 'first' ? firstIssueMessage(error) : describeIssues(error);
}
