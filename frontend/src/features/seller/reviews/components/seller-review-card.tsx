import BadgeCheck from 'lucide-react/icons/badge-check';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { StarRating } from '@/components/ui/star-rating-input';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import type { SellerReview } from '../api/seller-reviews.api';
import { useReviewReport } from '../hooks/use-seller-reviews';
import { SellerReviewReplyForm } from './seller-review-reply-form';

const REPORT_CONFIRM = 'Report this review to the marketplace? An admin will look at it; you cannot hide it yourself.';

function ReviewPhotos({ review }: { review: SellerReview }) {
  if (review.photos.length === 0) return null;
  return (
    <ul aria-label="Photos" className="flex flex-wrap gap-2">
      {review.photos.map((photo, i) => (
        <li key={photo.url}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img
              src={photo.thumbnailUrl}
              alt={`Photo ${i + 1} from ${review.reviewerName}`}
              loading="lazy"
              className="h-16 w-16 rounded-md border border-stone-200 object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Reply (once, while the review stands) and Report (asked first); a hidden review can be neither. */
function ReviewActions({ review }: { review: SellerReview }) {
  const [replying, setReplying] = useState(false);
  const [asking, setAsking] = useState(false);
  const report = useReviewReport(review.id);
  if (review.status === 'hidden') return null;
  const close = () => setAsking(false);
  return (
    <div className="space-y-2">
      {replying && !review.sellerReply ? (
        <SellerReviewReplyForm reviewId={review.id} onCancel={() => setReplying(false)} />
      ) : null}
      <FormAlert message={report.isError ? errorMessage(report.error, 'The review could not be reported') : null} />
      <div className="flex flex-wrap gap-2">
        {!review.sellerReply && !replying ? (
          <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
            Reply
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          disabled={review.reported || report.isPending}
          onClick={() => setAsking(true)}
        >
          {review.reported ? 'Reported' : 'Report'}
        </Button>
      </div>
      {asking ? (
        <ConfirmDialog
          title="Report this review"
          confirmLabel="Report review"
          busyLabel="Reporting..."
          busy={report.isPending}
          onConfirm={() => report.mutate(undefined, { onSettled: close })}
          onClose={close}
        >
          {REPORT_CONFIRM}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

/** One review of the seller's product, as a card; its words are text, never markup, as a shopper wrote them. */
export function SellerReviewCard({ review }: { review: SellerReview }) {
  return (
    <li>
      <article
        aria-label={`Review of ${review.productName ?? 'your product'} by ${review.reviewerName}`}
        className="space-y-3 rounded-2xl border border-amber-100 bg-white p-4"
      >
        <h3 className="font-semibold text-stone-900">{review.productName}</h3>
        <div className="flex flex-wrap items-center gap-2">
          <StarRating value={review.rating} />
          {review.title ? <p className="font-semibold text-stone-900">{review.title}</p> : null}
        </div>
        <p className="whitespace-pre-line break-words text-stone-800">{review.text}</p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <span className="font-medium text-stone-800">{review.reviewerName}</span>
          <span>{formatDate(review.createdAt)}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            Verified purchase
          </span>
        </p>
        <ReviewPhotos review={review} />
        {review.status === 'hidden' ? (
          <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">
            {review.hiddenReason ? `Hidden by the marketplace: ${review.hiddenReason}` : 'Hidden by the marketplace'}
          </p>
        ) : null}
        {review.sellerReply ? (
          <div className="ml-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-800">
            <p className="font-semibold text-amber-900">Your reply</p>
            <p className="whitespace-pre-line break-words">{review.sellerReply}</p>
          </div>
        ) : null}
        <ReviewActions review={review} />
      </article>
    </li>
  );
}
