import { useCallback, useEffect, useState } from 'react';
import { ordersApi, type Order } from '../api/orders.api';

export const ORDERS_REFRESH_MS = 15_000;

/** The list, or null when the read failed (spec section 8: customer order loads fail with no user message). */
const fetchOrders = (): Promise<Order[] | null> =>
  ordersApi.myOrders().then(
    (result) => result.orders ?? [],
    () => null,
  );

/**
 * The customer's orders, read again every 15 seconds, on window focus and when the page becomes visible (spec
 * section 4). A failed read keeps the last list.
 */
export function useMyOrders() {
  const [orders, setOrders] = useState<Order[]>([]);
  const [loading, setLoading] = useState(true);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    void fetchOrders().then((list) => {
      if (!live) return;
      if (list) setOrders(list);
      setLoading(false);
    });
    return () => {
      live = false;
    };
  }, [generation]);

  useEffect(() => {
    const timer = window.setInterval(reload, ORDERS_REFRESH_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reload();
    };
    window.addEventListener('focus', reload);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', reload);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reload]);

  const cancel = useCallback(
    (id: string) =>
      ordersApi.cancel(id, 'Cancelled by customer').then(
        () => reload(),
        // Spec section 8: a failed cancel shows no message; the reload shows the real state.
        () => reload(),
      ),
    [reload],
  );

  return { orders, loading, reload, cancel };
}
