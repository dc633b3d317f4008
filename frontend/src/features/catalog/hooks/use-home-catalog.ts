import { CATEGORIES, type CategoryFilter, type Product } from '@thindi/contracts';
import { FALLBACK_PRODUCTS } from '../api/fallback-products';
import type { CategoryCounts } from '../api/products.api';
import type { CatalogQuery } from './use-catalog-query';
import { useProducts } from './use-products';

export type { CategoryCounts };

export type HomeCatalog =
  { status: 'loading' } | { status: 'ready'; products: Product[]; counts: CategoryCounts; usingFallback: boolean };

export function countByCategory(products: readonly Product[]): CategoryCounts {
  const counts = { all: products.length } as CategoryCounts;
  for (const category of CATEGORIES) counts[category] = products.filter((p) => p.category === category).length;
  return counts;
}

function inCategory(products: readonly Product[], category: CategoryFilter): Product[] {
  return category === 'all' ? [...products] : products.filter((product) => product.category === category);
}

function matchesSearch(product: Product, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [product.name, product.description, product.category].some((text) => text.toLowerCase().includes(needle));
}

function inPrice(product: Product, { minPrice, maxPrice }: CatalogQuery): boolean {
  return (minPrice === null || product.price >= minPrice) && (maxPrice === null || product.price <= maxPrice);
}

/**
 * What the home grid shows. Counts are the API's `counts` when it sends them, else counted over every product
 * loaded for the current search and price (one call without a category); the grid itself comes from the API's
 * `category` query, shown from the loaded list until it answers. When the server fails, or has no products at
 * all, the three built-in products stand in (spec section 3).
 */
export function useHomeCatalog(query: CatalogQuery): HomeCatalog {
  const { search, category, minPrice, maxPrice, sort } = query;
  const base = { search, minPrice, maxPrice, sort };
  const all = useProducts({ ...base, category: 'all' });
  const filtered = useProducts({ ...base, category }, category !== 'all' && all.status === 'success');

  if (all.status === 'loading' || all.status === 'idle') return { status: 'loading' };

  const unfiltered = !search.trim() && minPrice === null && maxPrice === null;
  const serverEmpty = all.status === 'success' && all.products.length === 0 && unfiltered;
  if (all.status === 'error' || serverEmpty) {
    const local = FALLBACK_PRODUCTS.filter((product) => matchesSearch(product, search) && inPrice(product, query));
    return {
      status: 'ready',
      products: inCategory(local, category),
      counts: countByCategory(local),
      usingFallback: true,
    };
  }

  const products = filtered.status === 'success' ? filtered.products : inCategory(all.products, category);
  const counts = all.counts ?? countByCategory(all.products);
  return { status: 'ready', products, counts, usingFallback: false };
}
