import type { CategoryFilter, Product } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { isProductListFresh, productListKey, readProductList, writeProductList } from '../api/product-list-cache';
import { fetchProducts } from '../api/products.api';

export type ProductListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; products: Product[] }
  | { status: 'error'; message: string };

interface Failure {
  key: string;
  message: string;
}

/** Loads GET /api/products for one search and category; `enabled: false` skips the call. */
export function useProducts(search: string, category: CategoryFilter, enabled = true): ProductListState {
  const key = productListKey({ search, category });
  // Bumped after each successful load so the component re-reads the cache.
  const [, setLoads] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (!enabled || isProductListFresh(key, Date.now())) return;
    const controller = new AbortController();
    fetchProducts({ search, category }, controller.signal).then(
      (products) => {
        writeProductList(key, products, Date.now());
        setLoads((n) => n + 1);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFailure({ key, message: error instanceof Error ? error.message : 'Network error' });
      },
    );
    return () => controller.abort();
  }, [key, search, category, enabled]);

  if (!enabled) return { status: 'idle' };
  const products = readProductList(key);
  if (products) return { status: 'success', products };
  if (failure?.key === key) return { status: 'error', message: failure.message };
  return { status: 'loading' };
}
