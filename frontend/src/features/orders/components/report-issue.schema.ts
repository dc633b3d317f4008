import { ISSUE_KINDS, reportIssueBodySchema } from '@thindi/contracts';
import { z } from 'zod';
import { optionalUpiIdSchema } from './refund-upi.schema';

export const ISSUE_MESSAGES = {
  kind: 'Please choose what went wrong',
  lines: 'Please choose the items the problem is with',
} as const;

/**
 * The form: one kind, which of the part's lines (and how many of each), and what happened, with the contract's
 * rule for the description, and for an order paid cash on delivery the UPI ID a refund goes to, if given. Kind and
 * lines are asked in the shopper's words, not the API's.
 */
export const reportIssueFormSchema = z.object({
  kind: z.enum(ISSUE_KINDS, { message: ISSUE_MESSAGES.kind }),
  lines: z
    .array(z.object({ picked: z.boolean(), quantity: z.number().int().min(1) }))
    .refine((lines) => lines.some((line) => line.picked), ISSUE_MESSAGES.lines),
  description: reportIssueBodySchema.shape.description,
  refundUpiId: optionalUpiIdSchema,
});
export type ReportIssueFields = z.input<typeof reportIssueFormSchema>;
export type ReportIssueValues = z.output<typeof reportIssueFormSchema>;
