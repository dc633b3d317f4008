import { CATEGORY_FILTERS, type CategoryFilter } from '@thindi/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SORT_OPTIONS, type SortOption } from '../api/sort-options';

export function parseCategory(value: string | null): CategoryFilter {
  return CATEGORY_FILTERS.find((category) => category === value) ?? 'all';
}

export function parseSort(value: string | null): SortOption | null {
  return SORT_OPTIONS.find((sort) => sort === value) ?? null;
}

/** A price bound from the URL: a number of rupees >= 0, or none. */
export function parsePrice(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : null;
}

export interface CatalogQuery {
  search: string;
  category: CategoryFilter;
  minPrice: number | null;
  maxPrice: number | null;
  /** Null: the server's default (relevance while searching, newest otherwise). */
  sort: SortOption | null;
}

/** The catalogue query a home page URL's search parameters describe. */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  return {
    search: params.get('search') ?? '',
    category: parseCategory(params.get('category')),
    minPrice: parsePrice(params.get('minPrice')),
    maxPrice: parsePrice(params.get('maxPrice')),
    sort: parseSort(params.get('sort')),
  };
}

const NO_QUERY: CatalogQuery = { search: '', category: 'all', minPrice: null, maxPrice: null, sort: null };

type Update = Partial<CatalogQuery>;

function applyUpdate(query: URLSearchParams, next: Update): void {
  const set = (name: string, value: string | number | null | undefined) => {
    if (value === undefined) return;
    const text = value === null ? '' : String(value).trim();
    if (text) query.set(name, text);
    else query.delete(name);
  };
  set('search', next.search);
  set('category', next.category === 'all' ? null : next.category);
  set('minPrice', next.minPrice);
  set('maxPrice', next.maxPrice);
  set('sort', next.sort);
}

/**
 * The catalogue's search, category, price range and sort live in the URL query string of `/`, so they survive
 * reloads and can be shared. Changing them from another page goes to the home grid.
 */
export function useCatalogQuery() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === '/';
  const query = onHome ? readCatalogQuery(params) : NO_QUERY;

  const update = useCallback(
    (next: Update) => {
      const search = new URLSearchParams(onHome ? params : undefined);
      applyUpdate(search, next);
      const qs = search.toString();
      // Typing replaces the entry so Back does not step through every keystroke; on the home page the grid
      // stays where it is, from elsewhere the page opens at the grid.
      const replace = onHome && next.search !== undefined && Object.keys(next).length === 1;
      navigate(
        { pathname: '/', search: qs ? `?${qs}` : '', hash: onHome ? '' : '#products' },
        { replace, preventScrollReset: onHome },
      );
    },
    [navigate, onHome, params],
  );

  const setSearch = useCallback((value: string) => update({ search: value }), [update]);
  const setCategory = useCallback((value: CategoryFilter) => update({ category: value }), [update]);
  const setSort = useCallback((value: SortOption | null) => update({ sort: value }), [update]);
  const setPriceRange = useCallback(
    (minPrice: number | null, maxPrice: number | null) => update({ minPrice, maxPrice }),
    [update],
  );

  return { ...query, query, setSearch, setCategory, setSort, setPriceRange };
}
