import { useState } from 'react';
import type { useSellerOrders } from '../hooks/use-seller-orders';
import type { SellerOrder } from '../api/seller-orders.api';
import { SellerOrderDetail } from './seller-order-detail';
import { SellerOrdersList } from './seller-orders-list';

type SellerOrders = ReturnType<typeof useSellerOrders>;

/** The Orders tab: the list, or one order's detail read from the same (optimistically updated) list. */
export function SellerOrdersTab({ orders, loading, reload, updateStatus }: SellerOrders) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = orders.find((order) => order._id === openId) ?? null;
  if (open) {
    return (
      <SellerOrderDetail
        order={open}
        onBack={() => setOpenId(null)}
        onUpdate={(status, extras) => void updateStatus(open._id, status, extras)}
      />
    );
  }
  return (
    <SellerOrdersList
      orders={orders}
      loading={loading}
      onRefresh={reload}
      onView={(order: SellerOrder) => setOpenId(order._id)}
      onQuick={(order, next) => void updateStatus(order._id, next)}
    />
  );
}
