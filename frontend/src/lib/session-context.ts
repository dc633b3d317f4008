import { createContext, useContext } from 'react';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Who is signed in as a customer, as the storefront chrome needs it: 'loading' while the stored token is being
 * checked with the server, then signed in or not. Fed by the account feature's customer session.
 */
export type Session = { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

export const ANONYMOUS: Session = { status: 'anonymous' };

export const SessionContext = createContext<Session>(ANONYMOUS);

export function useSession(): Session {
  return useContext(SessionContext);
}
