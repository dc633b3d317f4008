import type { Review } from '@thindi/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating-input';
import { formatDate } from '@/lib/format-date';
import { useApproveReview } from '../hooks/use-admin-reviews';
import { HideReviewDialog } from './hide-review-dialog';

function Photos({ review }: { review: Review }) {
  if (review.photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="flex flex-wrap gap-2">
      {review.photos.map((photo, i) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noreferrer" aria-label={`Photo ${i + 1} of ${review.photos.length}`}>
            <img
              src={photo.thumbnailUrl}
              alt=""
              className="h-20 w-20 rounded-lg border border-stone-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * One review in the Reviews tab, with what the admin decides on: its words (as text: anyone may have written
 * them), its photos before any shopper sees them, a report, and why it was hidden.
 */
export function AdminReviewItem({ review }: { review: Review }) {
  const [hiding, setHiding] = useState(false);
  const approve = useApproveReview(review.id);
  const product = review.productName ?? 'Product';
  return (
    <li
      aria-label={`${review.reviewerName} on ${product}`}
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-semibold text-stone-900">{product}</p>
        {review.reported ? (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Reported</span>
        ) : null}
        {review.status === 'hidden' ? (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">Hidden</span>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} />
        {review.title ? <h3 className="font-semibold text-stone-900">{review.title}</h3> : null}
      </div>
      <p className="whitespace-pre-line break-words text-stone-800">{review.text}</p>
      <p className="flex flex-wrap gap-2 text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.reviewerName}</span>
        <span>{formatDate(review.createdAt)}</span>
      </p>
      <Photos review={review} />
      {review.status === 'hidden' && review.hiddenReason ? (
        <p className="text-sm text-stone-700">{`Hidden: ${review.hiddenReason}`}</p>
      ) : null}
      <div className="flex gap-2">
        {review.status === 'hidden' || review.awaitingModeration ? (
          <Button size="sm" variant="secondary" disabled={approve.busy} onClick={() => approve.run()}>
            Approve
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <Button size="sm" variant="outline" onClick={() => setHiding(true)}>
            Hide
          </Button>
        ) : null}
      </div>
      {hiding ? <HideReviewDialog review={review} onClose={() => setHiding(false)} /> : null}
    </li>
  );
}
