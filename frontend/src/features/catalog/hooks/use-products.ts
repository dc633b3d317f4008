import type { Product } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import { productListQuery } from '../api/catalog-queries';
import type { CategoryCounts, PriceRange, ProductListParams } from '../api/products.api';

export type ProductListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; products: Product[]; counts: CategoryCounts | null; priceRange: PriceRange | null }
  | { status: 'error'; message: string };

/** GET /api/products for one search, category, price range and sort; `enabled: false` skips the call. */
export function useProducts(params: ProductListParams, enabled = true): ProductListState {
  const { data, error } = useQuery({ ...productListQuery(params), enabled });
  if (!enabled) return { status: 'idle' };
  // A list already loaded stays on show while it is fetched again.
  if (data) return { status: 'success', ...data };
  if (error) return { status: 'error', message: error.message || 'Network error' };
  return { status: 'loading' };
}
