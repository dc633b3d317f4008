import { CATEGORY_FILTERS, type CategoryFilter } from '@thindi/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

export function parseCategory(value: string | null): CategoryFilter {
  return CATEGORY_FILTERS.find((category) => category === value) ?? 'all';
}

export interface CatalogQuery {
  search: string;
  category: CategoryFilter;
}

/**
 * The catalogue's search and category live in the URL query string of `/`, so they survive reloads and can be
 * shared. Changing them from another page goes to the home grid.
 */
export function useCatalogQuery() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const onHome = location.pathname === '/';
  const search = onHome ? (params.get('search') ?? '') : '';
  const category = onHome ? parseCategory(params.get('category')) : 'all';

  const update = useCallback(
    (next: Partial<CatalogQuery>) => {
      const query = new URLSearchParams(onHome ? params : undefined);
      if (next.search !== undefined) {
        const text = next.search.trim();
        if (text) query.set('search', text);
        else query.delete('search');
      }
      if (next.category !== undefined) {
        if (next.category === 'all') query.delete('category');
        else query.set('category', next.category);
      }
      const qs = query.toString();
      // Typing replaces the entry so Back does not step through every keystroke; on the home page the grid
      // stays where it is, from elsewhere the page opens at the grid.
      const replace = onHome && next.category === undefined;
      navigate(
        { pathname: '/', search: qs ? `?${qs}` : '', hash: onHome ? '' : '#products' },
        { replace, preventScrollReset: onHome },
      );
    },
    [navigate, onHome, params],
  );

  const setSearch = useCallback((value: string) => update({ search: value }), [update]);
  const setCategory = useCallback((value: CategoryFilter) => update({ category: value }), [update]);

  return { search, category, setSearch, setCategory };
}
