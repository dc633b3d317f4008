import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useSession } from '@/app/providers/session-context';
import { LoadingState } from '@/components/ui/loading-state';
import { CartDrawer } from '@/features/cart/components/cart-drawer';
import { CartToast } from '@/features/cart/components/cart-toast';
import { useCart } from '@/features/cart/hooks/cart-context';
import { CheckoutDrawer } from '@/features/orders/components/checkout-drawer';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export const CHECKOUT_LOGIN_MESSAGE = 'Please login to proceed with checkout';

/** Header, the page, footer, and the cart drawer every storefront page shares. */
export function StorefrontLayout() {
  const session = useSession();
  const { closeCart } = useCart();
  const [checkoutOpen, setCheckoutOpen] = useState(false);

  const onCheckout = () => {
    // Spec section 5: checkout needs a signed-in customer.
    if (session.status !== 'authenticated') return window.alert(CHECKOUT_LOGIN_MESSAGE);
    closeCart();
    setCheckoutOpen(true);
  };

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-amber-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        <Suspense fallback={<LoadingState label="Loading..." />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <CartDrawer onCheckout={onCheckout} />
      <CheckoutDrawer open={checkoutOpen} onClose={() => setCheckoutOpen(false)} />
      <CartToast />
      <ScrollToTop />
    </div>
  );
}
