import type { Order } from '@thindi/contracts';
import { useState } from 'react';
import { codPartPaymentLabel, refundPaymentLabel } from '@/components/orders/payment-state';
import { Button } from '@/components/ui/button';
import { AdminMarkPaidDialog } from './admin-mark-paid-dialog';

/**
 * Where a cash-on-delivery order's money stands: paid once every part not cancelled was delivered, part by part
 * meanwhile ('Paid on delivery: 1 of 2 parts'), or still to be paid to the courier; once money is owed back, how
 * its refunds stand.
 */
export function codPaymentText(order: Order): string {
  const refund = refundPaymentLabel(order.paymentStatus);
  if (refund) return refund;
  if (order.orderStatus === 'cancelled') return 'Not charged';
  if (order.paymentStatus === 'paid') return 'Paid on delivery';
  const live = order.fulfilments.filter((part) => part.status !== 'cancelled');
  const paid = live.filter((part) => codPartPaymentLabel(order, part.status) === 'Paid on delivery').length;
  return paid > 0 ? `Paid on delivery: ${paid} of ${live.length} parts` : 'To be paid on delivery';
}

/**
 * The order's payment in the admin's list: cash on delivery as it stands, 'Paid', how its refunds stand, or a
 * 'Mark paid' button while a UPI payment waits.
 */
export function OrderPaymentCell({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const refund = refundPaymentLabel(order.paymentStatus);
  if (order.paymentMethod === 'cod') {
    const text = codPaymentText(order);
    const paid = text === 'Paid on delivery';
    return <span className={`text-sm ${paid ? 'font-semibold text-green-800' : 'text-stone-600'}`}>{text}</span>;
  }
  if (order.paymentStatus === 'paid') return <span className="text-sm font-semibold text-green-800">Paid</span>;
  if (refund) return <span className="text-sm font-semibold text-stone-700">{refund}</span>;
  if (order.paymentStatus !== 'awaiting_payment' || order.orderStatus === 'cancelled')
    return <span className="text-sm text-stone-500">Unpaid</span>;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Mark order ${order.orderNumber} paid`}
      >
        Mark paid
      </Button>
      {order.payment?.utr ? <span className="block text-xs text-stone-500">UTR {order.payment.utr}</span> : null}
      {open ? <AdminMarkPaidDialog order={order} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
