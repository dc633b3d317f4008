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

/** The unique index that keeps the UTR of money received to one paid order. */
export const PAID_UTR_INDEX = 'orders_paid_utr_key';

/** A UTR already recorded as received on another order: the admin is told which one, a shopper only that it is. */
export const utrTaken = (otherOrderNumber: string | null): DomainError =>
  DomainError.conflict(
    otherOrderNumber
      ? `This UTR is already recorded for order ${otherOrderNumber}`
      : 'This UTR is already recorded for another payment: please check the UTR your UPI app shows',
    'ORDER.UTR_TAKEN',
  );
