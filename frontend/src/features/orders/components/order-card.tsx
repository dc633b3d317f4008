import { formatCalendarDate, formatRupees, ORDER_CARD_ITEMS } from '@thindi/contracts';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import type { Order } from '../api/orders.api';
import { formatDate } from '@/lib/format-date';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { awaitsPayment } from '@/components/orders/payment-state';
import { DeliveryEstimates } from './delivery-estimates';
import { AwaitingPaymentBadge, PayNowPrompt } from './order-payment';
import { OrderInvoices } from './order-invoices';
import { useOrderReviews } from '../hooks/use-order-reviews';
import { canCancelOrder } from './order-cancel-model';
import { isReviewable, RateLine } from './rate-line';

interface OrderCardProps {
  order: Order;
  onCancel: () => void;
}

/**
 * One order in the list: the first 4 items, then '+N more items'. An unpaid UPI order says so first, with 'Pay now'
 * to its page, where the QR code and the UTR box wait.
 */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const page = `/orders/${encodeURIComponent(order._id)}`;
  const unpaid = awaitsPayment(order);
  const hidden = order.items.length - ORDER_CARD_ITEMS;
  const shown = order.items.slice(0, ORDER_CARD_ITEMS);
  const reviews = useOrderReviews(order);
  // Asked once the shopper's own reviews are known, so a rated order never flashes the prompt.
  const toRate =
    reviews.ready && shown.some((item) => isReviewable(order, item) && !reviews.byProduct.has(item.productId));
  return (
    <article
      aria-label={`Order #${order.orderNumber}`}
      className="space-y-3 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="font-semibold text-stone-900">Order #{order.orderNumber}</h2>
          <p className="text-sm text-stone-600">Placed on {formatDate(order.createdAt)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {unpaid ? <AwaitingPaymentBadge /> : null}
          <OrderStatusBadge status={order.orderStatus} />
        </div>
      </div>
      {unpaid ? (
        <PayNowPrompt
          order={order}
          pay={
            <Link to={page} className={buttonClasses('primary', 'sm')}>
              Pay now
            </Link>
          }
        />
      ) : null}
      {toRate ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="font-semibold">Rate your order</span>: tell other shoppers what you thought of what you
          received.
        </p>
      ) : null}
      <ul className="space-y-2">
        {shown.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="flex flex-wrap items-center gap-3 text-sm">
            <ProductImage src={item.productImage ?? undefined} alt="" className="h-10 w-10 rounded object-cover" />
            <span className="flex-1">
              {item.productName} · {item.variantLabel} × {item.quantity}
              {item.bestBefore ? (
                <span className="block text-xs text-stone-600">{`Best before ${formatCalendarDate(item.bestBefore)}`}</span>
              ) : null}
            </span>
            <span>{formatRupees(item.price * item.quantity)}</span>
            {isReviewable(order, item) ? (
              <RateLine orderId={order._id} item={item} review={reviews.byProduct.get(item.productId)} />
            ) : null}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="text-sm text-stone-600">+{hidden} more items</p> : null}
      <DeliveryEstimates order={order} className="space-y-1 text-sm font-medium text-green-900" />
      <OrderInvoices order={order} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <span className="font-bold text-stone-900">Total: {formatRupees(order.totalAmount)}</span>
        <div className="flex gap-2">
          <Link to={page} className={buttonClasses('outline', 'sm')}>
            Track Order
          </Link>
          {canCancelOrder(order) ? (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              Cancel Order
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
