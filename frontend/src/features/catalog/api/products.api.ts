import { CATEGORY_FILTERS, type CategoryFilter, type Product } from '@thindi/contracts';
import { ApiError, apiGet, type QueryValue } from '@/lib/api-client';
import { findFallbackProduct } from './fallback-products';

import type { SortOption } from './sort-options';

export { SORT_OPTIONS, type SortOption } from './sort-options';

export type CategoryCounts = Record<CategoryFilter, number>;

export interface PriceRange {
  min: number;
  max: number;
}

export interface ProductListParams {
  search?: string;
  category?: CategoryFilter;
  minPrice?: number | null;
  maxPrice?: number | null;
  sort?: SortOption | null;
}

/** A list as the API sends it; `counts` and `priceRange` are null when the server did not send them. */
export interface ProductList {
  products: Product[];
  counts: CategoryCounts | null;
  priceRange: PriceRange | null;
}

export interface ProductListBody {
  success: boolean;
  products?: Product[];
  counts?: unknown;
  priceRange?: unknown;
}

export interface ProductBody {
  success: boolean;
  product?: Product;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function readCounts(value: unknown): CategoryCounts | null {
  if (!value || typeof value !== 'object') return null;
  const counts = value as Record<string, unknown>;
  return CATEGORY_FILTERS.every((c) => isCount(counts[c])) ? (counts as CategoryCounts) : null;
}

function readPriceRange(value: unknown): PriceRange | null {
  const range = value as Partial<PriceRange> | null | undefined;
  if (!range || !isCount(range.min) || !isCount(range.max) || range.min > range.max) return null;
  return { min: range.min, max: range.max };
}

/** The request behind GET /api/products?search=&category=&minPrice=&maxPrice=&sort= ; `all` means no filter. */
export function productListRequest(params: ProductListParams): { path: string; query: Record<string, QueryValue> } {
  const category = params.category && params.category !== 'all' ? params.category : undefined;
  const { minPrice, maxPrice, sort } = params;
  return { path: '/products', query: { search: params.search?.trim(), category, minPrice, maxPrice, sort } };
}

export function toProductList(body: ProductListBody): ProductList {
  return {
    products: Array.isArray(body.products) ? body.products : [],
    counts: readCounts(body.counts),
    priceRange: readPriceRange(body.priceRange),
  };
}

export const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;

export function toProduct(body: ProductBody): Product {
  if (!body.product) throw new ApiError('Product not found', 404);
  return body.product;
}

export async function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const { path, query } = productListRequest(params);
  return toProductList(await apiGet<ProductListBody>(path, { query, signal }));
}

/** GET /api/products/:id ; the built-in fallback products are answered locally. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return findFallbackProduct(id) ?? toProduct(await apiGet<ProductBody>(productPath(id), { signal }));
}
