import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { isAdminKey } from '../api/admin-keys';

const refused = (error: unknown) => error instanceof ApiError && error.status === 401;

/** A refused admin token on any admin read or change ends the admin session (docs/product.md, Administration > Sign-in and the dashboard). */
export function useSignOutWhenRefused(onUnauthorized: () => void) {
  const queryClient = useQueryClient();
  const signOut = useRef(onUnauthorized);
  useEffect(() => {
    signOut.current = onUnauthorized;
  }, [onUnauthorized]);

  useEffect(() => {
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isAdminKey(event.query.queryKey) && refused(event.action.error)) signOut.current();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isAdminKey(event.mutation.options.mutationKey) && refused(event.action.error)) signOut.current();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}
