import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ListPagination } from '@/components/ui/list-pagination';
import { LoadingState } from '@/components/ui/loading-state';
import type { SellerReviewFilter } from '../api/seller-reviews.api';
import { useSellerReviews } from '../hooks/use-seller-reviews';
import { SellerReviewCard } from './seller-review-card';

const LOAD_FAILED = 'Could not load your reviews. Please try again.';
const FILTERS: { value: SellerReviewFilter; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No reviews of your products yet' },
  { value: 'unanswered', label: 'Unanswered', empty: 'Every review has your reply' },
];

function FilterButtons({
  active,
  onSelect,
}: {
  active: SellerReviewFilter;
  onSelect: (f: SellerReviewFilter) => void;
}) {
  return (
    <div role="group" aria-label="Show reviews" className="flex gap-2">
      {FILTERS.map(({ value, label }) => (
        <Button
          key={value}
          size="sm"
          variant={active === value ? 'primary' : 'outline'}
          aria-pressed={active === value}
          onClick={() => onSelect(value)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

/**
 * The Reviews tab: what shoppers wrote about the seller's products, newest first, each as a card (phones read a
 * stack, not a wide table). The seller replies once in public or reports a review; only the marketplace hides one.
 */
export function SellerReviewsTab() {
  const { filter, selectFilter, reviews, pagination, setPage, loading, failed, reload } = useSellerReviews();
  const empty = FILTERS.find((f) => f.value === filter)?.empty;
  return (
    <section aria-labelledby="seller-reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="seller-reviews-heading" className="font-display text-xl font-bold text-stone-900">
          Reviews
        </h2>
        <FilterButtons active={filter} onSelect={selectFilter} />
      </div>
      {loading ? <LoadingState label="Loading reviews..." /> : null}
      {failed ? (
        <div className="space-y-3">
          <FormAlert message={LOAD_FAILED} />
          <Button size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </div>
      ) : null}
      {!loading && !failed && reviews.length === 0 ? <p className="text-stone-600">{empty}</p> : null}
      {!failed && reviews.length > 0 ? (
        <ul aria-label="Reviews of your products" className="space-y-3">
          {reviews.map((review) => (
            <SellerReviewCard key={review.id} review={review} />
          ))}
        </ul>
      ) : null}
      {!failed && pagination && pagination.totalPages > 1 ? (
        <ListPagination pagination={pagination} onPage={setPage} label="Reviews pages" />
      ) : null}
    </section>
  );
}
