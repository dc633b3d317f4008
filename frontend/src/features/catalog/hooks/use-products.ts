import type { Product } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { isProductListFresh, productListKey, readProductList, writeProductList } from '../api/product-list-cache';
import { fetchProducts, type CategoryCounts, type PriceRange, type ProductListParams } from '../api/products.api';

export type ProductListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; products: Product[]; counts: CategoryCounts | null; priceRange: PriceRange | null }
  | { status: 'error'; message: string };

interface Failure {
  key: string;
  message: string;
}

/** Loads GET /api/products for one search, category, price range and sort; `enabled: false` skips the call. */
export function useProducts(params: ProductListParams, enabled = true): ProductListState {
  const key = productListKey(params);
  // Bumped after each successful load so the component re-reads the cache.
  const [, setLoads] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  const { search, category, minPrice, maxPrice, sort } = params;
  useEffect(() => {
    if (!enabled || isProductListFresh(key, Date.now())) return;
    const controller = new AbortController();
    fetchProducts({ search, category, minPrice, maxPrice, sort }, controller.signal).then(
      (list) => {
        writeProductList(key, list, Date.now());
        setLoads((n) => n + 1);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({ key, message: error instanceof Error ? error.message : 'Network error' });
      },
    );
    return () => controller.abort();
  }, [key, enabled, search, category, minPrice, maxPrice, sort]);

  if (!enabled) return { status: 'idle' };
  const list = readProductList(key);
  if (list) return { status: 'success', ...list };
  if (failure?.key === key) return { status: 'error', message: failure.message };
  return { status: 'loading' };
}
