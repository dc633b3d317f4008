import type { ProductList, ProductListParams } from './products.api';

/** Lists are kept for the session so chips, back navigation and re-renders show data at once;
 * entries older than FRESH_MS are shown while a refresh runs (stale-while-revalidate). */
const FRESH_MS = 30_000;

interface Entry {
  list: ProductList;
  fetchedAt: number;
}

const entries = new Map<string, Entry>();

export function productListKey(params: ProductListParams): string {
  return JSON.stringify([
    params.search?.trim().toLowerCase() ?? '',
    params.category ?? 'all',
    params.minPrice ?? null,
    params.maxPrice ?? null,
    params.sort ?? null,
  ]);
}

export function readProductList(key: string): ProductList | undefined {
  return entries.get(key)?.list;
}

export function isProductListFresh(key: string, now: number): boolean {
  const entry = entries.get(key);
  return entry !== undefined && now - entry.fetchedAt < FRESH_MS;
}

export function writeProductList(key: string, list: ProductList, now: number): void {
  entries.set(key, { list, fetchedAt: now });
}

/** For tests: forget every cached list. */
export function clearProductListCache(): void {
  entries.clear();
}
