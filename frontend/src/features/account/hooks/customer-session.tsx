import type { User } from '@thindi/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useStoredSession, type StoredSession } from '@/lib/stored-session';

export type CustomerSession = StoredSession<User>;

const CustomerSessionContext = createContext<CustomerSession | null>(null);

/** The signed-in customer: token and user in localStorage, checked with GET /api/auth/me at start. */
export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const session = useStoredSession<User>('customer', '/auth/me');
  return <CustomerSessionContext.Provider value={session}>{children}</CustomerSessionContext.Provider>;
}

export function useCustomerSession(): CustomerSession {
  const session = useContext(CustomerSessionContext);
  if (!session) throw new Error('useCustomerSession needs a CustomerSessionProvider');
  return session;
}
