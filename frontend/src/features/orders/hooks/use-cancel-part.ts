import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelReason } from '@thindi/contracts';
import { errorMessage } from '@/lib/api-client';
import { orderKeys, ordersApi } from '../api/orders.api';

const CANCEL_PART_FAILED = 'These items could not be cancelled. Please try again.';

interface PartCancel {
  orderId: string;
  sellerId: string;
  reason: CancelReason;
}

/**
 * Cancels one seller's part of the shopper's order, then reads the orders again (as the whole cancel does). Unlike
 * the whole cancel, a refusal is shown: the server's message says which part is already on its way.
 */
export function useCancelPart() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ orderId, sellerId, reason }: PartCancel) => ordersApi.cancelPart(orderId, sellerId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
  return {
    cancelPart: (orderId: string, sellerId: string, reason: CancelReason) =>
      mutation.mutate({ orderId, sellerId, reason }),
    /** The refusal of the last part cancel of order `orderId`, or null. */
    errorFor: (orderId: string): string | null =>
      mutation.error && mutation.variables?.orderId === orderId
        ? errorMessage(mutation.error, CANCEL_PART_FAILED)
        : null,
  };
}
