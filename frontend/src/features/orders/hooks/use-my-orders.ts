import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_ORDERS_REFRESH_MS, type CancelReason, type Order } from '@thindi/contracts';
import { useSession } from '@/lib/session-context';
import { orderKeys, ordersApi } from '../api/orders.api';

const NO_ORDERS: Order[] = [];

/**
 * The customer's orders, read again every 15 seconds and when the window regains focus (docs/product.md, Orders > The shopper's orders). A
 * failed read shows no message and keeps the last list (docs/product.md, Errors and messages > Quiet failures). `refreshMs` is the polling period.
 */
export function useMyOrders(refreshMs: number = CUSTOMER_ORDERS_REFRESH_MS) {
  const session = useSession();
  const userId = session.status === 'authenticated' ? session.user.id : null;
  const queryClient = useQueryClient();
  const orders = useQuery({
    queryKey: orderKeys.mine(userId),
    queryFn: ({ signal }) => ordersApi.myOrders(signal),
    enabled: userId !== null,
    refetchInterval: refreshMs,
    refetchOnWindowFocus: 'always',
    // Polling keeps the list fresh; a read that fails is simply tried again at the next tick.
    retry: false,
  });

  // A failed cancel shows no message (docs/product.md, Errors and messages > Quiet failures); the list read afterwards shows the real state.
  const cancel = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: CancelReason }) => ordersApi.cancel(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });

  return {
    orders: orders.data ?? NO_ORDERS,
    loading: orders.isPending,
    /** Cancels with the reason the shopper chose; it is kept in the order's history. */
    cancel: (id: string, reason: CancelReason) => cancel.mutate({ id, reason }),
  };
}
