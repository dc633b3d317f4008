import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LoadingState } from '@/components/ui/loading-state';
import { useMyOrders } from '../hooks/use-my-orders';
import { OrderCard } from './order-card';
import { OrderTracking } from './order-tracking';

export const CANCEL_CONFIRM = 'Are you sure you want to cancel this order?';

/** /orders: the customer's orders, and one order's tracking view kept fresh from the reloaded list. */
export function OrdersPage() {
  const { orders, loading, cancel } = useMyOrders();
  const [trackedId, setTrackedId] = useState<string | null>(null);
  // The tracked order is looked up in the latest list, so each refresh updates the open view too.
  const tracked = orders.find((order) => order._id === trackedId) ?? null;

  const askCancel = (id: string) => {
    if (window.confirm(CANCEL_CONFIRM)) void cancel(id);
  };

  let body;
  if (loading) body = <LoadingState label="Loading..." />;
  else if (tracked) {
    body = <OrderTracking order={tracked} onBack={() => setTrackedId(null)} onCancel={() => askCancel(tracked._id)} />;
  } else if (orders.length === 0) {
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
          <OrderCard
            key={order._id}
            order={order}
            onTrack={() => setTrackedId(order._id)}
            onCancel={() => askCancel(order._id)}
          />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="font-display text-3xl font-bold text-stone-900">My Orders</h1>
      {body}
    </div>
  );
}
