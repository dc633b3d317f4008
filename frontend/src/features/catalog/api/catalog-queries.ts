import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchReviews, type ReviewSort } from './reviews.api';
import { fetchSuggestions } from './suggestions.api';
import {
  fetchProduct,
  fetchProducts,
  type ProductList,
  type ProductListParams,
  type ProductPageParam,
} from './products.api';

/** A list's parameters as one value, so the same list asked two ways (`'all'` or none, ' Pak' or 'pak') shares a key. */
function listKey(params: ProductListParams) {
  return {
    search: params.search?.trim().toLowerCase() ?? '',
    category: params.category ?? 'all',
    minPrice: params.minPrice ?? null,
    maxPrice: params.maxPrice ?? null,
    sort: params.sort ?? null,
    veg: params.veg ?? false,
    excludeAllergens: params.excludeAllergens?.join(',') ?? '',
    seller: params.seller ?? null,
  };
}

/** Query keys of the catalogue, from the widest to the narrowest, so a change can invalidate a whole branch. */
export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...catalogKeys.lists(), listKey(params)] as const,
  /** The storefront grid's pages of one query (the page count shown lives in the URL, not in the key). */
  browse: (params: ProductListParams) => [...catalogKeys.lists(), 'pages', listKey(params)] as const,
  products: () => [...catalogKeys.all, 'product'] as const,
  product: (id: string) => [...catalogKeys.products(), id] as const,
  reviews: (productId: string, sort: ReviewSort, page: number) =>
    [...catalogKeys.product(productId), 'reviews', { sort, page }] as const,
  suggestions: (q: string) => [...catalogKeys.all, 'suggestions', q.trim().toLowerCase()] as const,
};

export const productListQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogKeys.list(params), queryFn: ({ signal }) => fetchProducts(params, signal) });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => fetchProduct(id, signal) });

const FIRST_PAGE: ProductPageParam = { page: 1, asOf: null };

/** The page after `last`, read as of the first page's `asOf`; none when the server sent no paging or it was the last. */
export function nextPageParam(last: ProductList, pages: ProductList[]): ProductPageParam | undefined {
  const paging = last.pagination;
  if (!paging || paging.page >= paging.totalPages || last.products.length === 0) return undefined;
  return { page: paging.page + 1, asOf: pages[0]?.asOf ?? null };
}

/** The grid: page 1 without `asOf`, every later page with the first answer's, so no product repeats or is skipped. */
export const productPagesQuery = (params: ProductListParams) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.browse(params),
    queryFn: ({ signal, pageParam }) => fetchProducts(params, signal, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPageParam,
  });

/** Suggestions for what is typed: kept a minute, as the same letters are often typed again. */
export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: catalogKeys.suggestions(q),
    queryFn: ({ signal }) => fetchSuggestions(q.trim(), signal),
    staleTime: 60_000,
  });

/** A product's reviews, loaded by the browser only: they are not part of the server-rendered page. */
export const reviewsQuery = (productId: string, sort: ReviewSort, page: number) =>
  queryOptions({
    queryKey: catalogKeys.reviews(productId, sort, page),
    queryFn: ({ signal }) => fetchReviews(productId, sort, page, signal),
  });
