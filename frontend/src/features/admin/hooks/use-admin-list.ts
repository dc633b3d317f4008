import { ADMIN_PAGE_SIZE_DEFAULT, type Pagination } from '@thindi/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { ListQuery } from '../api/admin.api';
import { ADMIN_QUERY_DEFAULTS, adminKeys } from '../api/admin-keys';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ListPage<T> {
  items: T[];
  pagination: Pagination;
}
export type ListLoader<T, F> = (query: F & ListQuery, signal: AbortSignal) => Promise<ListPage<T>>;

interface Query<F> {
  filters: F;
  search: string;
  page: number;
}

const emptyPagination = (page: number): Pagination => ({
  page,
  pageSize: ADMIN_PAGE_SIZE_DEFAULT,
  total: 0,
  totalPages: 1,
});

/**
 * One admin list read from the server (`name` keys it): search (debounced) and filters are applied there, 20 a
 * page, newest first. Changing the search or a filter goes back to page 1; an admin change reloads the page (it
 * invalidates all admin data). The rows shown stay until the next page arrives. A failed read shows an empty
 * list and sets `failed`.
 */
export function useAdminList<T, F extends Record<string, string>>(name: string, load: ListLoader<T, F>, initial: F) {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<Query<F>>({ filters: initial, search: '', page: 1 });
  const request = { ...query.filters, search: query.search, page: query.page, pageSize: ADMIN_PAGE_SIZE_DEFAULT };
  const result = useQuery({
    ...ADMIN_QUERY_DEFAULTS,
    queryKey: adminKeys.list(name, request),
    queryFn: ({ signal }) => load(request, signal),
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const text = search.trim();
      setQuery((q) => (q.search === text ? q : { ...q, search: text, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  // After a change the last page may have emptied (a seller left the Pending filter): step back, adjusting the
  // state while rendering so the empty page is never shown.
  const arrived = result.isPlaceholderData ? undefined : result.data;
  if (arrived && arrived.items.length === 0 && query.page > arrived.pagination.totalPages) {
    setQuery({ ...query, page: arrived.pagination.totalPages });
  }

  const setFilter = useCallback(<K extends keyof F>(filter: K, value: F[K]) => {
    setQuery((q) => ({ ...q, filters: { ...q.filters, [filter]: value }, page: 1 }));
  }, []);
  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);

  const page = result.isError ? undefined : result.data;
  return {
    items: page?.items ?? [],
    pagination: page?.pagination ?? emptyPagination(query.page),
    /** Nothing has arrived yet: the list shows the spinner. Later reads keep the old rows until they arrive. */
    firstLoad: result.isPending,
    loading: result.isFetching,
    failed: result.isError,
    search,
    setSearch,
    filters: query.filters,
    setFilter,
    setPage,
  };
}
