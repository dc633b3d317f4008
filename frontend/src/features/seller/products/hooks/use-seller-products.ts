import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { SELLER_QUERY_DEFAULTS, sellerKeys } from '@/features/seller/api/seller-keys';
import {
  FIRST_PRODUCT_PAGE,
  sellerCatalogApi,
  type SellerProductPage,
  type SellerProductPageQuery,
} from '../api/seller-catalog.api';

/** How long typing rests before the search is sent: one request per word, not per key. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;

/** A read that failed, or nothing yet: an empty page (docs/product.md, Errors and messages > Quiet failures), never an error on screen. */
const emptyPage = (query: SellerProductPageQuery): SellerProductPage => ({
  products: [],
  pagination: { page: query.page, pageSize: query.pageSize, total: 0, totalPages: 1 },
  search: query.search,
});

/** One page of the seller's products; the Overview reads the first one, the Products tab any. */
export function useSellerProductPage(query: SellerProductPageQuery) {
  return useQuery({
    ...SELLER_QUERY_DEFAULTS,
    queryKey: sellerKeys.productPage(query),
    queryFn: ({ signal }) => sellerCatalogApi.myProducts(query, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The Products tab's list: searched on the server (debounced, back to page 1 on a new search), 20 a page, newest
 * first. The rows shown stay until the next page arrives, so turning a page never flashes a spinner; a change
 * (save, delete, stock) reloads the page shown, and a page emptied by a delete steps back to the last one.
 */
export function useSellerProducts() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<SellerProductPageQuery>(FIRST_PRODUCT_PAGE);
  const result = useSellerProductPage(query);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const text = search.trim();
      setQuery((q) => (q.search === text ? q : { ...q, search: text, page: 1 }));
    }, PRODUCT_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search]);

  // Adjusted while rendering, so the emptied page is never shown.
  const arrived = result.isPlaceholderData ? undefined : result.data;
  if (arrived && arrived.products.length === 0 && query.page > arrived.pagination.totalPages) {
    setQuery({ ...query, page: arrived.pagination.totalPages });
  }

  const setPage = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  const shown = (result.isError ? undefined : result.data) ?? emptyPage(query);
  return {
    page: shown,
    /** Nothing has arrived yet. */
    firstLoad: result.isPending,
    /** A newer page or search is on its way; the old rows stay meanwhile. */
    loading: result.isFetching,
    search,
    setSearch,
    setPage,
  };
}
