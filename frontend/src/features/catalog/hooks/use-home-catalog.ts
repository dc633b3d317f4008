import { CATEGORIES, type CategoryFilter, type FoodCounts, type Product } from '@thindi/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { productPagesQuery } from '../api/catalog-queries';
import { FALLBACK_PRODUCTS } from '../api/fallback-products';
import type { CategoryCounts, ProductListParams } from '../api/products.api';
import type { CatalogQuery } from './use-catalog-query';

export type { CategoryCounts };

/** What the grid needs to offer more: how many products there are in all, and how to show the next page. */
export interface MorePages {
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  /** Shows one more page (read first when it is not in the cache yet), or tries a failed read again. */
  showMore: () => void;
}

export type HomeCatalog =
  | { status: 'loading' }
  /** One seller's list could not be read (the home has its built-in products to show instead). */
  | { status: 'error' }
  | {
      status: 'ready';
      products: Product[];
      counts: CategoryCounts | null;
      /** The 'Veg only' and 'Free from …' chips' counts; null when the server sent none. */
      foodCounts: FoodCounts | null;
      usingFallback: boolean;
      more: MorePages | null;
      showingResultsFor: string | null;
      didYouMean: string | null;
      /** Every page the URL asks for is on show (or there are no more): the moment to restore a scroll position. */
      settled: boolean;
    };

export function countByCategory(products: readonly Product[]): CategoryCounts {
  const counts = { all: products.length } as CategoryCounts;
  for (const category of CATEGORIES) counts[category] = products.filter((p) => p.category === category).length;
  return counts;
}

function inCategory(products: readonly Product[], category: CategoryFilter): Product[] {
  return category === 'all' ? [...products] : products.filter((product) => product.category === category);
}

function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [product.name, product.description, product.category].some((text) => text.toLowerCase().includes(needle));
}

function inPrice(product: Product, { minPrice, maxPrice }: CatalogQuery): boolean {
  return (minPrice === null || product.price >= minPrice) && (maxPrice === null || product.price <= maxPrice);
}

/** The food filters keep only what is declared: the built-in products declare nothing, so they pass none. */
function inFoodFilters(product: Product, { veg, excludeAllergens }: CatalogQuery): boolean {
  const { diet, allergens } = product.food;
  if (veg && diet !== 'veg') return false;
  return excludeAllergens.length === 0 || (allergens !== null && !excludeAllergens.some((a) => allergens.includes(a)));
}

function fallbackCatalog(query: CatalogQuery): HomeCatalog {
  const local = FALLBACK_PRODUCTS.filter(
    (product) => matchesSearch(product, query.search) && inPrice(product, query) && inFoodFilters(product, query),
  );
  const products = inCategory(local, query.category);
  const none = { foodCounts: null, more: null, showingResultsFor: null, didYouMean: null, settled: true };
  return { status: 'ready', products, counts: countByCategory(local), usingFallback: true, ...none };
}

/**
 * What the home grid shows: the first `shownPages` pages of the query (the URL's `page`), read one after another
 * as the first page's `asOf` allows, so a reload or a shared link shows as much as was shown. Counts are the
 * API's, over the whole filtered set. When the server fails, or has no products at all, the three built-in
 * products stand in (docs/product.md, Storefront > Fallback products).
 */
export function useHomeCatalog(
  query: CatalogQuery & Pick<ProductListParams, 'seller'>,
  shownPages: number,
  onShowPages: (pages: number) => void,
): HomeCatalog {
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = useInfiniteQuery(
    productPagesQuery(query),
  );
  const pages = data?.pages ?? [];
  const missing = pages.length > 0 && pages.length < shownPages && hasNextPage;

  useEffect(() => {
    if (missing && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage({ cancelRefetch: false });
    // Each page that lands asks for the next one still missing.
  }, [missing, pages.length, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // The built-in products are the house's own, never a seller's: a seller's page has none to stand in.
  if (!data) {
    if (!error) return { status: 'loading' };
    return query.seller ? { status: 'error' } : fallbackCatalog(query);
  }
  const [first] = pages;
  const unfiltered =
    !query.seller &&
    !query.search.trim() &&
    query.minPrice === null &&
    query.maxPrice === null &&
    !query.veg &&
    query.excludeAllergens.length === 0;
  const catalogueEmpty = first.counts
    ? first.counts.all === 0
    : first.products.length === 0 && query.category === 'all';
  if (unfiltered && catalogueEmpty) return fallbackCatalog(query);

  const products = pages.slice(0, shownPages).flatMap((page) => page.products);
  const more: MorePages | null = first.pagination && {
    total: first.pagination.total,
    hasMore: pages.length > shownPages || hasNextPage,
    loading: missing && !isFetchNextPageError,
    failed: isFetchNextPageError,
    // The URL says how many pages are shown; the effect above reads the ones not yet in the cache.
    showMore: () => (isFetchNextPageError ? void fetchNextPage() : onShowPages(shownPages + 1)),
  };
  return {
    status: 'ready',
    products,
    counts: first.counts ?? (query.category === 'all' && !hasNextPage ? countByCategory(products) : null),
    foodCounts: first.foodCounts,
    usingFallback: false,
    more,
    showingResultsFor: first.showingResultsFor,
    didYouMean: first.didYouMean,
    settled: !missing || isFetchNextPageError,
  };
}
