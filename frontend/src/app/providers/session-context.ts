import { createContext, useContext } from 'react';

export interface SessionUser {
  firstName: string;
  lastName: string;
  email: string;
}

/** Who is signed in. Customer sign-in arrives with the account feature; until then everyone is a visitor. */
export type Session = { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

export const ANONYMOUS: Session = { status: 'anonymous' };

export const SessionContext = createContext<Session>(ANONYMOUS);

export function useSession(): Session {
  return useContext(SessionContext);
}
