import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/lib/session-context';
import { LoadingState } from '@/components/ui/loading-state';
import { CartToast } from '@/features/cart/components/cart-toast';
import { useCart } from '@/features/cart/hooks/cart-context';
import { CheckoutLauncherContext } from './checkout-launcher';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';
import { useCheckoutLaunch } from './use-checkout-launch';

// The drawers load the first time they open and stay mounted after that (a half-filled checkout survives closing
// it), so a shopper's first page carries neither.
const CartDrawer = lazy(() =>
  import('@/features/cart/components/cart-drawer').then((m) => ({ default: m.CartDrawer })),
);
// The footer is below the fold: the server's HTML shows it at once, and it hydrates when its chunk arrives.
const SiteFooter = lazy(() => import('./site-footer').then((m) => ({ default: m.SiteFooter })));
const StorefrontCheckout = lazy(() => import('./storefront-checkout').then((m) => ({ default: m.StorefrontCheckout })));

/** Header, the page, footer, and the cart drawer every storefront page shares. */
export function StorefrontLayout() {
  const session = useSession();
  const { isOpen: cartOpen } = useCart();
  const { checkoutOpen, buyNow, launch, checkoutCart, closeCheckout } = useCheckoutLaunch();
  const [opened, setOpened] = useState({ cart: false, checkout: false });
  if ((cartOpen && !opened.cart) || (checkoutOpen && !opened.checkout)) {
    setOpened({ cart: opened.cart || cartOpen, checkout: opened.checkout || checkoutOpen });
  }

  const signedIn = session.status === 'authenticated';

  return (
    <CheckoutLauncherContext.Provider value={launch}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-amber-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        {/* At least a screen tall: the footer waits below the fold instead of jumping down when the page loads. */}
        <main id="main" className="min-h-screen flex-1">
          <Suspense fallback={<LoadingState label="Loading..." />}>
            <Outlet />
          </Suspense>
        </main>
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
        <Suspense fallback={null}>
          {opened.cart ? <CartDrawer onCheckout={checkoutCart} signedIn={signedIn} /> : null}
          {opened.checkout ? <StorefrontCheckout open={checkoutOpen} onClose={closeCheckout} buyNow={buyNow} /> : null}
        </Suspense>
        <CartToast />
        <ScrollToTop />
      </div>
    </CheckoutLauncherContext.Provider>
  );
}
