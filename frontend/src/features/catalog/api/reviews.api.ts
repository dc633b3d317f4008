import {
  REVIEW_PAGE_SIZE,
  REVIEW_SORTS,
  reviewListResponseSchema,
  type ReviewListResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { ApiError, apiGet, apiRequest } from '@/lib/api-client';
import { findFallbackProduct } from './fallback-products';

export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** A built-in product lives only in the browser, so it has no reviews to ask the server for. */
const noReviews = (page: number): ReviewListResponse => ({
  success: true,
  reviews: [],
  summary: { average: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
  page,
  pageSize: REVIEW_PAGE_SIZE,
  total: 0,
});

/** One page of a product's reviews; an answer of another shape is a failure, not a page drawn from guesses. */
export async function fetchReviews(
  productId: string,
  sort: ReviewSort,
  page: number,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  if (findFallbackProduct(productId)) return noReviews(page);
  const body = await apiGet<unknown>(`/products/${encodeURIComponent(productId)}/reviews`, {
    query: { sort, page },
    signal,
  });
  const parsed = reviewListResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError('Reviews could not be read');
  return parsed.data;
}

/** A customer finds a review helpful; the answer carries its new count. */
export const markHelpful = (id: string) =>
  apiRequest<ReviewResponse>('POST', `/reviews/${encodeURIComponent(id)}/helpful`);

/** A customer flags a review for the admins to look at. */
export const reportReview = (id: string) =>
  apiRequest<ReviewResponse>('POST', `/reviews/${encodeURIComponent(id)}/report`);
