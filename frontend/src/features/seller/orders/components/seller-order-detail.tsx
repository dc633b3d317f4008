import { formatRupees, type OrderStatus } from '@thindi/contracts';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleCheckBig from 'lucide-react/icons/circle-check-big';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import Package from 'lucide-react/icons/package';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Truck from 'lucide-react/icons/truck';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ProductImage } from '@/components/ui/product-image';
import { OrderStatusBadge, statusLabel } from '@/components/orders/order-status-badge';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { StatusExtras } from '../hooks/use-seller-orders';
import type { SellerOrder } from '../api/seller-orders.api';
import { customerName, sellerShare } from './seller-orders-list';
import { SellerOrderInvoices } from './seller-order-invoices';
import { SellerOrderPayment } from './seller-order-payment';
import { SellerOrderStatusForm } from './seller-order-status-form';
import { SellerPartCancel } from './seller-part-cancel';

const ICONS: Record<OrderStatus, typeof Clock> = {
  pending: Clock,
  confirmed: CircleCheck,
  processing: Package,
  shipped: Truck,
  delivered: CircleCheckBig,
  returned: RotateCcw,
  cancelled: CircleX,
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2 rounded-2xl border border-stone-200 bg-white p-5 text-sm">
      <h3 className="font-semibold text-stone-900">{title}</h3>
      {children}
    </section>
  );
}

interface SellerOrderDetailProps {
  order: SellerOrder;
  onBack: () => void;
  onUpdate: (status: string, extras: StatusExtras) => void;
}

/** The seller's view of one order (docs/product.md, Sellers > Seller orders). */
export function SellerOrderDetail({ order, onBack, onUpdate }: SellerOrderDetailProps) {
  const Icon = ICONS[order.orderStatus];
  const address = order.shippingAddress;
  return (
    <div className="space-y-5">
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Orders
      </Button>
      <div className="flex flex-wrap items-center gap-3">
        <Icon className="h-6 w-6 text-amber-700" aria-hidden="true" />
        <h2 className="font-display text-2xl font-bold text-stone-900">Order #{order.orderNumber}</h2>
        <OrderStatusBadge status={order.orderStatus} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel title="Customer Information">
          <p>{customerName(order)}</p>
          <p>{order.userId?.email}</p>
        </Panel>
        <Panel title="Shipping Address">
          <p>
            {address.firstName} {address.lastName}
          </p>
          <p>{address.street}</p>
          <p>
            {address.city}, {address.state} - {address.pincode}
          </p>
          <p>{address.phone}</p>
        </Panel>
      </div>
      <Panel title="Order Items">
        <ul className="space-y-2">
          {order.items.map((item, index) => (
            <li key={`${item.productId}-${index}`} className="flex items-center gap-3">
              <ProductImage
                src={item.productImage ?? undefined}
                alt={item.productName}
                className="h-12 w-12 rounded object-cover"
              />
              <span className="flex-1">
                <span className="block font-medium">{item.productName}</span>
                <span className="block text-xs text-stone-500">
                  {item.weight} · Qty {item.quantity}
                  {item.bestBefore ? ` · Best before ${formatDate(item.bestBefore)}` : ''}
                </span>
              </span>
              <span>{formatRupees(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid gap-1 border-t border-stone-100 pt-2 sm:grid-cols-4">
          <div>
            <dt className="text-stone-500">Placed</dt>
            <dd>{formatDate(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Estimated delivery</dt>
            <dd>{order.delivery ? order.delivery.label : formatDate(order.estimatedDelivery)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Payment</dt>
            <dd>
              <span>{order.paymentMethod.toUpperCase()}</span>
              <SellerOrderPayment order={order} />
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">Your share</dt>
            <dd className="font-bold">{formatRupees(sellerShare(order))}</dd>
          </div>
        </dl>
      </Panel>
      <SellerOrderInvoices order={order} />
      <SellerOrderStatusForm key={order._id} order={order} onUpdate={onUpdate} />
      <SellerPartCancel key={`cancel-${order._id}`} order={order} />
      <Panel title="Order History">
        {order.orderHistory.length === 0 ? (
          <p className="text-stone-600">No order history available.</p>
        ) : (
          <ul className="space-y-2">
            {order.orderHistory.map((entry, index) => (
              <li key={`${entry.status}-${index}`}>
                <span className="font-semibold">{statusLabel(entry.status)}</span>
                {entry.note ? <span> — {entry.note}</span> : null}
                <span className="block text-xs text-stone-500">{formatDateTime(entry.timestamp)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
