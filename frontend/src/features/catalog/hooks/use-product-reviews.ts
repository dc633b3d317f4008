import type { ReviewListResponse } from '@thindi/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@/lib/use-hydrated';
import { catalogKeys, reviewsQuery } from '../api/catalog-queries';
import { markHelpful, reportReview, type ReviewSort } from '../api/reviews.api';

/**
 * The reviews of a product in the chosen order. The query waits for hydration, so the server's first paint and
 * the browser's first render agree (both without reviews) and the call is made from the browser.
 */
export function useProductReviews(productId: string, sort: ReviewSort, page: number) {
  const hydrated = useHydrated();
  return useQuery({ ...reviewsQuery(productId, sort, page), enabled: hydrated, placeholderData: keepPreviousData });
}

/** Helpful votes and reports; the answered review replaces the old one in every cached page of the product. */
export function useReviewActions(productId: string) {
  const queryClient = useQueryClient();
  const onSuccess = ({ review }: { review: ReviewListResponse['reviews'][number] }) => {
    queryClient.setQueriesData<ReviewListResponse>(
      { queryKey: [...catalogKeys.product(productId), 'reviews'] },
      (list) => list && { ...list, reviews: list.reviews.map((r) => (r.id === review.id ? review : r)) },
    );
  };
  const helpful = useMutation({ mutationFn: markHelpful, onSuccess });
  const report = useMutation({ mutationFn: reportReview, onSuccess });
  return { helpful, report };
}
