import { CATEGORY_FILTERS, type CategoryFilter } from '@thindi/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { SORT_OPTIONS, type SortOption } from '../api/products.api';

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
  const query: CatalogQuery = {
    search: onHome ? (params.get('search') ?? '') : '',
    category: onHome ? parseCategory(params.get('category')) : 'all',
    minPrice: onHome ? parsePrice(params.get('minPrice')) : null,
    maxPrice: onHome ? parsePrice(params.get('maxPrice')) : null,
    sort: onHome ? parseSort(params.get('sort')) : null,
  };

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
