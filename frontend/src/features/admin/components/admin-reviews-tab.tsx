import { REVIEW_QUEUE_FILTERS, type ReviewQueueQuery } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListPagination } from '@/components/ui/list-pagination';
import { Spinner } from '@/components/ui/spinner';
import { useAdminReviews } from '../hooks/use-admin-reviews';
import { AdminReviewItem } from './admin-review-item';

type Filter = ReviewQueueQuery['filter'];
const FILTER_LABELS: Record<Filter, string> = { waiting: 'Waiting', hidden: 'Hidden', all: 'All' };
const EMPTY: Record<Filter, string> = {
  waiting: 'No reviews waiting',
  hidden: 'No hidden reviews',
  all: 'No reviews yet',
};

function ReviewList({ query, onPage }: { query: ReviewQueueQuery; onPage: (page: number) => void }) {
  const { reviews, pagination, loading, failed } = useAdminReviews(query);
  if (loading) return <Spinner label="Loading..." />;
  if (failed) return <p className="text-sm text-stone-500">Could not load reviews. Please try again later.</p>;
  if (reviews.length === 0) return <p className="py-6 text-center text-stone-600">{EMPTY[query.filter]}</p>;
  return (
    <div className="space-y-4">
      <ul aria-label="Reviews" className="space-y-3">
        {reviews.map((review) => (
          <AdminReviewItem key={review.id} review={review} />
        ))}
      </ul>
      {pagination.totalPages > 1 ? (
        <ListPagination pagination={pagination} onPage={onPage} label="Reviews pages" />
      ) : null}
    </div>
  );
}

/**
 * Reviews: what shoppers reported and the photos they added wait here, oldest first, until an admin approves them
 * (the photos go public, the report is settled) or hides them with a reason mailed to the author. Hidden ones can
 * be approved back.
 */
export function AdminReviewsTab() {
  const [query, setQuery] = useState<ReviewQueueQuery>({ filter: 'waiting', page: 1 });
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="font-display text-xl font-bold text-stone-900">
        Reviews
      </h2>
      <div role="group" aria-label="Show reviews" className="flex gap-2">
        {REVIEW_QUEUE_FILTERS.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={query.filter === filter ? 'primary' : 'outline'}
            aria-pressed={query.filter === filter}
            onClick={() => setQuery({ filter, page: 1 })}
          >
            {FILTER_LABELS[filter]}
          </Button>
        ))}
      </div>
      <ReviewList query={query} onPage={(page) => setQuery((q) => ({ ...q, page }))} />
    </section>
  );
}
