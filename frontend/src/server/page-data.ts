import type { Product } from '@thindi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { findFallbackProduct } from '@/features/catalog/api/fallback-products';
import { catalogKeys } from '@/features/catalog/api/catalog-queries';
import {
  productListRequest,
  productPath,
  toProduct,
  toProductList,
  type ProductBody,
  type ProductList,
  type ProductListBody,
  type ProductListParams,
} from '@/features/catalog/api/products.api';
import { readCatalogQuery, type CatalogQuery } from '@/features/catalog/hooks/use-catalog-query';
import { buildUrl } from '@/lib/api-client';

/**
 * Reads one API URL (`/api/products?category=sweet`) on the server and resolves with its JSON body; a refusal
 * rejects with an error whose `status` is the HTTP status.
 */
export type ApiLoader = (url: string) => Promise<unknown>;

/** The pages rendered on the server: the storefront's home (with its filters) and product pages. */
export type ServerPage = { page: 'home'; query: CatalogQuery } | { page: 'product'; id: string };

export function serverPageFor(url: URL): ServerPage | null {
  if (url.pathname === '/') return { page: 'home', query: readCatalogQuery(url.searchParams) };
  const product = matchPath('/product/:id', url.pathname);
  const id = product?.params.id?.trim();
  return id ? { page: 'product', id } : null;
}

function loadList(load: ApiLoader, params: ProductListParams): Promise<ProductList> {
  const { path, query } = productListRequest(params);
  return load(buildUrl(path, query)).then((body) => toProductList(body as ProductListBody));
}

async function loadProduct(load: ApiLoader, id: string): Promise<Product> {
  return findFallbackProduct(id) ?? toProduct((await load(buildUrl(productPath(id)))) as ProductBody);
}

/**
 * Fills `client` with the data the page shows and answers the page's HTTP status, or null when the page is better
 * left to the browser (the product could not be read for a reason other than not existing).
 */
export async function prefetchPage(client: QueryClient, page: ServerPage, load: ApiLoader): Promise<number | null> {
  if (page.page === 'home') {
    // The reads `useHomeCatalog` makes: every category first (for the counts), then the chosen one.
    const { search, category, minPrice, maxPrice, sort } = page.query;
    const all = { search, minPrice, maxPrice, sort, category: 'all' as const };
    await client.prefetchQuery({ queryKey: catalogKeys.list(all), queryFn: () => loadList(load, all) });
    if (category !== 'all' && client.getQueryState(catalogKeys.list(all))?.status === 'success') {
      const chosen = { ...all, category };
      await client.prefetchQuery({ queryKey: catalogKeys.list(chosen), queryFn: () => loadList(load, chosen) });
    }
    return 200;
  }
  const key = catalogKeys.product(page.id);
  await client.prefetchQuery({ queryKey: key, queryFn: () => loadProduct(load, page.id) });
  const { error } = client.getQueryState(key) ?? {};
  if (error) {
    const status = (error as { status?: unknown }).status;
    return typeof status === 'number' && status < 500 ? 404 : null;
  }
  const product = client.getQueryData<Product>(key);
  if (product) {
    const similar = { category: product.category };
    await client.prefetchQuery({ queryKey: catalogKeys.list(similar), queryFn: () => loadList(load, similar) });
  }
  return 200;
}
