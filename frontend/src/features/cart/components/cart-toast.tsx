import { lazy, Suspense, useEffect } from 'react';
import { useCart } from '../hooks/cart-context';

const CartToastMessage = lazy(() => import('./cart-toast-message').then((m) => ({ default: m.CartToastMessage })));

const VISIBLE_MS = 3500;

/** A short confirmation after something is added, with a way to open the cart. */
export function CartToast() {
  const { lastAddition, dismissAddition, openCart } = useCart();

  useEffect(() => {
    if (!lastAddition) return;
    const timer = setTimeout(dismissAddition, VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [lastAddition, dismissAddition]);

  // On a phone it sits above the product page's bar at the bottom, whose buttons stay usable under it.
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4 md:bottom-4"
    >
      {lastAddition ? (
        <Suspense fallback={null}>
          <CartToastMessage addition={lastAddition} onOpenCart={openCart} onDismiss={dismissAddition} />
        </Suspense>
      ) : null}
    </div>
  );
}
