import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { clearSession, readAccount, readToken, storeAccount, storeSession } from '@/lib/auth-storage';
import type { StoredSession } from '@/lib/stored-session';
import { accountKeys } from '../api/account-keys';

export type CustomerSession = StoredSession<User>;

const CustomerSessionContext = createContext<CustomerSession | null>(null);

/** A stored token counts only with its stored account; a half-kept session is cleared. */
function storedToken(): string | null {
  const token = readToken('customer');
  if (token && readAccount<User>('customer')) return token;
  clearSession('customer');
  return null;
}

/** What the check of a token last said: the account, null when the server refused it, pending until it answers. */
export interface SessionCheckReport {
  token: string;
  account: User | null | undefined;
  pending: boolean;
}

// The check runs TanStack Query's observer; it loads after the first paint, which needs only the stored account.
const SessionCheck = lazy(() => import('./session-check').then((m) => ({ default: m.SessionCheck })));

/**
 * The signed-in customer (docs/product.md, Accounts > Sessions and tokens): token and user in localStorage, checked with GET /api/auth/me at start
 * and again when the check goes stale. Loading until the first answer; a refused token is cleared silently; when
 * the server cannot be reached the stored account is kept.
 */
export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [heldToken, setToken] = useState<string | null>(storedToken);
  // A server-rendered page hydrates as the visitor the server rendered it for, then shows who is signed in.
  const token = useHydrated() ? heldToken : null;
  const [report, setReport] = useState<SessionCheckReport | null>(null);
  // Until the check reports on this token, what the cache holds for it (set on sign-in) stands.
  const cached = token ? queryClient.getQueryData<User | null>(accountKeys.me(token)) : undefined;
  const me = report && report.token === token ? report : { account: cached, pending: cached === undefined };
  const rejected = me.account === null;

  const signIn = useCallback(
    (nextToken: string, user: User) => {
      storeSession('customer', nextToken, user);
      queryClient.setQueryData(accountKeys.me(nextToken), user);
      setToken(nextToken);
    },
    [queryClient],
  );
  const signOut = useCallback(() => {
    clearSession('customer');
    setToken(null);
    queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [queryClient]);
  const replaceAccount = useCallback(
    (user: User) => {
      if (!token) return;
      storeAccount('customer', user);
      queryClient.setQueryData(accountKeys.me(token), user);
    },
    [queryClient, token],
  );

  const session = useMemo<CustomerSession>(() => {
    if (!token || rejected) return { status: 'anonymous', account: null, token: null, signIn, signOut, replaceAccount };
    const account = me.account ?? readAccount<User>('customer');
    const status = me.pending ? 'loading' : 'authenticated';
    return { status, account, token, signIn, signOut, replaceAccount };
  }, [token, rejected, me.account, me.pending, signIn, signOut, replaceAccount]);

  return (
    <CustomerSessionContext.Provider value={session}>
      {children}
      {token ? (
        <Suspense fallback={null}>
          <SessionCheck token={token} onReport={setReport} />
        </Suspense>
      ) : null}
    </CustomerSessionContext.Provider>
  );
}

export function useCustomerSession(): CustomerSession {
  const session = useContext(CustomerSessionContext);
  if (!session) throw new Error('useCustomerSession needs a CustomerSessionProvider');
  return session;
}
