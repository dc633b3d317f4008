import type { Review } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderKeys, ordersApi, type Order } from '../api/orders.api';

/** Whether any seller's part of the order was delivered (only then can a line have a review). */
const hasDeliveredPart = (order: Order): boolean =>
  order.orderStatus === 'delivered' || order.fulfilments.some((part) => part.status === 'delivered');

/**
 * The shopper's own reviews of an order, by product: asked only once a part was delivered, so a list of orders in
 * transit costs nothing.
 */
export function useOrderReviews(order: Order) {
  const enabled = hasDeliveredPart(order);
  const query = useQuery({
    queryKey: orderKeys.reviews(order._id),
    queryFn: ({ signal }) => ordersApi.myReviews(order._id, signal),
    enabled,
  });
  const byProduct = new Map<string, Review>((query.data ?? []).map((review) => [review.productId, review]));
  return { byProduct, ready: !enabled || query.isSuccess };
}

/** Withdraws one of the order's reviews; the order's reviews are read again, so the line offers rating anew. */
export function useWithdrawReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => ordersApi.withdrawReview(reviewId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.reviews(orderId) }),
  });
}
