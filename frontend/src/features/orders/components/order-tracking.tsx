import { formatRupees } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';
import { CANCELLABLE_STATUSES, TIMELINE_STATUSES, type Order } from '../api/orders.api';
import { formatDateTime } from '@/lib/format-date';
import { OrderStatusBadge, statusLabel } from '@/components/orders/order-status-badge';
import { deliveryEstimates, DeliveryEstimates } from './delivery-estimates';
import { UpiPaymentPanel } from './upi-payment-panel';

interface OrderTrackingProps {
  order: Order;
  onBack: () => void;
  onCancel: () => void;
}

/**
 * The five-step timeline with the steps up to the current one highlighted (spec section 2, /orders); a returned
 * order was delivered first.
 */
function Timeline({ order }: { order: Order }) {
  const reached = TIMELINE_STATUSES.indexOf(order.orderStatus === 'returned' ? 'delivered' : order.orderStatus);
  return (
    <ol aria-label="Order progress" className="flex flex-wrap gap-2">
      {TIMELINE_STATUSES.map((status, index) => {
        const done = index <= reached;
        return (
          <li
            key={status}
            data-reached={done ? 'true' : 'false'}
            aria-current={index === reached ? 'step' : undefined}
            className={cx(
              'flex-1 rounded-lg px-3 py-2 text-center text-sm font-medium',
              done ? 'bg-amber-700 text-white' : 'bg-stone-100 text-stone-500',
            )}
          >
            {statusLabel(status)}
          </li>
        );
      })}
    </ol>
  );
}

export function OrderTracking({ order, onBack, onCancel }: OrderTrackingProps) {
  return (
    <section aria-label="Order tracking" className="space-y-5">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Orders
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-2xl font-bold text-stone-900">Order #{order.orderNumber}</h2>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      {order.orderStatus === 'cancelled' ? (
        <p className="text-red-700">This order was cancelled.</p>
      ) : (
        <Timeline order={order} />
      )}
      <UpiPaymentPanel order={order} />
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
        <div>
          <dt className="font-semibold">Total</dt>
          <dd>{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
      <section aria-label="Order History">
        <h3 className="mb-2 font-semibold text-stone-900">Order History</h3>
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
      {CANCELLABLE_STATUSES.includes(order.orderStatus) ? (
        <Button variant="outline" onClick={onCancel}>
          Cancel Order
        </Button>
      ) : null}
    </section>
  );
}
