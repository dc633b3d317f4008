import { useState } from 'react';
import { FormAlert, FormNotice } from '@/components/ui/form-alert';
import type { StatusExtras, useSellerOrders } from '../hooks/use-seller-orders';
import type { SellerOrder } from '../api/seller-orders.api';
import { SellerOrderDetail } from './seller-order-detail';
import { SellerOrdersList } from './seller-orders-list';
import { ShipDialog } from './ship-dialog';

type SellerOrders = ReturnType<typeof useSellerOrders>;

/** A part about to ship: the order, and the tracking number and note given with the move. */
type Shipping = { order: SellerOrder; extras: StatusExtras } | null;

/**
 * The Orders tab: the list, or one order's detail read from the same (optimistically updated) list, with the
 * outcome of the last status change above it. Shipping, from either, first asks when the food was packed.
 */
export function SellerOrdersTab({ orders, loading, reload, updateStatus, notice, dismissNotice }: SellerOrders) {
  const [openId, setOpenId] = useState<string | null>(null);
  const [shipping, setShipping] = useState<Shipping>(null);
  const open = orders.find((order) => order._id === openId) ?? null;
  const move = (order: SellerOrder, status: string, extras: StatusExtras = {}) => {
    if (status === 'shipped') setShipping({ order, extras });
    else void updateStatus(order._id, status, extras);
  };
  const shipDialog = shipping ? (
    <ShipDialog
      order={shipping.order}
      onClose={() => setShipping(null)}
      onShip={(dates) => updateStatus(shipping.order._id, 'shipped', { ...shipping.extras, ...dates })}
    />
  ) : null;
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
          onUpdate={(status, extras) => move(open, status, extras)}
        />
        {shipDialog}
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
        onQuick={(order, next) => move(order, next)}
      />
      {shipDialog}
    </div>
  );
}
