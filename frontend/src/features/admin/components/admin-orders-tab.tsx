import { formatRupees, ORDER_STATUSES, type Order } from '@thindi/contracts';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/format-date';
import { OrderStatusBadge, statusLabel } from '@/components/orders/order-status-badge';
import { adminApi, type ListQuery, type OrderStatusFilter } from '../api/admin.api';
import { useAdminList } from '../hooks/use-admin-list';
import { cell, FilterSelect, ListCard, SearchBox } from './admin-list';
import { AdminOrderInvoices } from './admin-order-invoices';
import { OrderPaymentCell } from './order-payment-cell';

type Filters = { status: OrderStatusFilter };
const STATUS_OPTIONS: ReadonlyArray<readonly [OrderStatusFilter, string]> = [
  ['all', 'All Orders'],
  ...ORDER_STATUSES.map((s) => [s, statusLabel(s)] as const),
];

const INITIAL: Filters = { status: 'all' };
const loadOrders = (query: Filters & ListQuery, signal: AbortSignal) =>
  adminApi.orders(query, signal).then((r) => ({ items: r.orders, pagination: r.pagination }));

function OrderRow({ order }: { order: Order }) {
  return (
    <tr className="border-t border-stone-100">
      <td className={`${cell} font-semibold sm:whitespace-nowrap`}>
        <Link to={`/admin/orders/${encodeURIComponent(order._id)}`} className="text-amber-800 hover:underline">
          #{order.orderNumber}
        </Link>
      </td>
      <td className={cell}>
        <span className="block">{`${order.userId.firstName} ${order.userId.lastName}`}</span>
        <span className="block text-xs text-stone-500">{order.userId.email}</span>
      </td>
      <td className={cell}>{formatRupees(order.totalAmount)}</td>
      <td className={cell}>
        <OrderPaymentCell order={order} />
      </td>
      <td className={cell}>
        <OrderStatusBadge status={order.orderStatus} />
      </td>
      <td className={`${cell} sm:whitespace-nowrap`}>{formatDate(order.createdAt)}</td>
      <td className={cell}>
        <AdminOrderInvoices order={order} />
      </td>
    </tr>
  );
}

/** Order Management: every order, read only, filtered by status and searched on the server, with its invoices. */
export function AdminOrdersTab() {
  const list = useAdminList('orders', loadOrders, INITIAL);
  return (
    <ListCard
      title="Order Management"
      noun="orders"
      controls={
        <>
          <SearchBox label="Search orders" value={list.search} onChange={list.setSearch} />
          <FilterSelect
            label="Filter orders by status"
            value={list.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => list.setFilter('status', status)}
          />
        </>
      }
      columns={['Order', 'Customer', 'Amount', 'Payment', 'Status', 'Date', 'Invoices']}
      rows={list.items.map((order) => (
        <OrderRow key={order._id} order={order} />
      ))}
      firstLoad={list.firstLoad}
      loading={list.loading}
      failed={list.failed}
      pagination={list.pagination}
      onPage={list.setPage}
    />
  );
}
