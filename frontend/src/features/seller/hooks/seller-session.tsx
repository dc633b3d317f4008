import { createContext, useContext, type ReactNode } from 'react';
import { useStoredSession, type StoredSession } from '@/lib/stored-session';
import type { Seller } from '../api/seller.api';

export type SellerSession = StoredSession<Seller>;

const SellerSessionContext = createContext<SellerSession | null>(null);

/** The signed-in seller: token and seller in localStorage, checked with GET /api/sellers/me at start. */
export function SellerSessionProvider({ children }: { children: ReactNode }) {
  const session = useStoredSession<Seller>('seller', '/sellers/me');
  return <SellerSessionContext.Provider value={session}>{children}</SellerSessionContext.Provider>;
}

export function useSellerSession(): SellerSession {
  const session = useContext(SellerSessionContext);
  if (!session) throw new Error('useSellerSession needs a SellerSessionProvider');
  return session;
}
