import { ADMIN_PAGE_SIZE_DEFAULT, type Pagination } from '@thindi/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ListQuery } from '../api/admin.api';
import { useAdminData } from './admin-data';

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
interface Result<T> {
  key: string;
  page: ListPage<T>;
  failed: boolean;
}

const emptyPage = <T>(page: number): ListPage<T> => ({
  items: [],
  pagination: { page, pageSize: ADMIN_PAGE_SIZE_DEFAULT, total: 0, totalPages: 1 },
});

/**
 * One admin list read from the server: search (debounced) and filters are applied there, 20 a page, newest
 * first. Changing the search or a filter goes back to page 1; a finished admin change loads the page again.
 * A failed read shows an empty list and sets `failed`. `load` must be stable (defined at module level).
 */
export function useAdminList<T, F extends Record<string, string>>(load: ListLoader<T, F>, initialFilters: F) {
  const { generation, readFailed } = useAdminData();
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<Query<F>>({ filters: initialFilters, search: '', page: 1 });
  const [result, setResult] = useState<Result<T> | null>(null);
  const key = `${generation}:${JSON.stringify(query)}`;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const text = search.trim();
      setQuery((q) => (q.search === text ? q : { ...q, search: text, page: 1 }));
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    const request = { ...query.filters, search: query.search, page: query.page, pageSize: ADMIN_PAGE_SIZE_DEFAULT };
    load(request, controller.signal).then(
      (page) => {
        if (controller.signal.aborted) return;
        const { totalPages } = page.pagination;
        // After a change the last page may have emptied (a seller left the Pending filter): step back.
        if (page.items.length === 0 && query.page > totalPages) {
          setQuery((q) => ({ ...q, page: totalPages }));
          return;
        }
        setResult({ key, page, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        readFailed(error);
        setResult({ key, page: emptyPage(query.page), failed: true });
      },
    );
    return () => controller.abort();
  }, [key, query, load, readFailed]);

  const setFilter = useCallback(<K extends keyof F>(name: K, value: F[K]) => {
    setQuery((q) => ({ ...q, filters: { ...q.filters, [name]: value }, page: 1 }));
  }, []);
  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);

  return {
    items: result?.page.items ?? [],
    pagination: result?.page.pagination ?? emptyPage<T>(query.page).pagination,
    /** Nothing has arrived yet: the list shows the spinner. Later reads keep the old rows until they arrive. */
    firstLoad: result === null,
    loading: result?.key !== key,
    failed: result?.failed ?? false,
    search,
    setSearch,
    filters: query.filters,
    setFilter,
    setPage,
  };
}
