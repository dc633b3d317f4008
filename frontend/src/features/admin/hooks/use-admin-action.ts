import { useIsMutating, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '@/lib/api-client';
import { adminKeys } from '../api/admin-keys';

const conflict = (error: unknown) => error instanceof ApiError && error.status === 409;
const refused = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * One admin change (approve, reject, a toggle, a replay). Success reloads all admin data (docs/product.md, Administration > Moderation); so
 * does a 409, which means what is on screen is out of date (another admin acted first). `busy` is shared by
 * every button of the same change (a seller's row and its details panel), and a failure's text reaches the
 * dashboard's banner through `useAdminAlert`.
 */
export function useAdminAction<V = void>(
  key: readonly [name: string, id?: string],
  action: (input: V) => Promise<unknown>,
  fallback: string,
) {
  const queryClient = useQueryClient();
  const mutationKey = adminKeys.action(...key);
  const { mutate } = useMutation({
    mutationKey,
    mutationFn: action,
    meta: { fallback },
    onSettled: (_answer, error) => {
      if (!error || conflict(error)) void queryClient.invalidateQueries({ queryKey: adminKeys.data() });
    },
  });
  const busy = useIsMutating({ mutationKey }) > 0;
  return { run: mutate, busy };
}

/** The red banner: the last admin change's failure, until the next change starts. A refused token says nothing. */
export function useAdminAlert(): string | null {
  const changes = useMutationState({
    filters: { mutationKey: adminKeys.actions() },
    select: (mutation) => ({ state: mutation.state, fallback: mutation.options.meta?.fallback }),
  });
  const last = changes.at(-1);
  if (last?.state.status !== 'error' || refused(last.state.error)) return null;
  return errorMessage(last.state.error, typeof last.fallback === 'string' ? last.fallback : 'Something went wrong');
}
