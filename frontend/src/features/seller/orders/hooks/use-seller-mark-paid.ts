import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerOrdersApi, type SellerOrder } from '../api/seller-orders.api';

/**
 * The seller marks a one-seller UPI order paid against a UTR: the answer's payment shows at once, then the orders
 * (and the overview's figures read from them) are read again.
 */
export function useSellerMarkPaid(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (utr: string) => sellerOrdersApi.markPaid(orderId, utr),
    onSuccess: ({ order }) => {
      queryClient.setQueryData<SellerOrder[]>(sellerKeys.orders(), (orders) =>
        orders?.map((o) =>
          o._id === orderId ? { ...o, paymentStatus: order.paymentStatus, payment: order.payment ?? o.payment } : o,
        ),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sellerKeys.orders() }),
  });
}
