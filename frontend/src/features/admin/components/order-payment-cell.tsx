import type { Order } from '@thindi/contracts';
import { useState } from 'react';
import { MarkPaidDialog } from '@/components/orders/mark-paid-dialog';
import { Button } from '@/components/ui/button';
import { useMarkOrderPaid } from '../hooks/use-mark-order-paid';

function AdminMarkPaidDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const mark = useMarkOrderPaid(order.id);
  return (
    <MarkPaidDialog
      orderNumber={order.orderNumber}
      amount={order.totalAmount}
      shopperUtr={order.payment?.utr ?? null}
      mark={mark}
      onClose={onClose}
    />
  );
}

/** The order's payment in the admin's list: 'Paid', 'Cash on delivery', or a 'Mark paid' button while it waits. */
export function OrderPaymentCell({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  if (order.paymentMethod === 'cod') return <span className="text-sm text-stone-600">Cash on delivery</span>;
  if (order.paymentStatus === 'paid') return <span className="text-sm font-semibold text-green-800">Paid</span>;
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
