import type { SynonymGroup } from '@thindi/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApi } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

const NO_GROUPS: SynonymGroup[] = [];

/** The search synonym groups, built-in ones included, as the catalogue holds them now. */
export function useSynonymGroups() {
  const groups = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.synonyms(),
    queryFn: async ({ signal }) => {
      const body = await adminApi.synonyms(signal);
      return Array.isArray(body.groups) ? body.groups : NO_GROUPS;
    },
  });
  return {
    groups: groups.isError ? NO_GROUPS : (groups.data ?? NO_GROUPS),
    loading: groups.isPending,
    failed: groups.isError,
  };
}

/**
 * One change to the synonyms (add, edit, delete). Whatever the outcome, all admin data is read again: a success
 * shows in the list and the activity, and a failure (a group removed or a term taken meanwhile) may mean the list
 * on screen is out of date. A refused token signs the admin out like any admin call (the key is an admin key).
 */
export function useSynonymChange<V>(action: (input: V) => Promise<{ message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: adminKeys.synonymChange(),
    mutationFn: action,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.data() }),
  });
}
