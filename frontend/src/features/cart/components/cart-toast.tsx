import CircleCheck from 'lucide-react/icons/circle-check';
import X from 'lucide-react/icons/x';
import { useEffect } from 'react';
import { useCart } from '../hooks/cart-context';

const VISIBLE_MS = 3500;

/** A short confirmation after something is added, with a way to open the cart. */
export function CartToast() {
  const { lastAddition, dismissAddition, openCart } = useCart();

  useEffect(() => {
    if (!lastAddition) return;
    const timer = setTimeout(dismissAddition, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [lastAddition, dismissAddition]);

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-40 flex justify-center px-4">
      {lastAddition ? (
        <div className="pointer-events-auto flex max-w-md items-center gap-3 rounded-full bg-stone-900 py-2 pl-4 pr-2 text-sm text-white shadow-lg motion-safe:animate-fade-in">
          <CircleCheck className="h-5 w-5 shrink-0 text-green-400" aria-hidden="true" />
          <span className="min-w-0 truncate">
            {lastAddition.quantity > 1 ? `${lastAddition.quantity} × ` : ''}
            {lastAddition.name} added to your cart
          </span>
          <button
            type="button"
            onClick={openCart}
            className="shrink-0 rounded-full bg-amber-500 px-3 py-1 font-semibold text-stone-900 hover:bg-amber-400"
          >
            View cart
          </button>
          <button
            type="button"
            onClick={dismissAddition}
            aria-label="Dismiss"
            className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
