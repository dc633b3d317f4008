import { markRefundPaidSchema, type Refund } from '@thindi/contracts';
import type { z } from 'zod';

/**
 * Where a refund is sent: the UPI ID the shopper gave, or for a UPI order without one the UPI ID that paid it (found
 * by the payment's UTR); a cash-on-delivery refund waits for the shopper to give one.
 */
export function payToText(refund: Pick<Refund, 'upiId' | 'paymentMethod' | 'paidWithUtr'>): string {
  if (refund.upiId) return `UPI ID ${refund.upiId}`;
  if (refund.paymentMethod === 'upi' && refund.paidWithUtr) return `The UPI ID that paid UTR ${refund.paidWithUtr}`;
  return "Waiting for the shopper's UPI ID";
}

/** A refund can be sent, and so marked paid, once it is known where to. */
export const canPayRefund = (refund: Pick<Refund, 'upiId' | 'paymentMethod' | 'paidWithUtr'>): boolean =>
  Boolean(refund.upiId) || (refund.paymentMethod === 'upi' && Boolean(refund.paidWithUtr));

/** Why the money is owed back: its ticket's number, 'Returned' for a part returned, 'Cancelled' for a paid part cancelled. */
export const refundReasonText = (refund: Pick<Refund, 'reason' | 'issueNumber'>): string =>
  refund.reason === 'ticket' && refund.issueNumber
    ? refund.issueNumber
    : refund.reason === 'returned'
      ? 'Returned'
      : 'Cancelled';

/** The UTR of the transfer that paid it back, by the contract's rule. */
export const refundUtrFormSchema = markRefundPaidSchema.pick({ utr: true });
export type RefundUtrFields = z.input<typeof refundUtrFormSchema>;
export type RefundUtrValues = z.output<typeof refundUtrFormSchema>;
