import { useQuery } from '@tanstack/react-query';
import { formatRupees, type Fulfilment, type Order } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDiscount } from '@/components/money/coupon-money';
import { OrderStatusBadge, statusLabel } from '@/components/orders/order-status-badge';
import { codPartPaymentLabel, paymentReceived } from '@/components/orders/payment-state';
import { buttonClasses } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';
import { adminApi } from '../api/admin.api';
import { AdminOrderInvoices } from './admin-order-invoices';
import { codPaymentText, OrderPaymentCell } from './order-payment-cell';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-5">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <div className="space-y-1 text-sm text-stone-700">{children}</div>
    </section>
  );
}

const PAYMENT_STATES: Record<Order['paymentStatus'], string> = {
  pending: 'Pending',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  expired: 'Cancelled unpaid',
  refund_due: 'Refund due',
  partly_refunded: 'Partly refunded',
  refunded: 'Refunded',
};

/** A cash-on-delivery part's own payment: paid on its delivery, the order's other parts perhaps not yet. */
function PartPayment({ order, part }: { order: Order; part: Fulfilment }) {
  const label = codPartPaymentLabel(order, part.status);
  return label ? <span data-testid="part-payment">{label}</span> : null;
}

/** The coupon's discount and who pays it: the platform (its sellers are paid in full) or the seller (its invoice is lower). */
function CouponDiscount({ coupon }: { coupon: NonNullable<Order['coupon']> }) {
  return (
    <p data-testid="admin-order-discount">{`Discount (${coupon.code}) ${formatDiscount(coupon.discount)} · ${coupon.funder}-funded`}</p>
  );
}

function OrderBody({ order }: { order: Order }) {
  const a = order.shippingAddress;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="font-display text-2xl font-bold text-stone-900">Order #{order.orderNumber}</h2>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <p className="text-sm text-stone-600">{`Placed ${formatDateTime(order.createdAt)} by ${order.userId.firstName} ${order.userId.lastName} (${order.userId.email})`}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Shipping Address">
          <p>{`${a.firstName} ${a.lastName}`}</p>
          <p>{a.street}</p>
          <p>{`${a.city}, ${a.state} - ${a.pincode}`}</p>
          <p>{a.phone}</p>
        </Panel>
        <Panel title="Payment">
          <p>{`Method: ${order.paymentMethod.toUpperCase()}`}</p>
          <p>{`Status: ${order.paymentMethod === 'cod' ? codPaymentText(order) : (PAYMENT_STATES[order.paymentStatus] ?? order.paymentStatus)}`}</p>
          {paymentReceived(order.paymentStatus) && order.payment?.utr ? <p>{`UTR ${order.payment.utr}`}</p> : null}
          {order.paymentStatus === 'awaiting_payment' && order.orderStatus !== 'cancelled' ? (
            <OrderPaymentCell order={order} />
          ) : null}
          <p>{`Subtotal ${formatRupees(order.subtotal)} · Tax ${formatRupees(order.tax)} · Shipping ${formatRupees(order.shippingCost)}`}</p>
          {order.coupon && order.coupon.discount > 0 ? <CouponDiscount coupon={order.coupon} /> : null}
          <p className="font-semibold text-stone-900">{`Total ${formatRupees(order.totalAmount)}`}</p>
        </Panel>
      </div>
      <Panel title="Items">
        <ul className="divide-y divide-stone-100">
          {order.items.map((item) => (
            <li key={`${item.productId}-${item.sellerId}`} className="flex flex-wrap justify-between gap-2 py-2">
              <span>{`${item.productName} (${item.weight}) × ${item.quantity}`}</span>
              <span className="text-stone-500">{item.sellerName}</span>
              <span className="font-medium">
                {formatRupees(item.price * item.quantity)}
                {item.discount ? (
                  <span className="block text-xs font-normal text-green-700">{`${item.discount.code} ${formatDiscount(item.discount.amount)}`}</span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Parts per Seller">
        <ul className="space-y-3">
          {order.fulfilments.map((part) => (
            <li key={part.sellerId} className="space-y-1">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-stone-900">{part.sellerName}</span>
                <OrderStatusBadge status={part.status} />
                <span>{formatRupees(part.sellerSubtotal)}</span>
                <PartPayment order={order} part={part} />
                {part.trackingNumber ? <span>{`Tracking ${part.trackingNumber}`}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title="Status History">
        {order.orderHistory.length === 0 ? (
          <p>No order history available.</p>
        ) : (
          <ol className="space-y-1">
            {order.orderHistory.map((entry) => (
              <li key={`${entry.status}-${entry.timestamp}`}>
                {`${formatDate(entry.timestamp)}: ${statusLabel(entry.status)}${entry.note ? ` (${entry.note})` : ''}`}
              </li>
            ))}
          </ol>
        )}
      </Panel>
      <Panel title="Invoices">
        <AdminOrderInvoices order={order} />
      </Panel>
    </div>
  );
}

/** /admin/orders/:id: one order whole, with its own URL (Back returns to the list). */
export function AdminOrderDetail({ orderId }: { orderId: string }) {
  const query = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.order(orderId),
    queryFn: ({ signal }) => adminApi.order(orderId, signal),
  });
  return (
    <div className="space-y-4">
      <Link to="/admin/orders" className={buttonClasses('ghost', 'md')}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Orders
      </Link>
      {query.isPending ? <LoadingState label="Loading order..." /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-800">
          {errorMessage(query.error, 'Could not load the order')}
        </p>
      ) : null}
      {query.data ? <OrderBody order={query.data.order as Order} /> : null}
    </div>
  );
}
