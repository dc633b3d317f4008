import { partPaymentStatus, type Issue, type Order, type OrderRefund } from '@thindi/contracts';
import { indiaDate } from '@/components/issues/issue-text';

/** Where a refund stands, in the shopper's words: 'Due', or 'Refunded on 5 Dec 2026 · UTR 412345678901'. */
export function refundStateText(refund: Pick<OrderRefund, 'state' | 'paidAt' | 'utr'>): string {
  if (refund.state === 'due') return 'Due';
  const on = refund.paidAt ? ` on ${indiaDate(refund.paidAt)}` : '';
  return `Refunded${on}${refund.utr ? ` · UTR ${refund.utr}` : ''}`;
}

/** The refund a ticket settled with, as its order lists it; null before it is owed (or when nothing is). */
export const ticketRefundOf = (issue: Pick<Issue, 'number'>, order: Order | null): OrderRefund | null =>
  order?.refund?.refunds.find((refund) => refund.reason === 'ticket' && refund.issueNumber === issue.number) ?? null;

/** What the ticket page knows of the ticket's order: the order, or that it could not be read. */
export interface TicketOrder {
  order: Order | null;
  failed: boolean;
}

/**
 * Whether a refund of this ticket is sent to a UPI ID the shopper gives: the order was paid cash on delivery and
 * its part handed over (a parcel never paid for gets nothing back; a UPI order's refund goes back to the UPI ID that
 * paid it). When the order could not be read the shopper is asked anyway: the UPI ID is optional.
 */
export function asksRefundUpiId(issue: Pick<Issue, 'sellerId'>, { order, failed }: TicketOrder): boolean {
  if (!order) return failed;
  if (order.paymentMethod !== 'cod') return false;
  const part = order.fulfilments.find((p) => p.sellerId === issue.sellerId);
  return !part || partPaymentStatus(order, part.status) === 'paid';
}
