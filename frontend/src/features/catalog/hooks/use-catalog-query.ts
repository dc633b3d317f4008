import { ALLERGENS, CATEGORY_FILTERS, type Allergen, type CategoryFilter } from '@thindi/contracts';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SORT_OPTIONS, type SortOption } from '../api/sort-options';
import { useCatalogNavigate } from './use-catalog-navigate';

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

/** `excludeAllergens=peanut,milk`: the allergens named that exist, in the contract's order; others are ignored. */
export function parseAllergens(value: string | null): Allergen[] {
  const named = (value ?? '').split(',').map((a) => a.trim().toLowerCase());
  return ALLERGENS.filter((a) => named.includes(a));
}

/** How many pages of the grid are shown (`?page=3` shows pages 1 to 3): a whole number from 1, capped. */
export const MAX_SHOWN_PAGES = 100;
export function parseShownPages(value: string | null): number {
  const pages = Number(value);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, MAX_SHOWN_PAGES) : 1;
}

export interface CatalogQuery {
  search: string;
  category: CategoryFilter;
  minPrice: number | null;
  maxPrice: number | null;
  /** Null: the server's default (relevance while searching, newest otherwise). */
  sort: SortOption | null;
  /** 'Veg only' (`diet=veg`). */
  veg: boolean;
  /** 'Free from …' (`excludeAllergens=peanut,milk`). */
  excludeAllergens: Allergen[];
}

/** The catalogue query a home page URL's search parameters describe. */
export function readCatalogQuery(params: URLSearchParams): CatalogQuery {
  return {
    search: params.get('search') ?? '',
    category: parseCategory(params.get('category')),
    minPrice: parsePrice(params.get('minPrice')),
    maxPrice: parsePrice(params.get('maxPrice')),
    sort: parseSort(params.get('sort')),
    veg: params.get('diet') === 'veg',
    excludeAllergens: parseAllergens(params.get('excludeAllergens')),
  };
}

export const NO_QUERY: CatalogQuery = {
  search: '',
  category: 'all',
  minPrice: null,
  maxPrice: null,
  sort: null,
  veg: false,
  excludeAllergens: [],
};

/**
 * The catalogue's search, category, price range, sort and food filters live in the URL query string of `/`, so they
 * survive reloads and can be shared. Changing them from another page goes to the home grid.
 */
export function useCatalogQuery() {
  const navigate = useNavigate();
  const { params, onHome, update } = useCatalogNavigate();
  const query = onHome ? readCatalogQuery(params) : NO_QUERY;
  const shownPages = onHome ? parseShownPages(params.get('page')) : 1;

  const setSearch = useCallback((value: string) => update({ search: value }), [update]);
  const setCategory = useCallback((value: CategoryFilter) => update({ category: value }), [update]);
  const setSort = useCallback((value: SortOption | null) => update({ sort: value }), [update]);
  // The food filters are the home grid's own, changed where they are shown: kept out of the navigation every page
  // loads for the header's search.
  const setFoodFilter = useCallback(
    (name: 'diet' | 'excludeAllergens', value: string) => {
      const search = new URLSearchParams(params);
      if (value) search.set(name, value);
      else search.delete(name);
      search.delete('page');
      const qs = search.toString();
      navigate({ pathname: '/', search: qs ? `?${qs}` : '' }, { preventScrollReset: true });
    },
    [navigate, params],
  );
  const setVeg = useCallback((veg: boolean) => setFoodFilter('diet', veg ? 'veg' : ''), [setFoodFilter]);
  const setExcludeAllergens = useCallback(
    (allergens: Allergen[]) => setFoodFilter('excludeAllergens', allergens.join(',')),
    [setFoodFilter],
  );
  const setPriceRange = useCallback(
    (minPrice: number | null, maxPrice: number | null) => update({ minPrice, maxPrice }),
    [update],
  );

  /** More pages shown replaces the history entry: Back leaves the grid, it does not step through its pages. */
  const setShownPages = useCallback(
    (pages: number) => {
      const search = new URLSearchParams(params);
      if (pages > 1) search.set('page', String(pages));
      else search.delete('page');
      const qs = search.toString();
      navigate({ pathname: '/', search: qs ? `?${qs}` : '' }, { replace: true, preventScrollReset: true });
    },
    [navigate, params],
  );

  return {
    ...query,
    query,
    shownPages,
    setSearch,
    setCategory,
    setSort,
    setPriceRange,
    setVeg,
    setExcludeAllergens,
    setShownPages,
  };
}
