import type { z } from 'zod';

/** Formats zod issues as one human sentence naming each field: "price: must be at least 0". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
