import {
  ORDER_STATUSES,
  type InvoicesForOrderResponse,
  type OrderReviewsResponse,
  type Order,
  type OrderStatus,
  type PartCancelResponse,
  type PlaceOrderInput,
  type PlaceOrderResult,
  type ReviewPhotoUploadResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

// The order's types and rules are the shared contract's; these names are kept for the screens that read them here.
export {
  CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  type Order,
  type OrderHistoryEntry,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
  type PlaceOrderInput,
  type ShippingAddress,
} from '@thindi/contracts';

/**
 * The five steps of the tracking timeline: every status but cancelled and returned (a
 * returned order went through all five, and says so below them).
 */
export const TIMELINE_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (s) => s !== 'cancelled' && s !== 'returned',
);

/** Query keys of the orders feature; a customer's list is keyed by who is signed in. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (userId: string | null) => ['orders', 'mine', userId] as const,
  invoices: (orderId: string) => ['orders', 'invoices', orderId] as const,
  reviews: (orderId: string) => ['orders', 'reviews', orderId] as const,
};

type OrderAnswer = Omit<PlaceOrderResult, 'replayed'>;

const orderPath = (id: string) => `/orders/${encodeURIComponent(id)}`;

/** The order calls; each one uses the role's token (customer here, seller below). */
export const ordersApi = {
  health: () => apiGet<{ success?: boolean }>('/health', { token: null }),
  place: (input: PlaceOrderInput, token: string, idempotencyKey: string, signal?: AbortSignal) =>
    apiRequest<OrderAnswer>('POST', '/orders', {
      body: input,
      token,
      signal,
      headers: { 'Idempotency-Key': idempotencyKey },
    }),
  myOrders: (signal?: AbortSignal) =>
    apiGet<{ success: boolean; orders: Order[] }>('/orders/my-orders', { signal }).then((body) => body.orders ?? []),
  /** The UTR of the shopper's UPI payment. */
  submitUtr: (id: string, utr: string) =>
    apiRequest<OrderAnswer>('POST', `${orderPath(id)}/payment/utr`, { body: { utr } }),
  cancel: (id: string, reason: string) =>
    apiRequest<OrderAnswer>('PATCH', `${orderPath(id)}/cancel`, { body: { reason } }),
  /** One seller's part (its items), while it is pending or confirmed; the rest of the order goes ahead. */
  cancelPart: (id: string, sellerId: string, reason: string) =>
    apiRequest<PartCancelResponse>('PATCH', `${orderPath(id)}/parts/${encodeURIComponent(sellerId)}/cancel`, {
      body: { reason },
    }),
  /** The invoices and credit notes the order's sellers issued as their parts shipped. */
  invoices: (id: string, signal?: AbortSignal) =>
    apiGet<InvoicesForOrderResponse>(`${orderPath(id)}/invoices`, { signal }).then((body) => body.invoices ?? []),
  /** A review of a delivered line; product writes default to the seller's token, so the customer's is named. */
  review: (
    productId: string,
    body: { orderId: string; rating: number; title?: string; text: string; photos?: string[] },
  ) =>
    apiRequest<ReviewResponse>('POST', `/products/${encodeURIComponent(productId)}/reviews`, {
      body,
      token: readToken('customer'),
    }),
  /** The shopper's own standing reviews of the order's products. */
  myReviews: (orderId: string, signal?: AbortSignal) =>
    apiGet<OrderReviewsResponse>(`${orderPath(orderId)}/reviews`, { signal, token: readToken('customer') }).then(
      (body) => body.reviews ?? [],
    ),
  /** Withdraws the shopper's review: the line may then be rated again (editing is withdraw-and-rewrite). */
  withdrawReview: (reviewId: string) =>
    apiRequest<ReviewResponse>('DELETE', `/reviews/${encodeURIComponent(reviewId)}`, { token: readToken('customer') }),
  /** Multipart, field `photos` repeated: the stored photos' URLs, which the review then names. */
  uploadReviewPhotos: async (files: readonly File[]): Promise<string[]> => {
    const form = new FormData();
    for (const file of files) form.append('photos', file);
    const body = await apiRequest<Partial<ReviewPhotoUploadResponse>>('POST', '/reviews/photos', {
      body: form,
      token: readToken('customer'),
    });
    return Array.isArray(body.files) ? body.files.map((file) => file.url) : [];
  },
};
