import { SELLER_STATS_REFRESH_MS, SELLER_STATUSES, type SellerOrder } from '@thindi/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { statusLabel } from '@/components/orders/order-status-badge';
import { sellerOrdersApi, type SellerStatus, type StatusUpdate } from '../api/seller-orders.api';

export const INVALID_UPDATE_MESSAGE = 'Invalid order ID or status. Please try again.';
export const NO_SELLER_TOKEN_MESSAGE = 'No seller token found. Please login again.';
export const UPDATE_ERROR_MESSAGE = 'Error updating order status. Please check your connection and try again.';

export interface StatusExtras {
  trackingNumber?: string;
  note?: string;
}

/** Spec section 5's client checks; null when the update may go. */
function checkUpdate(orderId: string, status: string): string | null {
  if (!orderId.trim() || !status.trim()) return INVALID_UPDATE_MESSAGE;
  if (!(SELLER_STATUSES as readonly string[]).includes(status)) {
    return `Invalid status: ${status}. Must be one of: ${SELLER_STATUSES.join(', ')}`;
  }
  if (!readToken('seller')) return NO_SELLER_TOKEN_MESSAGE;
  return null;
}

function buildUpdate(status: SellerStatus, extras: StatusExtras): StatusUpdate {
  const update: StatusUpdate = { status };
  if (extras.trackingNumber?.trim()) update.trackingNumber = extras.trackingNumber.trim();
  if (extras.note?.trim()) update.note = extras.note.trim();
  return update;
}

/**
 * The seller's orders (a failed read is an empty list, spec section 8) and the status change of spec section 4:
 * optimistic, then the server; success reloads and alerts, a refusal restores the old values, an exception reloads.
 */
export function useSellerOrders(refresh = false) {
  const [orders, setOrders] = useState<SellerOrder[]>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const ordersRef = useRef(orders);
  useEffect(() => {
    ordersRef.current = orders;
  }, [orders]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    void sellerOrdersApi.list(controller.signal).then(
      (result) => {
        setOrders(result.orders ?? []);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setOrders([]);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [generation]);

  // The overview's order figures come from this list, so it follows the stats' 60-second refresh.
  useEffect(() => {
    if (!refresh) return;
    const timer = window.setInterval(reload, SELLER_STATS_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refresh, reload]);

  const updateStatus = useCallback(
    async (orderId: string, status: string, extras: StatusExtras = {}) => {
      const problem = checkUpdate(orderId, status);
      if (problem) return window.alert(problem);
      const previous = ordersRef.current;
      setOrders(previous.map((o) => (o._id === orderId ? { ...o, orderStatus: status as SellerStatus } : o)));
      try {
        const update = buildUpdate(status as SellerStatus, extras);
        await sellerOrdersApi.updateStatus(orderId, update, readToken('seller') ?? '');
        reload();
        window.alert(`Order status updated to ${statusLabel(status)} successfully!`);
      } catch (error) {
        if (error instanceof ApiError && error.status !== undefined) {
          setOrders(previous);
          window.alert(`Failed to update order status: ${error.serverMessage ?? 'Unknown error'}`);
        } else {
          window.alert(UPDATE_ERROR_MESSAGE);
          reload();
        }
      }
    },
    [reload],
  );

  return { orders, loading, reload, updateStatus };
}
