import { ISSUE_RESOLUTIONS, issueAnswerBodySchema, refundTooLargeMessage } from '@thindi/contracts';
import { z } from 'zod';

const [refundAnswer, replacementAnswer, declineAnswer] = issueAnswerBodySchema.options;

/**
 * The answer form (the seller's answer, the admin's decision): a refund, a replacement or a decline. Every field is
 * typed as text, then handed to the contract's schema, with the ticket's value as the most a refund may give back.
 */
export const issueAnswerFormSchema = (value: number) =>
  z
    .object({
      resolution: z.enum(ISSUE_RESOLUTIONS),
      amount: z.string(),
      note: z.string(),
      reason: z.string(),
    })
    .transform((fields): unknown => {
      if (fields.resolution === 'decline') return { resolution: 'decline', reason: fields.reason };
      const note = fields.note.trim() ? { note: fields.note } : {};
      if (fields.resolution === 'replacement') return { resolution: 'replacement', ...note };
      const amount = fields.amount.trim() === '' ? undefined : Number(fields.amount);
      return { resolution: 'refund', amount, ...note };
    })
    .pipe(
      z.discriminatedUnion('resolution', [
        refundAnswer.extend({ amount: refundAnswer.shape.amount.max(value, refundTooLargeMessage(value)) }),
        replacementAnswer,
        declineAnswer,
      ]),
    );
export type IssueAnswerFields = z.input<ReturnType<typeof issueAnswerFormSchema>>;
