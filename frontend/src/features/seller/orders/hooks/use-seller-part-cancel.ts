import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { useSellerSession } from '@/features/seller/hooks/seller-session';
import { sellerOrdersApi } from '../api/seller-orders.api';

const CANCEL_FAILED = 'Your part could not be cancelled. Please try again.';

/**
 * The seller cancels its own part of order `orderId` (PATCH …/parts/:sellerId/cancel, its own id from the session),
 * then reads its orders and figures again. The server's refusal (a 400 without a reason, a 409 once shipped) is kept
 * for the form to show; the answer's message once it succeeded.
 */
export function useSellerPartCancel(orderId: string) {
  const queryClient = useQueryClient();
  const sellerId = useSellerSession().account?.id ?? '';
  const mutation = useMutation({
    mutationFn: (reason: string) => sellerOrdersApi.cancelPart(orderId, sellerId, reason),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: sellerKeys.stats() }),
      ]),
  });
  return {
    cancel: (reason: string, onDone: () => void) => mutation.mutate(reason, { onSuccess: onDone }),
    pending: mutation.isPending,
    error: mutation.error ? errorMessage(mutation.error, CANCEL_FAILED) : null,
    done: mutation.data?.message ?? null,
    reset: mutation.reset,
  };
}
