import { SELLER_SETTABLE_STATUSES, SELLER_STATS_REFRESH_MS } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { statusLabel } from '@/components/orders/order-status-badge';
import { sellerOrdersApi, type SellerOrder, type SellerStatus, type StatusUpdate } from '../api/seller-orders.api';

export const INVALID_UPDATE_MESSAGE = 'Invalid order ID or status. Please try again.';
export const NO_SELLER_TOKEN_MESSAGE = 'No seller token found. Please login again.';
export const UPDATE_ERROR_MESSAGE = 'Error updating order status. Please check your connection and try again.';

export type StatusExtras = Omit<StatusUpdate, 'status'>;

/** The checks before a status update is sent; null when the update may go. */
function checkUpdate(orderId: string, status: string): string | null {
  if (!orderId.trim() || !status.trim()) return INVALID_UPDATE_MESSAGE;
  if (!(SELLER_SETTABLE_STATUSES as readonly string[]).includes(status)) {
    return `Invalid status: ${status}. Must be one of: ${SELLER_SETTABLE_STATUSES.join(', ')}`;
  }
  if (!readToken('seller')) return NO_SELLER_TOKEN_MESSAGE;
  return null;
}

function buildUpdate(status: SellerStatus, extras: StatusExtras): StatusUpdate {
  const update: StatusUpdate = { status };
  if (extras.trackingNumber?.trim()) update.trackingNumber = extras.trackingNumber.trim();
  if (extras.note?.trim()) update.note = extras.note.trim();
  if (extras.packedOn) update.packedOn = extras.packedOn;
  if (extras.lines?.length) update.lines = extras.lines;
  return update;
}

interface StatusChange {
  orderId: string;
  status: SellerStatus;
  extras: StatusExtras;
}

/** What the last status change came to, shown in the page (a success as a status, a failure as an alert). */
export interface StatusNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The seller's orders (a failed read is an empty list) and a status change:
 * optimistic, then the server; success reloads and says so, a refusal restores the old values, an exception
 * reloads; either way the outcome is a notice in the page.
 * While `refresh` is set the list is read again every 60 seconds (the overview's order figures come from it), and
 * whenever the window regains focus.
 */
export function useSellerOrders(refresh = false) {
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<StatusNotice | null>(null);
  const key = sellerKeys.orders();
  const query = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: key,
    queryFn: ({ signal }) => sellerOrdersApi.list(signal),
    refetchInterval: refresh ? SELLER_STATS_REFRESH_MS : false,
    refetchOnWindowFocus: true,
  });

  const mutation = useMutation({
    mutationFn: ({ orderId, status, extras }: StatusChange) =>
      sellerOrdersApi.updateStatus(orderId, buildUpdate(status, extras), readToken('seller') ?? ''),
    onMutate: async ({ orderId, status }) => {
      setNotice(null);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SellerOrder[]>(key);
      queryClient.setQueryData<SellerOrder[]>(key, (orders) =>
        orders?.map((o) => (o._id === orderId ? { ...o, orderStatus: status } : o)),
      );
      return { previous };
    },
    onSuccess: (_answer, { status }) => {
      void queryClient.invalidateQueries({ queryKey: key });
      setNotice({ tone: 'success', text: `Order status updated to ${statusLabel(status)} successfully!` });
    },
    onError: (error, _change, context) => {
      if (error instanceof ApiError && error.status !== undefined) {
        queryClient.setQueryData(key, context?.previous);
        setNotice({ tone: 'error', text: `Failed to update order status: ${error.serverMessage ?? 'Unknown error'}` });
      } else {
        setNotice({ tone: 'error', text: UPDATE_ERROR_MESSAGE });
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });

  const { mutateAsync } = mutation;
  const updateStatus = useCallback(
    /** Answers the refusal's sentence (a ship dialog shows it), or null once the change went through. */
    async (orderId: string, status: string, extras: StatusExtras = {}): Promise<string | null> => {
      const problem = checkUpdate(orderId, status);
      if (problem) {
        setNotice({ tone: 'error', text: problem });
        return problem;
      }
      return mutateAsync({ orderId, status: status as SellerStatus, extras }).then(
        () => null,
        (error: unknown) =>
          error instanceof ApiError && error.status !== undefined
            ? (error.serverMessage ?? 'Unknown error')
            : UPDATE_ERROR_MESSAGE,
      );
    },
    [mutateAsync],
  );
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return { orders: query.data ?? [], loading: query.isPending, reload, updateStatus, notice, dismissNotice };
}
