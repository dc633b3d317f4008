import type { Product } from '@thindi/contracts';
import { useEffect, useState } from 'react';
import { fetchProduct } from '../api/products.api';

export type ProductState =
  { status: 'loading' } | { status: 'success'; product: Product } | { status: 'error'; message: string };

interface Loaded {
  id: string;
  state: ProductState;
}

/** Loads GET /api/products/:id; a 404, a 400 (not an id) or a failed call ends in `error`. */
export function useProduct(id: string): ProductState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchProduct(id, controller.signal).then(
      (product) => setLoaded({ id, state: { status: 'success', product } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'Network error';
        setLoaded({ id, state: { status: 'error', message } });
      },
    );
    return () => controller.abort();
  }, [id]);

  return loaded?.id === id ? loaded.state : { status: 'loading' };
}
