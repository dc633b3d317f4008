import type { ReactNode } from 'react';
import type { Order } from '../api/orders.api';
import { paymentLabel } from '../hooks/checkout-model';

/** How each payment state reads to the shopper; a state not listed here is shown as the server names it. */
const PAYMENT_STATES: Record<string, string> = {
  pending: 'To be paid on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Cancelled: not paid in time',
  refunded: 'Refunded',
};

export const paymentStateLabel = (order: Pick<Order, 'paymentStatus' | 'orderStatus'>): string => {
  const state: string = order.paymentStatus;
  if (order.orderStatus === 'cancelled' && state !== 'paid' && state !== 'expired') return 'Not charged';
  return PAYMENT_STATES[state] ?? state;
};

interface OrderPaymentProps {
  order: Order;
  /**
   * Shown under the method and state: the way to pay an order still awaiting payment (the UPI payment panel with
   * its QR code and UTR entry), given by the page that knows it.
   */
  children?: ReactNode;
}

/** The order's payment: its method, its state, and room for paying when it is still due. */
export function OrderPayment({ order, children }: OrderPaymentProps) {
  return (
    <section aria-label="Payment" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4 text-sm">
      <h2 className="font-semibold text-stone-900">Payment</h2>
      <dl className="grid grid-cols-2 gap-2">
        <dt className="text-stone-600">Method</dt>
        <dd>{paymentLabel(order.paymentMethod)}</dd>
        <dt className="text-stone-600">Status</dt>
        <dd data-testid="payment-state">{paymentStateLabel(order)}</dd>
      </dl>
      {children}
    </section>
  );
}
