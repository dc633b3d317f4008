import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { CatalogQuery } from './use-catalog-query';

/** What any page may change (the header's search among them); the food filters change on the home grid only. */
export type CatalogUpdate = Partial<Omit<CatalogQuery, 'veg' | 'excludeAllergens'>>;

function applyUpdate(query: URLSearchParams, next: CatalogUpdate): void {
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
  // Another query starts again at its first page.
  query.delete('page');
}

/**
 * Changes the catalogue's query in the URL of `/`: on the home page it keeps the rest of the query, from another
 * page it opens the grid with just this change. Kept apart from the query's parsing so the header's search box,
 * on every page, carries no more than it uses.
 */
export function useCatalogNavigate() {
  const [params] = useSearchParams();
  const onHome = useLocation().pathname === '/';
  const navigate = useNavigate();
  const update = useCallback(
    (next: CatalogUpdate) => {
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
  return { params, onHome, update };
}

/** The search text of the home page's URL (none elsewhere), and a way to change it from any page. */
export function useSearchTerm() {
  const { params, onHome, update } = useCatalogNavigate();
  const search = onHome ? (params.get('search') ?? '') : '';
  const setSearch = useCallback((value: string) => update({ search: value }), [update]);
  return { search, setSearch };
}
