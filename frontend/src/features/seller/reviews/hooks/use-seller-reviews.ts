import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paginationOf, type ReviewPageResponse } from '@thindi/contracts';
import { useState } from 'react';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import { sellerReviewsApi, type SellerReview, type SellerReviewFilter } from '../api/seller-reviews.api';

/**
 * The Reviews tab's page and filter, read when the tab opens; a failed read is shown (an empty list would tell the
 * seller, wrongly, that nobody reviewed its snacks). Changing the filter starts again at page 1.
 */
export function useSellerReviews() {
  const [filter, setFilter] = useState<SellerReviewFilter>('all');
  const [page, setPage] = useState(1);
  const query = { filter, page };
  const reviews = useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.reviewPage(query),
    queryFn: ({ signal }) => sellerReviewsApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
  const data = reviews.data;
  return {
    filter,
    selectFilter: (next: SellerReviewFilter) => {
      setFilter(next);
      setPage(1);
    },
    reviews: data?.reviews ?? [],
    pagination: data ? paginationOf(data.page, data.pageSize, data.total) : null,
    setPage,
    loading: reviews.isPending,
    failed: reviews.isError,
    reload: () => void reviews.refetch(),
  };
}

/**
 * Puts the server's answer in every cached page that shows the review, so a reply appears at once and stays
 * where the seller wrote it; other pages and filters read afresh when next shown.
 */
function useReviewAnswer() {
  const queryClient = useQueryClient();
  return ({ review }: { review: SellerReview }) => {
    queryClient.setQueriesData<ReviewPageResponse>({ queryKey: sellerKeys.reviews() }, (page) =>
      page
        ? {
            ...page,
            // The server's answer has no product name: the one already shown stays.
            reviews: page.reviews.map((r) => (r.id === review.id ? { ...review, productName: r.productName } : r)),
          }
        : page,
    );
    void queryClient.invalidateQueries({ queryKey: sellerKeys.reviews(), refetchType: 'none' });
  };
}

/** The seller's one public reply to a review. */
export function useReviewReply(id: string) {
  const onSuccess = useReviewAnswer();
  return useMutation({ mutationFn: (text: string) => sellerReviewsApi.reply(id, text), onSuccess });
}

/** Reports a review to the admins. */
export function useReviewReport(id: string) {
  const onSuccess = useReviewAnswer();
  return useMutation({ mutationFn: () => sellerReviewsApi.report(id), onSuccess });
}
