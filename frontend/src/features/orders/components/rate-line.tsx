import type { Review } from '@thindi/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StarRating } from '@/components/ui/star-rating-input';
import { errorMessage } from '@/lib/api-client';
import { orderKeys, type Order, type OrderItem } from '../api/orders.api';
import { useWithdrawReview } from '../hooks/use-order-reviews';

// The form, its schema and the stars load only when a shopper opens it.
const RateProductDialog = lazy(() => import('./rate-product-dialog').then((m) => ({ default: m.RateProductDialog })));

/** A line can be reviewed once its seller's part has been delivered (or, without parts, the whole order). */
export function isReviewable(order: Order, item: OrderItem): boolean {
  const part = order.fulfilments.find((f) => f.sellerId === item.sellerId);
  return (part?.status ?? order.orderStatus) === 'delivered';
}

const THANKS = 'Thanks for your review';
// Photos wait for an admin before the product page shows them: the shopper is told so, not left wondering.
const THANKS_WITH_PHOTOS = 'Thank you! Your photos will appear once they are checked.';
const WITHDRAW_QUESTION =
  'Withdraw your review? It leaves the product page; you may then rate this product for this order again.';

interface RateLineProps {
  orderId: string;
  item: OrderItem;
  /** The shopper's standing review of this line, when there is one. */
  review?: Review;
}

/**
 * 'Rate this product' on a delivered line. Once rated, the line shows the stars given (and why, if the marketplace
 * hid the review) with 'Withdraw review': editing is withdrawing and writing again, so nothing changes silently.
 */
export function RateLine({ orderId, item, review }: RateLineProps) {
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const withdraw = useWithdrawReview(orderId);

  if (review) {
    const ask = () => {
      if (window.confirm(WITHDRAW_QUESTION)) withdraw.mutate(review.id, { onSuccess: () => setThanks(null) });
    };
    return (
      <span className="flex flex-wrap items-center gap-2">
        <span className="sr-only">Your rating:</span>
        <StarRating value={review.rating} />
        {thanks ? <span className="text-sm font-medium text-green-800">{thanks}</span> : null}
        {review.status === 'hidden' ? (
          <span className="text-sm text-stone-700">{`Hidden by the marketplace: ${review.hiddenReason ?? ''}`}</span>
        ) : null}
        <Button
          size="sm"
          variant="ghost"
          disabled={withdraw.isPending}
          onClick={ask}
          aria-label={`Withdraw review: ${item.productName}`}
        >
          Withdraw review
        </Button>
        {withdraw.isError ? (
          <span role="alert" className="text-sm text-red-700">
            {errorMessage(withdraw.error, 'Could not withdraw the review')}
          </span>
        ) : null}
      </span>
    );
  }
  if (thanks) return <span className="text-sm font-medium text-green-800">{thanks}</span>;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        aria-label={`Rate this product: ${item.productName}`}
      >
        Rate this product
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RateProductDialog
            orderId={orderId}
            productId={item.productId}
            productName={item.productName}
            onClose={() => setOpen(false)}
            onReviewed={(withPhotos) => {
              setOpen(false);
              setThanks(withPhotos ? THANKS_WITH_PHOTOS : THANKS);
              void queryClient.invalidateQueries({ queryKey: orderKeys.reviews(orderId) });
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
