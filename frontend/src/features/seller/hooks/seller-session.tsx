import { useQueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { useStoredSession, type StoredSession } from '@/lib/stored-session';
import { sellerKeys } from '../api/seller-keys';
import type { Seller } from '../api/seller.api';

export type SellerSession = StoredSession<Seller>;

const SellerSessionContext = createContext<SellerSession | null>(null);

/**
 * The signed-in seller: token and seller in localStorage, checked with GET /api/sellers/me at start. Signing in
 * or out drops every cached seller read, so one seller never sees another's products or orders.
 */
export function SellerSessionProvider({ children }: { children: ReactNode }) {
  const stored = useStoredSession<Seller>('seller', '/sellers/me');
  const queryClient = useQueryClient();
  const forget = () => queryClient.removeQueries({ queryKey: sellerKeys.all });
  const session: SellerSession = {
    ...stored,
    signIn: (token, seller) => {
      forget();
      stored.signIn(token, seller);
    },
    signOut: () => {
      stored.signOut();
      forget();
    },
  };
  return <SellerSessionContext.Provider value={session}>{children}</SellerSessionContext.Provider>;
}

export function useSellerSession(): SellerSession {
  const session = useContext(SellerSessionContext);
  if (!session) throw new Error('useSellerSession needs a SellerSessionProvider');
  return session;
}
