import { formatCalendarDate, formatRupees, type Fulfilment } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { InvoiceBreakup } from '@/components/money/invoice-breakup';
import { OrderMoneyLines } from '@/components/money/order-money-lines';
import { buttonClasses, Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { ProductImage } from '@/components/ui/product-image';
import { OrderStatusBadge, statusLabel } from '@/components/orders/order-status-badge';
import { awaitsPayment } from '@/components/orders/payment-state';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { Order } from '../api/orders.api';
import { useCancelPart } from '../hooks/use-cancel-part';
import { useMyOrders } from '../hooks/use-my-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { canCancelOrder } from './order-cancel-model';
import { OrderConsent } from './order-consent';
import { OrderParts } from './order-parts';
import { deliveryEstimates, DeliveryEstimates } from './delivery-estimates';
import { OrderInvoices } from './order-invoices';
import { OrderIssues } from './order-issues';
import { AwaitingPaymentBadge, OrderPayment, PayNowPrompt } from './order-payment';
import { OrderRefunds } from './order-refunds';
import { UpiPaymentPanel } from './upi-payment-panel';
import { OrderTimeline } from './order-timeline';

const BACK = (
  <Link to="/orders" className={buttonClasses('ghost', 'sm')}>
    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
    Back to Orders
  </Link>
);

/** Why the order was cancelled: the note of its cancelling step. */
const cancelNote = (order: Order) =>
  [...order.orderHistory].reverse().find((entry) => entry.status === 'cancelled')?.note;

function Items({ order }: { order: Order }) {
  return (
    <section aria-label="Items" className="space-y-2 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="font-semibold text-stone-900">Items</h2>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex items-center gap-3 py-2 text-sm">
            <ProductImage src={item.productImage ?? undefined} alt="" className="h-12 w-12 rounded object-cover" />
            <span className="flex-1">
              <Link to={`/product/${item.productId}`} className="font-medium text-stone-900 hover:underline">
                {item.productName}
              </Link>
              <span className="text-stone-600"> · {item.variantLabel}</span>
              <span className="block text-stone-600">
                Qty {item.quantity}
                {item.sellerName ? ` · ${item.sellerName}` : ''}
              </span>
              {item.bestBefore ? (
                <span className="block text-stone-600">{`Best before ${formatCalendarDate(item.bestBefore)}`}</span>
              ) : null}
            </span>
            <span className="font-medium">{formatRupees(item.price * item.quantity)}</span>
          </li>
        ))}
      </ul>
      <div className="border-t border-stone-100 pt-2">
        <OrderMoneyLines order={order} testIdPrefix="order" />
        <InvoiceBreakup order={order} />
      </div>
    </section>
  );
}

function Address({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <section
      aria-label="Delivery address"
      className="space-y-1 rounded-xl border border-stone-200 bg-white p-4 text-sm"
    >
      <h2 className="font-semibold text-stone-900">Delivery address</h2>
      <p>
        {a.firstName} {a.lastName}
      </p>
      <p>{a.street}</p>
      <p>
        {a.city}, {a.state} {a.pincode}
      </p>
      <p>{a.phone}</p>
    </section>
  );
}

function Progress({ order }: { order: Order }) {
  if (order.orderStatus === 'cancelled') {
    const note = cancelNote(order);
    return (
      <div className="rounded-lg bg-red-50 p-3 text-red-800">
        <p className="font-semibold">This order was cancelled.</p>
        {note ? <p data-testid="cancel-reason">Reason: {note}</p> : null}
      </div>
    );
  }
  return (
    <>
      <OrderTimeline order={order} />
      {order.orderStatus === 'returned' ? (
        <p className="text-orange-800">This order was returned. Your refund follows.</p>
      ) : null}
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {order.trackingNumber ? (
          <div>
            <dt className="font-semibold">Tracking Number</dt>
            <dd data-testid="tracking-number">{order.trackingNumber}</dd>
          </div>
        ) : null}
        {deliveryEstimates(order).length > 0 ? (
          <div>
            <dt className="font-semibold">Estimated Delivery</dt>
            <dd>
              <DeliveryEstimates order={order} />
            </dd>
          </div>
        ) : null}
      </dl>
    </>
  );
}

function History({ order }: { order: Order }) {
  return (
    <section aria-label="Order History">
      <h2 className="mb-2 font-semibold text-stone-900">Order History</h2>
      <ul className="space-y-2 text-sm">
        {order.orderHistory.map((entry, index) => (
          <li key={`${entry.status}-${index}`} className="rounded-lg bg-white p-3">
            <span className="font-semibold">{statusLabel(entry.status)}</span>
            {entry.note ? <span> — {entry.note}</span> : null}
            <span className="block text-xs text-stone-500">{formatDateTime(entry.timestamp)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface OrderDetailProps {
  order: Order;
  onCancel: () => void;
  onCancelPart: (part: Fulfilment) => void;
  partCancelError: string | null;
}

const PAY_ID = 'pay-by-upi';

/** An unpaid UPI order's way to pay, before anything else on the page: on a phone it is the first thing seen. */
function PayFirst({ order }: { order: Order }) {
  return (
    <div className="space-y-3">
      <PayNowPrompt
        order={order}
        pay={
          <a href={`#${PAY_ID}`} className={buttonClasses('primary', 'sm')}>
            Pay now
          </a>
        }
      />
      <div id={PAY_ID} className="scroll-mt-4">
        <UpiPaymentPanel order={order} />
      </div>
    </div>
  );
}

/**
 * One order in full: progress, its sellers' parts, problems reported (and 'Report a problem'), items and money,
 * address, payment, the money given or owed back, invoices, history, and Cancel with a reason (the whole order, or one seller's part). An unpaid
 * UPI order shows how to pay it first.
 */
export function OrderDetail({ order, onCancel, onCancelPart, partCancelError }: OrderDetailProps) {
  const unpaid = awaitsPayment(order);
  return (
    <section aria-label="Order tracking" className="space-y-4">
      {BACK}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="font-display text-2xl font-bold text-stone-900">Order #{order.orderNumber}</h1>
          <p className="text-sm text-stone-600">Placed on {formatDate(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {unpaid ? <AwaitingPaymentBadge /> : null}
          <OrderStatusBadge status={order.orderStatus} />
        </div>
      </div>
      {unpaid ? <PayFirst order={order} /> : null}
      <Progress order={order} />
      <OrderParts order={order} error={partCancelError} onCancelPart={onCancelPart} />
      <OrderIssues order={order} />
      <Items order={order} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Address order={order} />
        {/* A paid or expired UPI payment says so here; an unpaid one is paid from the top of the page. */}
        <OrderPayment order={order}>{unpaid ? null : <UpiPaymentPanel order={order} />}</OrderPayment>
      </div>
      <OrderRefunds order={order} />
      <OrderInvoices order={order} />
      <OrderConsent order={order} />
      <History order={order} />
      {canCancelOrder(order) ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel Order
        </Button>
      ) : null}
    </section>
  );
}

/** /orders/:id: the tracking view with its own address; Back (the browser's or the link) returns to /orders. */
export function OrderDetailPage() {
  const { id } = useParams<{ id: string }>();
  const { orders, loading, cancel } = useMyOrders();
  const { cancelPart, errorFor } = useCancelPart();
  // What the reason dialog cancels: nothing (closed), the whole order (part null), or one seller's part.
  const [cancelling, setCancelling] = useState<{ part: Fulfilment | null } | null>(null);
  // Read from the polled list, so the open order updates with it.
  const order = orders.find((entry) => entry._id === id) ?? null;

  let body;
  if (loading) body = <LoadingState label="Loading..." />;
  else if (!order) {
    body = (
      <div className="space-y-3 py-12 text-center">
        <p className="text-lg font-semibold text-stone-900">Order not found</p>
        {BACK}
      </div>
    );
  } else {
    body = (
      <>
        <OrderDetail
          order={order}
          onCancel={() => setCancelling({ part: null })}
          onCancelPart={(part) => setCancelling({ part })}
          partCancelError={errorFor(order._id)}
        />
        <CancelOrderDialog
          orderNumber={cancelling ? order.orderNumber : null}
          sellerName={cancelling?.part?.sellerName}
          onClose={() => setCancelling(null)}
          onCancel={(reason) => {
            const part = cancelling?.part;
            if (part) cancelPart(order._id, part.sellerId, reason);
            else cancel(order._id, reason);
          }}
        />
      </>
    );
  }
  return <div className="mx-auto max-w-4xl space-y-6 px-4 py-6 sm:py-8">{body}</div>;
}
