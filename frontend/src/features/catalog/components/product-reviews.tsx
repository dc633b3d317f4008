import { paginationOf } from '@thindi/contracts';
import { useId, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingState } from '@/components/ui/loading-state';
import { errorMessage } from '@/lib/api-client';
import type { ReviewSort } from '../api/reviews.api';
import { useProductReviews, useReviewActions } from '../hooks/use-product-reviews';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

interface ProductReviewsProps {
  productId: string;
  /** A signed-in customer may vote and report; others only read. */
  canVote: boolean;
}

/** The Reviews section under a product, loaded by the browser after the page is shown. */
export function ProductReviews({ productId, canVote }: ProductReviewsProps) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const query = useProductReviews(productId, sort, page);
  const { helpful, report } = useReviewActions(productId);
  const headingId = useId();
  const sortId = useId();
  const data = query.data;
  const actionError = helpful.error ?? report.error;

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="font-display text-2xl font-bold text-stone-900">
        Reviews
      </h2>
      {query.isError && !data ? <p className="text-stone-700">Reviews could not be loaded.</p> : null}
      {!data && !query.isError ? <LoadingState label="Loading reviews..." /> : null}
      {data && data.summary.count === 0 ? <p className="text-stone-700">No reviews yet</p> : null}
      {data && data.summary.count > 0 ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
          <ReviewSummary summary={data.summary} />
          <div className="space-y-2">
            <label htmlFor={sortId} className="flex items-center gap-2 text-sm font-medium text-stone-800">
              Sort reviews
              <select
                id={sortId}
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as ReviewSort);
                  setPage(1);
                }}
                className="rounded-lg border border-stone-300 px-2 py-1"
              >
                <option value="newest">Newest</option>
                <option value="helpful">Most helpful</option>
              </select>
            </label>
            <FormAlert
              message={actionError ? errorMessage(actionError, 'That did not go through. Please try again.') : null}
            />
            <ul>
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  actions={
                    canVote
                      ? {
                          onHelpful: () => helpful.mutate(review.id),
                          onReport: () => report.mutate(review.id),
                          busy: helpful.isPending || report.isPending,
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
            {data.total > data.pageSize ? (
              <ListPagination
                label="Review pages"
                pagination={paginationOf(data.page, data.pageSize, data.total)}
                onPage={setPage}
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
