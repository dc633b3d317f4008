import { formatRupees, formatRupeesWhole, type Order } from '@thindi/contracts';
import CheckCircle from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { OrderMoneyLines } from '@/components/money/order-money-lines';
import { awaitsPayment } from '@/components/orders/payment-state';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/lib/use-public-config';
import { formatTimeLeft, UpiPaymentPanel } from './upi-payment-panel';

const HOUR = 3_600_000;

interface CheckoutConfirmationProps {
  order: Order;
  onClose: () => void;
}

/** The charge as the shopper pays it: whole rupees without paise (₹1,061), any paise kept. */
const amountOwed = (rupees: number) => (Number.isInteger(rupees) ? formatRupeesWhole(rupees) : formatRupees(rupees));

/** The deadline as India reads it: 'Wed, 25 Nov, 3:30 pm'. */
const indiaTime = (ms: number) =>
  new Date(ms).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

/** '24 h' for a fresh order (whole hours), minutes once under one. */
const timeToPay = (ms: number) => (ms >= HOUR ? `${Math.round(ms / HOUR)} h` : formatTimeLeft(ms));

/**
 * What checkout says once the order is placed: 'Order Confirmed!' for cash on delivery (or a payment already
 * received); for a UPI order still to be paid, what is owed and by when, with the QR code, link and UTR box first,
 * where a phone shows them without scrolling, and the money lines after.
 */
export function CheckoutConfirmation({ order, onClose }: CheckoutConfirmationProps) {
  const pay = awaitsPayment(order);
  const top = useRef<HTMLDivElement>(null);
  // The drawer keeps where Review was scrolled to: the confirmation starts from its own top.
  useEffect(() => top.current?.scrollIntoView?.({ block: 'start' }), []);
  return (
    <div ref={top} className="flex flex-col items-center gap-3 py-6 text-center">
      {pay ? <PayToConfirm order={order} /> : <Confirmed order={order} />}
      {pay ? <UpiPaymentPanel order={order} /> : null}
      <section aria-label="Order Summary" className="w-full max-w-sm text-left">
        <OrderMoneyLines order={order} testIdPrefix="confirmed" />
      </section>
      {pay ? null : <UpiPaymentPanel order={order} />}
      <Link to="/orders" onClick={onClose} className="font-semibold text-amber-800 underline">
        View My Orders
      </Link>
      <Button onClick={onClose}>Continue Shopping</Button>
    </div>
  );
}

function OrderNumber({ order }: { order: Order }) {
  return (
    <p className="text-stone-700">
      Order number: <strong data-testid="order-number">{order.orderNumber}</strong>
    </p>
  );
}

function Confirmed({ order }: { order: Order }) {
  return (
    <>
      <CheckCircle className="h-16 w-16 text-green-700" aria-hidden="true" />
      <h3 className="font-display text-2xl font-bold text-stone-900">Order Confirmed!</h3>
      <OrderNumber order={order} />
      <p className="text-sm text-stone-600">You will receive an email confirmation shortly with tracking details.</p>
    </>
  );
}

/** The deadline is the order's own (payBy); without one, the hours the platform keeps an unpaid order. */
function PayToConfirm({ order }: { order: Order }) {
  const config = usePublicConfig();
  // The time left as the order was placed: the heading states the window, the panel below counts it down.
  const [placedAt] = useState(() => Date.now());
  const payBy = order.payment?.payBy ? new Date(order.payment.payBy).getTime() : null;
  const left = payBy === null ? null : payBy - placedAt;
  const hours = config.data?.unpaidOrderTimeoutHours;
  const within =
    left !== null ? (left > 0 ? ` within ${timeToPay(left)}` : '') : hours ? ` within ${hours} h` : ' by UPI';
  return (
    <>
      <Clock className="h-10 w-10 text-amber-700" aria-hidden="true" />
      <h3 className="font-display text-2xl font-bold text-stone-900">
        Order placed: pay {amountOwed(order.totalAmount)}
        {within}
      </h3>
      <OrderNumber order={order} />
      <p className="text-sm text-stone-600">
        {payBy !== null ? `Pay by ${indiaTime(payBy)}. ` : null}
        We confirm the order once the payment is received; unpaid, it is cancelled.
      </p>
    </>
  );
}
