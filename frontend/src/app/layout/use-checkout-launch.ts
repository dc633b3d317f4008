import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCart } from '@/features/cart/hooks/cart-context';
import type { CheckoutLine } from '@/features/orders/hooks/checkout-line';
import { useSession } from '@/lib/session-context';
import type { CheckoutLauncher } from './checkout-launcher';

// Where a guest who chose 'Sign in to check out' (or Buy Now) comes back to: needed only around signing in.
const loadCheckoutReturn = () => import('@/features/cart/hooks/checkout-return');

/**
 * Whether checkout is open, and over what: the cart, or the one line of a Buy Now. Checkout needs a signed-in
 * customer: a guest's cart offers to sign in first, and a guest's Buy Now goes to sign in and
 * comes back to that product's checkout. A Buy Now never touches the cart.
 */
export function useCheckoutLaunch() {
  const session = useSession();
  const { closeCart, openCart, isOpen: cartOpen } = useCart();
  const navigate = useNavigate();
  const location = useLocation();
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [buyNow, setBuyNow] = useState<CheckoutLine | null>(null);
  // The cart opened is a checkout of the cart: a Buy Now still waiting for its guest to sign in is dropped.
  if (cartOpen && buyNow && !checkoutOpen) setBuyNow(null);

  const signedIn = session.status === 'authenticated';
  const here = `${location.pathname}${location.search}`;
  const launch: CheckoutLauncher = useCallback(
    (line) => {
      setBuyNow(line ?? null);
      if (signedIn) {
        closeCart();
        setCheckoutOpen(true);
      } else if (!line) {
        openCart();
      } else {
        void loadCheckoutReturn().then((m) => {
          m.rememberCheckoutReturn(here);
          navigate('/login');
        });
      }
    },
    [signedIn, openCart, closeCart, navigate, here],
  );
  // Back from signing in or up: the page the guest left, with checkout open over their (merged) cart or Buy Now.
  useEffect(() => {
    if (!signedIn) return;
    void loadCheckoutReturn().then((m) => {
      const back = m.takeCheckoutReturn();
      if (!back) return;
      navigate(back, { replace: true });
      setCheckoutOpen(true);
    });
  }, [signedIn, navigate]);

  return {
    checkoutOpen,
    buyNow,
    launch,
    /** The cart's own 'Proceed to Checkout'. */
    checkoutCart: useCallback(() => launch(), [launch]),
    closeCheckout: useCallback(() => setCheckoutOpen(false), []),
  };
}
