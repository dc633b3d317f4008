import { issueRefundUpiBodySchema, upiIdSchema } from '@thindi/contracts';
import { z } from 'zod';

/**
 * An optional UPI ID as the shopper types it: left empty it is not sent, typed it must look like one (the
 * contract's rule, so the form refuses what the server would).
 */
export const optionalUpiIdSchema = z
  .string()
  .trim()
  .transform((typed) => (typed === '' ? undefined : typed))
  .pipe(upiIdSchema.optional());

/** 'Accept' the seller's refund, with the UPI ID a cash-on-delivery refund is sent to when the shopper gives one. */
export const acceptFormSchema = z.object({ refundUpiId: optionalUpiIdSchema });
export type AcceptFields = z.input<typeof acceptFormSchema>;
export type AcceptValues = z.output<typeof acceptFormSchema>;

/** 'Where should we send your refund?': the UPI ID, required (an empty box says so), then the contract's rule. */
export const refundUpiFormSchema = z.object({
  upiId: z.string().trim().min(1, 'UPI ID is required').pipe(issueRefundUpiBodySchema.shape.upiId),
});
export type RefundUpiFields = z.input<typeof refundUpiFormSchema>;
export type RefundUpiValues = z.output<typeof refundUpiFormSchema>;
