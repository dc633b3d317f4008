import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { CustomerSessionProvider, useCustomerSession } from '@/features/account/hooks/customer-session';
import { CartProvider } from '@/features/cart/hooks/cart-provider';
import { createQueryClient } from '@/lib/query-client';
import { WishlistProvider } from '@/features/wishlist/hooks/wishlist-provider';
import { SessionContext, type Session } from '@/lib/session-context';

/** Feeds the storefront's session context, the wishlist and the cart from the real customer session. */
function CustomerSessionBridge({ children }: { children: ReactNode }) {
  const { status, account, token } = useCustomerSession();
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
      <WishlistProvider userId={userId}>
        {/* The cart of whoever is signed in: on the server for a customer, in this browser for a guest. */}
        <CartProvider token={status === 'anonymous' ? null : token}>{children}</CartProvider>
      </WishlistProvider>
    </SessionContext.Provider>
  );
}

/** `queryClient` is passed by a server render (and by tests); the browser makes its own once. */
export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <CustomerSessionProvider>
        <CustomerSessionBridge>{children}</CustomerSessionBridge>
      </CustomerSessionProvider>
    </QueryClientProvider>
  );
}
