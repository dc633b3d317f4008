import { formatRupees, ORDER_STATUSES, type OrderStatus } from '@thindi/contracts';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { LoadingState } from '@/components/ui/loading-state';
import { INPUT_CLASSES } from '@/components/ui/text-field';
import { OrderStatusBadge, statusLabel } from '@/components/orders/order-status-badge';
import { formatDate } from '@/lib/format-date';
import type { SellerOrder, SellerStatus } from '../api/seller-orders.api';
import { SellerPaymentState } from './seller-order-payment';

/** Quick list buttons follow pending → confirmed → processing → shipped.. */
const QUICK: Partial<Record<OrderStatus, { label: string; next: SellerStatus }>> = {
  pending: { label: 'Confirm', next: 'confirmed' },
  confirmed: { label: 'Process', next: 'processing' },
  processing: { label: 'Ship', next: 'shipped' },
};

/** What this seller is owed for an order: its own share, never the whole order's total. */
export const sellerShare = (order: SellerOrder): number => order.sellerSubtotal ?? 0;

export const customerName = (order: SellerOrder): string =>
  order.userId ? `${order.userId.firstName} ${order.userId.lastName}` : '';

/** Order number or customer full name, case-insensitive, and the status filter. */
export function filterOrders(orders: SellerOrder[], search: string, status: OrderStatus | 'all'): SellerOrder[] {
  const needle = search.trim().toLowerCase();
  return orders.filter(
    (order) =>
      (status === 'all' || order.orderStatus === status) &&
      (!needle ||
        order.orderNumber.toLowerCase().includes(needle) ||
        customerName(order).toLowerCase().includes(needle)),
  );
}

/** The list's search box and status filter, applied as they change. */
interface OrderFilters {
  search: string;
  status: OrderStatus | 'all';
}

interface SellerOrdersListProps {
  orders: SellerOrder[];
  loading: boolean;
  onRefresh: () => void;
  onView: (order: SellerOrder) => void;
  onQuick: (order: SellerOrder, next: SellerStatus) => void;
}

/** 'N problems reported': the order's tickets still being handled (answered in the Problems reported tab). */
function ProblemsBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="mt-1 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">
      {count === 1 ? '1 problem reported' : `${count} problems reported`}
    </span>
  );
}

function OrderRow({
  order,
  onView,
  onQuick,
}: { order: SellerOrder } & Pick<SellerOrdersListProps, 'onView' | 'onQuick'>) {
  const quick = QUICK[order.orderStatus];
  return (
    <tr className="border-t border-stone-100">
      <td className="px-3 py-2">
        <span className="block font-semibold">#{order.orderNumber}</span>
        <ProblemsBadge count={order.openIssues ?? 0} />
      </td>
      <td className="px-3 py-2">
        <span className="block">{customerName(order)}</span>
        <span className="block text-xs text-stone-500">{order.userId?.email}</span>
      </td>
      <td className="px-3 py-2">
        <span className="block">
          {order.items.length} {order.items.length === 1 ? 'item' : 'items'}
        </span>
        <span className="block text-xs text-stone-500">{formatRupees(sellerShare(order))}</span>
      </td>
      <td className="px-3 py-2">{formatRupees(sellerShare(order))}</td>
      <td className="px-3 py-2">
        <OrderStatusBadge status={order.orderStatus} />
        {order.paymentMethod === 'upi' || order.paymentMethod === 'cod' ? <SellerPaymentState order={order} /> : null}
      </td>
      <td className="px-3 py-2">{formatDate(order.createdAt)}</td>
      <td className="space-x-2 px-3 py-2 sm:whitespace-nowrap">
        <Button size="sm" variant="outline" onClick={() => onView(order)}>
          View
        </Button>
        {quick ? (
          <Button size="sm" onClick={() => onQuick(order, quick.next)}>
            {quick.label}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

export function SellerOrdersList({ orders, loading, onRefresh, onView, onQuick }: SellerOrdersListProps) {
  const { control, register } = useForm<OrderFilters>({ defaultValues: { search: '', status: 'all' } });
  const [search, status] = useWatch({ control, name: ['search', 'status'] });
  const shown = filterOrders(orders, search, status);
  let body;
  if (loading) body = <LoadingState label="Loading orders..." />;
  else if (orders.length === 0)
    body = <p className="py-8 text-center text-stone-600">You haven&apos;t received any orders yet.</p>;
  else if (shown.length === 0)
    body = <p className="py-8 text-center text-stone-600">No orders match your current filters.</p>;
  else {
    body = (
      <DataTable
        columns={['Order', 'Customer', 'Items', 'Amount', 'Status', 'Date', 'Actions']}
        className="sm:rounded-2xl sm:border sm:border-stone-200 sm:bg-white"
        rows={shown.map((order) => (
          <OrderRow key={order._id} order={order} onView={onView} onQuick={onQuick} />
        ))}
      />
    );
  }
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="orders-heading" className="font-display text-xl font-bold text-stone-900">
          Orders
        </h2>
        <Button variant="outline" onClick={onRefresh}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          Refresh Orders
        </Button>
      </div>
      <div className="flex flex-wrap gap-3">
        <input
          type="search"
          aria-label="Search orders"
          placeholder="Search by order number or customer name"
          className={`${INPUT_CLASSES} max-w-sm`}
          {...register('search')}
        />
        <select aria-label="Filter by status" className={`${INPUT_CLASSES} max-w-48`} {...register('status')}>
          <option value="all">All Statuses</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </select>
      </div>
      {body}
    </section>
  );
}
