import { formatRupees } from '@thindi/contracts';
import { useEffect, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';

/** True while the element is scrolled out of the viewport (never where IntersectionObserver is missing). */
export function useOutOfView(ref: RefObject<Element | null>): boolean {
  const [outOfView, setOutOfView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOutOfView(!entry.isIntersecting));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return outOfView;
}

interface ProductBuyBarProps {
  price: number;
  onAddToCart: () => void;
  onBuyNow?: () => void;
}

/** Phones only: the price, Add to Cart and Buy Now fixed at the bottom of the product page. */
export function ProductBuyBar({ price, onAddToCart, onBuyNow }: ProductBuyBarProps) {
  return (
    <div
      role="region"
      aria-label="Buy this product"
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-stone-200 bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:hidden"
    >
      <span className="mr-auto min-w-0 truncate text-lg font-bold text-stone-900">{formatRupees(price)}</span>
      <Button className="shrink-0 whitespace-nowrap" onClick={onAddToCart}>
        Add to Cart
      </Button>
      {onBuyNow ? (
        <Button variant="outline" className="shrink-0 whitespace-nowrap" onClick={onBuyNow}>
          Buy Now
        </Button>
      ) : null}
    </div>
  );
}
