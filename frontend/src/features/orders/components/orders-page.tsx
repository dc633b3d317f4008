import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import type { Order } from '../api/orders.api';
import { useMyOrders } from '../hooks/use-my-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';

/** /orders: the customer's orders; each opens at /orders/:id, and Cancel asks for a reason first. */
export function OrdersPage() {
  const { orders, loading, cancel } = useMyOrders();
  const [cancelling, setCancelling] = useState<Order | null>(null);

  let body;
  if (loading) body = <LoadingState label="Loading..." />;
  else if (orders.length === 0) {
    body = (
      <div className="space-y-3 py-12 text-center">
        <p className="text-lg font-semibold text-stone-900">No orders yet</p>
        <Link to="/" className="font-semibold text-amber-800 underline">
          Start Shopping
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {orders.map((order) => (
          <OrderCard key={order._id} order={order} onCancel={() => setCancelling(order)} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-stone-900">My Orders</h1>
      {body}
      <CancelOrderDialog
        orderNumber={cancelling?.orderNumber ?? null}
        onClose={() => setCancelling(null)}
        onCancel={(reason) => cancelling && cancel(cancelling._id, reason)}
      />
    </div>
  );
}
