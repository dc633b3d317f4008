import {
  reviewPageResponseSchema,
  type Review,
  type ReviewPageResponse,
  type ReviewResponse,
  type SellerReviewQuery,
} from '@thindi/contracts';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

export type { Review as SellerReview, SellerReviewQuery };
export type SellerReviewFilter = SellerReviewQuery['filter'];

// '/sellers/' and '/reviews/' paths otherwise prefer a customer token: the seller's own is named on each call.
export const sellerReviewsApi = {
  /** One page of the reviews of the seller's products; an answer of another shape is a failure. */
  list: async (query: SellerReviewQuery, signal?: AbortSignal): Promise<ReviewPageResponse> => {
    const body = await apiGet<unknown>('/sellers/reviews', { query, signal, token: readToken('seller') });
    const parsed = reviewPageResponseSchema.safeParse(body);
    if (!parsed.success) throw new ApiError('Reviews could not be read');
    return parsed.data;
  },
  /** The seller's one public reply. */
  reply: (id: string, text: string) =>
    apiRequest<ReviewResponse>('POST', `/reviews/${encodeURIComponent(id)}/reply`, {
      body: { text },
      token: readToken('seller'),
    }),
  /** Asks the admins to look at a review; the seller cannot hide it. */
  report: (id: string) =>
    apiRequest<ReviewResponse>('POST', `/reviews/${encodeURIComponent(id)}/report`, { token: readToken('seller') }),
};
