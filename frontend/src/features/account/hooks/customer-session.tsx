import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { clearSession, readAccount, readToken, storeAccount, storeSession } from '@/lib/auth-storage';
import type { StoredSession } from '@/lib/stored-session';
import { accountKeys, authApi } from '../api/auth.api';

export type CustomerSession = StoredSession<User>;

const CustomerSessionContext = createContext<CustomerSession | null>(null);

/** A stored token counts only with its stored account; a half-kept session is cleared. */
function storedToken(): string | null {
  const token = readToken('customer');
  if (token && readAccount<User>('customer')) return token;
  clearSession('customer');
  return null;
}

/** A refusal from the server ends the session; an unreachable server says nothing about the token. */
const refused = (error: unknown): boolean => error instanceof ApiError && error.status !== undefined;

/**
 * The signed-in customer (spec section 4): token and user in localStorage, checked with GET /api/auth/me at start
 * and again when the check goes stale. Loading until the first answer; a refused token is cleared silently; when
 * the server cannot be reached the stored account is kept.
 */
export function CustomerSessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(storedToken);
  const me = useQuery({
    queryKey: accountKeys.me(token),
    // null: the server refused the token, which is then forgotten for good (and not asked about again).
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        const user = await authApi.me(token ?? '', signal);
        storeAccount('customer', user);
        return user;
      } catch (error) {
        if (!refused(error)) throw error;
        clearSession('customer');
        return null;
      }
    },
    enabled: token !== null,
    staleTime: ({ state }) => (state.data === null ? Infinity : 30_000),
  });
  const rejected = me.data === null;

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
    const account = me.data ?? readAccount<User>('customer');
    const status = me.isPending ? 'loading' : 'authenticated';
    return { status, account, token, signIn, signOut, replaceAccount };
  }, [token, rejected, me.data, me.isPending, signIn, signOut, replaceAccount]);

  return <CustomerSessionContext.Provider value={session}>{children}</CustomerSessionContext.Provider>;
}

export function useCustomerSession(): CustomerSession {
  const session = useContext(CustomerSessionContext);
  if (!session) throw new Error('useCustomerSession needs a CustomerSessionProvider');
  return session;
}
