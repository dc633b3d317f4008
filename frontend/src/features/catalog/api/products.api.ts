import {
  ALLERGENS,
  CATEGORY_FILTERS,
  type Allergen,
  type CategoryFilter,
  type FoodCounts,
  type Pagination,
  type Product,
} from '@thindi/contracts';
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
  /** 'Veg only': products declared vegetarian. */
  veg?: boolean;
  /** 'Free from …': products whose declared allergens hold none of these. */
  excludeAllergens?: readonly Allergen[];
  /** One seller's products (its public page). */
  seller?: string;
}

/** One page of the grid: its number, and the first page's `asOf` that keeps later pages to the same list. */
export interface ProductPageParam {
  page: number;
  asOf: string | null;
}

/** A list as the API sends it; what the server did not send reads as null. */
export interface ProductList {
  products: Product[];
  counts: CategoryCounts | null;
  priceRange: PriceRange | null;
  /** The 'Veg only' and 'Free from …' chips' counts. */
  foodCounts: FoodCounts | null;
  pagination: Pagination | null;
  asOf: string | null;
  showingResultsFor: string | null;
  didYouMean: string | null;
}

export interface ProductListBody {
  success: boolean;
  products?: Product[];
  counts?: unknown;
  priceRange?: unknown;
  foodCounts?: unknown;
  pagination?: unknown;
  asOf?: unknown;
  showingResultsFor?: unknown;
  didYouMean?: unknown;
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

function readFoodCounts(value: unknown): FoodCounts | null {
  const counts = value as { veg?: unknown; without?: Record<string, unknown> } | null | undefined;
  if (!counts || !isCount(counts.veg) || !counts.without || typeof counts.without !== 'object') return null;
  const without = counts.without;
  return ALLERGENS.every((a) => isCount(without[a])) ? (counts as FoodCounts) : null;
}

function readPagination(value: unknown): Pagination | null {
  const p = value as Partial<Pagination> | null | undefined;
  const whole = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (!p || ![p.page, p.pageSize, p.total, p.totalPages].every(whole)) return null;
  return { page: p.page!, pageSize: p.pageSize!, total: p.total!, totalPages: p.totalPages! };
}

const readText = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * The request behind GET /api/products?search=&category=&minPrice=&maxPrice=&sort=&diet=&excludeAllergens=&seller=
 * &page=&asOf= ; `all` means no filter, and the first page goes without `page` or `asOf`.
 */
export function productListRequest(
  params: ProductListParams,
  pageParam?: ProductPageParam,
): { path: string; query: Record<string, QueryValue> } {
  const category = params.category && params.category !== 'all' ? params.category : undefined;
  const { minPrice, maxPrice, sort } = params;
  const paging = pageParam && pageParam.page > 1 ? { page: pageParam.page, asOf: pageParam.asOf } : {};
  const food = { diet: params.veg ? 'veg' : undefined, excludeAllergens: params.excludeAllergens?.join(',') };
  return {
    path: '/products',
    query: {
      search: params.search?.trim(),
      category,
      minPrice,
      maxPrice,
      sort,
      ...food,
      seller: params.seller,
      ...paging,
    },
  };
}

export function toProductList(body: ProductListBody): ProductList {
  return {
    products: Array.isArray(body.products) ? body.products : [],
    counts: readCounts(body.counts),
    priceRange: readPriceRange(body.priceRange),
    foodCounts: readFoodCounts(body.foodCounts),
    pagination: readPagination(body.pagination),
    asOf: readText(body.asOf),
    showingResultsFor: readText(body.showingResultsFor),
    didYouMean: readText(body.didYouMean),
  };
}

export const productPath = (id: string): string => `/products/${encodeURIComponent(id)}`;

export function toProduct(body: ProductBody): Product {
  if (!body.product) throw new ApiError('Product not found', 404);
  return body.product;
}

export async function fetchProducts(
  params: ProductListParams,
  signal?: AbortSignal,
  pageParam?: ProductPageParam,
): Promise<ProductList> {
  const { path, query } = productListRequest(params, pageParam);
  return toProductList(await apiGet<ProductListBody>(path, { query, signal }));
}

/** GET /api/products/:id ; the built-in fallback products are answered locally. */
export async function fetchProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return findFallbackProduct(id) ?? toProduct(await apiGet<ProductBody>(productPath(id), { signal }));
}
