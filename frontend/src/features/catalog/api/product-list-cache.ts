import type { Product } from '@thindi/contracts';
import type { ProductListParams } from './products.api';

/** Lists are kept for the session so chips, back navigation and re-renders show data at once;
 * entries older than FRESH_MS are shown while a refresh runs (stale-while-revalidate). */
const FRESH_MS = 30_000;

interface Entry {
  products: Product[];
  fetchedAt: number;
}

const entries = new Map<string, Entry>();

export function productListKey(params: ProductListParams): string {
  return JSON.stringify([params.search?.trim().toLowerCase() ?? '', params.category ?? 'all']);
}

export function readProductList(key: string): Product[] | undefined {
  return entries.get(key)?.products;
}

export function isProductListFresh(key: string, now: number): boolean {
  const entry = entries.get(key);
  return entry !== undefined && now - entry.fetchedAt < FRESH_MS;
}

export function writeProductList(key: string, products: Product[], now: number): void {
  entries.set(key, { products, fetchedAt: now });
}

/** For tests: forget every cached list. */
export function clearProductListCache(): void {
  entries.clear();
}
