import { useMemo, type ReactNode } from 'react';
import { CustomerSessionProvider, useCustomerSession } from '@/features/account/hooks/customer-session';
import { CartProvider } from '@/features/cart/hooks/cart-provider';
import { WishlistProvider } from '@/features/wishlist/hooks/wishlist-provider';
import { SessionContext, type Session } from './session-context';

/** Feeds the storefront's session context and the wishlist from the real customer session. */
function CustomerSessionBridge({ children }: { children: ReactNode }) {
  const { status, account } = useCustomerSession();
  const session = useMemo<Session>(() => {
    if (status === 'authenticated' && account) {
      const { id, firstName, lastName, email } = account;
      return { status, user: { id, firstName, lastName, email } };
    }
    return status === 'loading' ? { status } : { status: 'anonymous' };
  }, [status, account]);
  const userId = session.status === 'authenticated' ? session.user.id : null;

  return (
    <SessionContext.Provider value={session}>
      <WishlistProvider userId={userId}>{children}</WishlistProvider>
    </SessionContext.Provider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <CustomerSessionProvider>
      <CustomerSessionBridge>
        <CartProvider>{children}</CartProvider>
      </CustomerSessionBridge>
    </CustomerSessionProvider>
  );
}
