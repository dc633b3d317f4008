import type { Product } from '@thindi/contracts';
import { useQuery } from '@tanstack/react-query';
import { productQuery } from '../api/catalog-queries';

export type ProductState =
  { status: 'loading' } | { status: 'success'; product: Product } | { status: 'error'; message: string };

/** GET /api/products/:id; a 404, a 400 (not an id) or a failed call ends in `error`. */
export function useProduct(id: string): ProductState {
  // A product that was not found stays not found when the page is shown again (and when the browser takes over
  // a server-rendered 'not found'): no second call on mount.
  const { data, error } = useQuery({ ...productQuery(id), retryOnMount: false });
  if (data) return { status: 'success', product: data };
  if (error) return { status: 'error', message: error.message || 'Network error' };
  return { status: 'loading' };
}
