import { DomainError } from '@thindi/platform';
import type { OrderRow } from '../../db/schema';

const conflict = (message: string) => DomainError.conflict(message, 'ORDER.PAYMENT_STATE');

/**
 * Why no UPI payment can be recorded for this order, or undefined when it can (it awaits one, or is already paid:
 * the caller decides whether that is a repeat). Each reason is a 409 in words the person can act on.
 */
export function paymentRefusal(order: OrderRow): DomainError | undefined {
  if (order.paymentMethod === 'cod') {
    return conflict('This order is paid in cash on delivery: there is no UPI payment to record');
  }
  if (order.paymentStatus === 'expired' || (order.status === 'cancelled' && order.paymentStatus !== 'paid')) {
    return conflict('This order was cancelled: its payment can no longer be recorded');
  }
  return undefined;
}

/** Shows the last four digits only: enough to tell two UTRs apart in a message. */
export const utrTail = (utr: string): string => `…${utr.slice(-4)}`;
