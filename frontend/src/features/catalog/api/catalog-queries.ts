import { queryOptions } from '@tanstack/react-query';
import { fetchProduct, fetchProducts, type ProductListParams } from './products.api';

/** A list's parameters as one value, so the same list asked two ways (`'all'` or none, ' Pak' or 'pak') shares a key. */
function listKey(params: ProductListParams) {
  return {
    search: params.search?.trim().toLowerCase() ?? '',
    category: params.category ?? 'all',
    minPrice: params.minPrice ?? null,
    maxPrice: params.maxPrice ?? null,
    sort: params.sort ?? null,
  };
}

/** Query keys of the catalogue, from the widest to the narrowest, so a change can invalidate a whole branch. */
export const catalogKeys = {
  all: ['catalog'] as const,
  lists: () => [...catalogKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...catalogKeys.lists(), listKey(params)] as const,
  products: () => [...catalogKeys.all, 'product'] as const,
  product: (id: string) => [...catalogKeys.products(), id] as const,
};

export const productListQuery = (params: ProductListParams) =>
  queryOptions({ queryKey: catalogKeys.list(params), queryFn: ({ signal }) => fetchProducts(params, signal) });

export const productQuery = (id: string) =>
  queryOptions({ queryKey: catalogKeys.product(id), queryFn: ({ signal }) => fetchProduct(id, signal) });
