import { useCallback, useEffect, useState } from 'react';
import { ApiError, apiGet } from './api-client';
import {
  ACCOUNT_NAME,
  clearSession,
  readAccount,
  readToken,
  storeAccount,
  storeSession,
  type Role,
} from './auth-storage';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface StoredSession<A> {
  status: SessionStatus;
  account: A | null;
  token: string | null;
  signIn: (token: string, account: A) => void;
  signOut: () => void;
  /** Replaces the stored account after the server changed it (profile, addresses). */
  replaceAccount: (account: A) => void;
}

interface State<A> {
  status: SessionStatus;
  account: A | null;
  token: string | null;
}

function initialState<A>(role: Role): State<A> {
  const token = readToken(role);
  const account = readAccount<A>(role);
  if (token && account) return { status: 'loading', account, token };
  clearSession(role);
  return { status: 'anonymous', account: null, token: null };
}

const ANONYMOUS = { status: 'anonymous', account: null, token: null } as const;

/**
 * One session per role (docs/product.md, Accounts > Sessions and tokens): loading at start, then authenticated or not once the stored token was
 * checked with the server (`mePath`). A refused token clears the stored data silently. When the server cannot
 * be reached at all the stored account is kept: nothing said the token is bad.
 */
export function useStoredSession<A>(role: Role, mePath: string): StoredSession<A> {
  const [state, setState] = useState<State<A>>(() => initialState<A>(role));
  const checking = state.status === 'loading' ? state.token : null;

  useEffect(() => {
    if (!checking) return;
    let current = true;
    apiGet<Record<string, unknown>>(mePath, { token: checking })
      .then((body) => {
        const account = body[ACCOUNT_NAME[role]] as A | undefined;
        if (!current) return;
        if (!account) throw new ApiError('No account', 401);
        storeAccount(role, account);
        setState({ status: 'authenticated', account, token: checking });
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === undefined) {
          setState((s) => ({ ...s, status: 'authenticated' }));
          return;
        }
        clearSession(role);
        setState(ANONYMOUS);
      });
    return () => {
      current = false;
    };
  }, [checking, mePath, role]);

  const signIn = useCallback(
    (token: string, account: A) => {
      storeSession(role, token, account);
      setState({ status: 'authenticated', account, token });
    },
    [role],
  );
  const signOut = useCallback(() => {
    clearSession(role);
    setState(ANONYMOUS);
  }, [role]);
  const replaceAccount = useCallback(
    (account: A) => {
      storeAccount(role, account);
      setState((s) => (s.token ? { ...s, account } : s));
    },
    [role],
  );

  return { ...state, signIn, signOut, replaceAccount };
}
