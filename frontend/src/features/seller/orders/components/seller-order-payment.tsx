import { useState } from 'react';
import { MarkPaidDialog } from '@/components/orders/mark-paid-dialog';
import { awaitsPayment, codPartPaymentLabel, refundPaymentLabel } from '@/components/orders/payment-state';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/use-public-config';
import type { SellerOrder } from '../api/seller-orders.api';
import { useSellerMarkPaid } from '../hooks/use-seller-mark-paid';

/**
 * Where the money of the seller's part stands (its view's orderStatus is its part's): cash paid to the courier on
 * its delivery or still to be, a UPI payment received, awaited, or never made, or given back to the shopper since.
 */
export function paymentStateLabel(order: SellerOrder): string {
  const cod = codPartPaymentLabel(order, order.orderStatus);
  if (cod) return cod;
  if (order.paymentStatus === 'paid') return 'Paid';
  const refund = refundPaymentLabel(order.paymentStatus);
  if (refund) return refund;
  return awaitsPayment(order) ? 'Awaiting payment' : 'Unpaid';
}

const PAID_LABELS = ['Paid', 'Paid on delivery'];

/** The payment state in one line, for the orders list. */
export function SellerPaymentState({ order }: { order: SellerOrder }) {
  const label = paymentStateLabel(order);
  return (
    <span
      className={`block text-xs ${PAID_LABELS.includes(label) ? 'font-semibold text-green-800' : 'text-stone-600'}`}
    >
      {label}
    </span>
  );
}

function SellerMarkPaidDialog({ order, onClose }: { order: SellerOrder; onClose: () => void }) {
  const mark = useSellerMarkPaid(order._id);
  return (
    <MarkPaidDialog
      orderNumber={order.orderNumber}
      amount={order.orderTotal}
      shopperUtr={order.payment.utr}
      mark={mark}
      onClose={onClose}
    />
  );
}

/**
 * The order's payment in its detail, with the UTR the shopper gave; and 'Mark paid' when sellers confirm payments
 * (PAYMENT_CONFIRMED_BY=seller) and this UPI order, still awaited, is all this seller's. The order service checks
 * the same again.
 */
export function SellerOrderPayment({ order }: { order: SellerOrder }) {
  const config = usePublicConfig();
  const [open, setOpen] = useState(false);
  const mayMark = config.data?.paymentConfirmedBy === 'seller' && awaitsPayment(order) && order.soleSeller;
  return (
    <div className="space-y-1">
      <SellerPaymentState order={order} />
      {awaitsPayment(order) && order.payment.utr ? (
        <span className="block text-xs text-stone-500">UTR from the shopper: {order.payment.utr}</span>
      ) : null}
      {mayMark ? (
        <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
          Mark paid
        </Button>
      ) : null}
      {open ? <SellerMarkPaidDialog order={order} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}
