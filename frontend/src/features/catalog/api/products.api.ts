import type { CategoryFilter, Product } from '@thindi/contracts';
import { ApiError, apiGet } from '@/lib/api-client';
import { findFallbackProduct } from './fallback-products';

export interface ProductListParams {
  search?: string;
  category?: CategoryFilter;
}

interface ProductListBody {
  success: boolean;
  products?: Product[];
}

interface ProductBody {
  success: boolean;
  product?: Product;
}

/** GET /api/products?search=&category= ; `all` means no category filter. */
export async function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<Product[]> {
  const category = params.category && params.category !== 'all' ? params.category : undefined;
  const body = await apiGet<ProductListBody>('/products', {
    query: { search: params.search?.trim(), category },
    signal,
  });
  return Array.isArray(body.products) ? body.products : [];
}

/** GET /api/products/:id ; the built-in fallback products are answered locally. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const builtIn = findFallbackProduct(id);
  if (builtIn) return builtIn;
  const body = await apiGet<ProductBody>(`/products/${encodeURIComponent(id)}`, { signal });
  if (!body.product) throw new ApiError('Product not found', 404);
  return body.product;
}
