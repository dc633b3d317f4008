import type { Review } from '@thindi/contracts';
import BadgeCheck from 'lucide-react/icons/badge-check';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating-input';
import { formatDate } from '@/lib/format-date';

interface ReviewItemProps {
  review: Review;
  /** Present only for a signed-in customer: the buttons are not shown to anyone else. */
  actions?: { onHelpful: () => void; onReport: () => void; busy: boolean };
}

/** One review; its words are text, never markup, as anyone may have written them. */
export function ReviewItem({ review, actions }: ReviewItemProps) {
  return (
    <li className="space-y-2 border-b border-stone-200 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating value={review.rating} />
        {review.title ? <h3 className="font-semibold text-stone-900">{review.title}</h3> : null}
      </div>
      <p className="whitespace-pre-line text-stone-800">{review.text}</p>
      {review.photos.length > 0 ? (
        <ul aria-label={`Photos from ${review.reviewerName}`} className="flex flex-wrap gap-2">
          {review.photos.map((photo, i) => (
            <li key={photo.url}>
              {/* The thumbnail opens the full photo in a new tab, so the shopper keeps their place in the reviews. */}
              <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block">
                <img
                  src={photo.thumbnailUrl}
                  alt={`Photo ${i + 1} from ${review.reviewerName}`}
                  loading="lazy"
                  className="h-20 w-20 rounded-lg border border-stone-200 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
        <span className="font-medium text-stone-800">{review.reviewerName}</span>
        <span>{formatDate(review.createdAt)}</span>
        {review.verifiedPurchase ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" />
            Verified purchase
          </span>
        ) : null}
      </p>
      {review.sellerReply ? (
        <div className="ml-4 rounded-lg bg-amber-50 p-3 text-sm text-stone-800">
          <p className="font-semibold text-amber-900">Reply from the seller</p>
          <p className="whitespace-pre-line">{review.sellerReply}</p>
        </div>
      ) : null}
      {actions ? (
        <div className="flex gap-2">
          <Button variant="outline" size="sm" disabled={actions.busy} onClick={actions.onHelpful}>
            {`Helpful (${review.helpfulCount})`}
          </Button>
          <Button variant="ghost" size="sm" disabled={actions.busy || review.reported} onClick={actions.onReport}>
            {review.reported ? 'Reported' : 'Report'}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
