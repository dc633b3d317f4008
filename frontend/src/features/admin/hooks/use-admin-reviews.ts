import type { Review, ReviewQueueQuery } from '@thindi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';
import { useAdminAction } from './use-admin-action';

const NO_REVIEWS: Review[] = [];

/** One page of the Reviews tab, as the catalog holds it now. */
export function useAdminReviews(query: ReviewQueueQuery) {
  const reviews = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.list('reviews', query),
    queryFn: ({ signal }) => adminApi.reviews(query, signal),
    placeholderData: keepPreviousData,
  });
  const page = reviews.data;
  const pageSize = page?.pageSize ?? 20;
  const total = page?.total ?? 0;
  return {
    reviews: reviews.isError ? NO_REVIEWS : (page?.reviews ?? NO_REVIEWS),
    pagination: {
      page: page?.page ?? query.page,
      pageSize,
      total,
      totalPages: Math.max(1, Math.ceil(total / pageSize)),
    },
    loading: reviews.isPending,
    failed: reviews.isError,
  };
}

/** Approving a review: like every admin change, a failure shows in the dashboard's banner and all data reloads. */
export function useApproveReview(reviewId: string) {
  return useAdminAction(
    ['review-approve', reviewId],
    () => adminApi.moderateReview(reviewId, { status: 'published' }),
    'Could not approve the review',
  );
}

/**
 * Hiding a review with its reason. The refusal shows in the dialog where the reason was typed; whatever the
 * outcome all admin data is read again (the review may have been withdrawn or decided meanwhile).
 */
export function useHideReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.reviewHide(reviewId),
    mutationFn: (reason: string) => adminApi.moderateReview(reviewId, { status: 'hidden', reason }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
