import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys, ordersApi } from '../api/orders.api';

/** Sends the UTR of the shopper's UPI payment; the orders read again afterwards show it. */
export function useSubmitUtr(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (utr: string) => ordersApi.submitUtr(orderId, utr),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
