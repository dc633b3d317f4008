import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { Order, OrderItem } from '../api/orders.api';

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

/** 'Rate this product' on a delivered line, then a thank-you once the server took it. */
export function RateLine({ orderId, item }: { orderId: string; item: OrderItem }) {
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
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
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
