import { useState } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import type { useSellerOrders } from '../hooks/use-seller-orders';
import type { SellerOrder } from '../api/seller-orders.api';
import { SellerOrderDetail } from './seller-order-detail';
import { SellerOrdersList } from './seller-orders-list';

type SellerOrders = ReturnType<typeof useSellerOrders>;

/**
 * The Orders tab: the list, or one order's detail read from the same (optimistically updated) list, with the
 * outcome of the last status change above it.
 */
export function SellerOrdersTab({ orders, loading, reload, updateStatus, notice, dismissNotice }: SellerOrders) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = orders.find((order) => order._id === openId) ?? null;
  const show = (id: string | null) => {
    dismissNotice();
    setOpenId(id);
  };
  const outcome = (
    <>
      <FormNotice message={notice?.tone === 'success' ? notice.text : null} />
      <FormAlert message={notice?.tone === 'error' ? notice.text : null} />
    </>
  );
  if (open) {
    return (
      <div className="space-y-4">
        {outcome}
        <SellerOrderDetail
          order={open}
          onBack={() => show(null)}
          onUpdate={(status, extras) => void updateStatus(open._id, status, extras)}
        />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      {outcome}
      <SellerOrdersList
        orders={orders}
        loading={loading}
        onRefresh={reload}
        onView={(order: SellerOrder) => show(order._id)}
        onQuick={(order, next) => void updateStatus(order._id, next)}
      />
    </div>
  );
}
