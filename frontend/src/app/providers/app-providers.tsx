import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart/hooks/cart-provider';
import { ANONYMOUS, SessionContext, type Session } from './session-context';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a session; the app has no sign-in yet, so it is anonymous. */
  session?: Session;
}

export function AppProviders({ children, session = ANONYMOUS }: AppProvidersProps) {
  return (
    <SessionContext.Provider value={session}>
      <CartProvider>{children}</CartProvider>
    </SessionContext.Provider>
  );
}
