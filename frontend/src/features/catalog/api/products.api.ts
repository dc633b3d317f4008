import { CATEGORY_FILTERS, type CategoryFilter, type Product } from '@thindi/contracts';
import { ApiError, apiGet } from '@/lib/api-client';
import { findFallbackProduct } from './fallback-products';

/** The storefront's orders: `relevance` only means something while searching. */
export const SORT_OPTIONS = ['relevance', 'newest', 'price-asc', 'price-desc', 'discount'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

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

interface ProductListBody {
  success: boolean;
  products?: Product[];
  counts?: unknown;
  priceRange?: unknown;
}

interface ProductBody {
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

/** GET /api/products?search=&category=&minPrice=&maxPrice=&sort= ; `all` means no category filter. */
export async function fetchProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductList> {
  const category = params.category && params.category !== 'all' ? params.category : undefined;
  const body = await apiGet<ProductListBody>('/products', {
    query: {
      search: params.search?.trim(),
      category,
      minPrice: params.minPrice,
      maxPrice: params.maxPrice,
      sort: params.sort,
    },
    signal,
  });
  return {
    products: Array.isArray(body.products) ? body.products : [],
    counts: readCounts(body.counts),
    priceRange: readPriceRange(body.priceRange),
  };
}

/** GET /api/products/:id ; the built-in fallback products are answered locally. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  const builtIn = findFallbackProduct(id);
  if (builtIn) return builtIn;
  const body = await apiGet<ProductBody>(`/products/${encodeURIComponent(id)}`, { signal });
  if (!body.product) throw new ApiError('Product not found', 404);
  return body.product;
}
