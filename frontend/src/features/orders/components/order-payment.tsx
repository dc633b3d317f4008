import { formatRupees } from '@thindi/contracts';
import type { ReactNode } from 'react';
import { codPartPaymentLabel, refundPaymentLabel } from '@/components/orders/payment-state';
import type { Order } from '../api/orders.api';
import { paymentLabel } from '../hooks/checkout-model';

/** How each payment state reads to the shopper; a state not listed here is shown as the server names it. */
const PAYMENT_STATES: Record<string, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Cancelled: not paid in time',
};
/** Cash on delivery: paid to the courier as each part arrives, the order once every part has. */
const COD_STATES: Record<string, string> = { pending: 'To be paid on delivery', paid: 'Paid on delivery' };

export const paymentStateLabel = (order: Pick<Order, 'paymentStatus' | 'paymentMethod' | 'orderStatus'>): string => {
  // Money owed or given back tells more than 'Paid', and a cancelled order that was paid is not 'Not charged'.
  const refund = refundPaymentLabel(order.paymentStatus);
  if (refund) return refund;
  const state: string = order.paymentStatus;
  if (order.orderStatus === 'cancelled' && state !== 'paid' && state !== 'expired') return 'Not charged';
  const states = order.paymentMethod === 'cod' ? { ...PAYMENT_STATES, ...COD_STATES } : PAYMENT_STATES;
  return states[state] ?? state;
};

/** Each seller's part of a cash-on-delivery order with its own payment: each is paid as it is delivered. */
function PartPayments({ order }: { order: Order }) {
  if (order.fulfilments.length < 2 || order.orderStatus === 'cancelled') return null;
  const parts = order.fulfilments.flatMap((part) => {
    const label = codPartPaymentLabel(order, part.status);
    return label ? [{ key: part.sellerId, text: `${part.sellerName}: ${label}` }] : [];
  });
  if (parts.length === 0) return null;
  return (
    <ul aria-label="Payment per seller" className="space-y-1 text-stone-700">
      {parts.map(({ key, text }) => (
        <li key={key}>{text}</li>
      ))}
    </ul>
  );
}

/** Beside the order's status while a UPI order is unpaid: it is not under way until its money is in. */
export function AwaitingPaymentBadge() {
  return (
    <span
      data-testid="payment-badge"
      className="inline-block rounded-full bg-red-100 px-3 py-1 text-xs font-semibold text-red-800"
    >
      Awaiting payment
    </span>
  );
}

/** The amount still to pay and 'Pay now', which leads to the QR code, the UPI app link and the UTR box. */
export function PayNowPrompt({ order, pay }: { order: Order; pay: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900">
      <p>
        <span className="font-semibold">Awaiting payment</span>: pay {formatRupees(order.totalAmount)} by UPI, or this
        order is cancelled when its time to pay runs out.
      </p>
      {pay}
    </div>
  );
}

interface OrderPaymentProps {
  order: Order;
  /** Shown under the method and state: what the page knows of the payment (a UPI payment's receipt or expiry). */
  children?: ReactNode;
}

/** The order's payment: its method, its state, each part's own for cash on delivery, and room for more. */
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
      <PartPayments order={order} />
      {children}
    </section>
  );
}
