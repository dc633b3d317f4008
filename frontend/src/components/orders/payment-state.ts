import { partPaymentStatus, type OrderStatus, type PaymentMethod, type PaymentStatus } from '@thindi/contracts';

interface OrderPaymentFacts {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
}

/** Once money is owed back, the order's payment reads as its refunds stand, the same for everyone who sees it. */
const REFUND_LABELS: Partial<Record<PaymentStatus, string>> = {
  refund_due: 'Refund due',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** 'Refund due', 'Partly refunded' or 'Refunded'; null while no money was ever owed back. */
export const refundPaymentLabel = (status: PaymentStatus): string | null => REFUND_LABELS[status] ?? null;

/**
 * Whether a UPI order's money came in: paid, or paid and given back since (a UPI order owes a refund only once
 * paid), so a refunded order is never offered 'Pay now'.
 */
export const paymentReceived = (status: PaymentStatus): boolean =>
  status === 'paid' || refundPaymentLabel(status) !== null;

/** A UPI order still to be paid, while it stands: it is cancelled if its payment does not arrive in time. */
export const awaitsPayment = (order: OrderPaymentFacts & { orderStatus: OrderStatus }): boolean =>
  order.paymentMethod === 'upi' && order.paymentStatus === 'awaiting_payment' && order.orderStatus !== 'cancelled';

/**
 * How a cash-on-delivery part's payment reads, the same for the shopper, its seller and the admin: paid as the
 * courier hands it over, else still to be paid; a cancelled part is never charged. Null for other methods, which
 * are paid once for the whole order.
 */
export function codPartPaymentLabel(order: OrderPaymentFacts, partStatus: OrderStatus): string | null {
  if (order.paymentMethod !== 'cod') return null;
  if (partStatus === 'cancelled') return 'Not charged';
  return partPaymentStatus(order, partStatus) === 'paid' ? 'Paid on delivery' : 'To be paid on delivery';
}
