import { useQuery } from '@tanstack/react-query';
import type { User } from '@thindi/contracts';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import { clearSession, storeAccount } from '@/lib/auth-storage';
import { accountKeys, authApi } from '../api/auth.api';
import type { SessionCheckReport } from './customer-session';

/** A refusal from the server ends the session; an unreachable server says nothing about the token. */
const refused = (error: unknown): boolean => error instanceof ApiError && error.status !== undefined;

interface SessionCheckProps {
  token: string;
  onReport: (report: SessionCheckReport) => void;
}

/** Asks GET /api/auth/me about the stored token and reports what it said to the session provider. */
export function SessionCheck({ token, onReport }: SessionCheckProps) {
  const me = useQuery({
    queryKey: accountKeys.me(token),
    // null: the server refused the token, which is then forgotten for good (and not asked about again).
    queryFn: async ({ signal }): Promise<User | null> => {
      try {
        const user = await authApi.me(token, signal);
        storeAccount('customer', user);
        return user;
      } catch (error) {
        if (!refused(error)) throw error;
        clearSession('customer');
        return null;
      }
    },
    staleTime: ({ state }) => (state.data === null ? Infinity : 30_000),
  });

  const pending = me.isPending;
  useEffect(() => onReport({ token, account: me.data, pending }), [token, me.data, pending, onReport]);
  return null;
}
