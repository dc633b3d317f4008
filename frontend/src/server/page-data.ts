import type { Product, PublicConfig } from '@thindi/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { findFallbackProduct } from '@/features/catalog/api/fallback-products';
import { catalogKeys, productPagesQuery } from '@/features/catalog/api/catalog-queries';
import {
  productListRequest,
  productPath,
  toProduct,
  toProductList,
  type ProductBody,
  type ProductList,
  type ProductListBody,
  type ProductListParams,
  type ProductPageParam,
} from '@/features/catalog/api/products.api';
import {
  publicSellerPath,
  publicSellerQuery,
  toPublicSeller,
  type PublicSellerBody,
} from '@/features/catalog/api/public-seller.api';
import { parseShownPages, readCatalogQuery, type CatalogQuery } from '@/features/catalog/hooks/use-catalog-query';
import { sellerCatalogQuery } from '@/features/catalog/hooks/use-seller-page';
import { buildUrl } from '@/lib/api-client';
import { publicConfigKey } from '@/lib/use-public-config';

/**
 * Reads one API URL (`/api/products?category=sweet`) on the server and resolves with its JSON body; a refusal
 * rejects with an error whose `status` is the HTTP status.
 */
export type ApiLoader = (url: string) => Promise<unknown>;

/**
 * The pages of plain text (policies, how selling works, about, contact and the grievance officer): rendered on the
 * server with the settings they state.
 */
export const INFO_PAGE_PATHS = [
  '/shipping',
  '/returns',
  '/privacy',
  '/terms',
  '/sell',
  '/about',
  '/contact',
  '/grievance',
] as const;

/** The pages rendered on the server: the storefront's home (with its filters), product, seller and info pages. */
export type ServerPage =
  | { page: 'home'; query: CatalogQuery; pages: number }
  | { page: 'product'; id: string }
  | { page: 'seller'; id: string; pages: number }
  | { page: 'info' };

/** A link to `?page=40` renders the first pages; the browser reads the rest (one read per page, one after another). */
export const SERVER_PAGES_MAX = 4;

export function serverPageFor(url: URL): ServerPage | null {
  const pages = Math.min(parseShownPages(url.searchParams.get('page')), SERVER_PAGES_MAX);
  if (url.pathname === '/') return { page: 'home', query: readCatalogQuery(url.searchParams), pages };
  if ((INFO_PAGE_PATHS as readonly string[]).includes(url.pathname)) return { page: 'info' };
  const sellerId = matchPath('/sellers/:id', url.pathname)?.params.id?.trim();
  if (sellerId) return { page: 'seller', id: sellerId, pages };
  const product = matchPath('/product/:id', url.pathname);
  const id = product?.params.id?.trim();
  return id ? { page: 'product', id } : null;
}

function loadList(load: ApiLoader, params: ProductListParams, pageParam?: ProductPageParam): Promise<ProductList> {
  const { path, query } = productListRequest(params, pageParam);
  return load(buildUrl(path, query)).then((body) => toProductList(body as ProductListBody));
}

async function loadProduct(load: ApiLoader, id: string): Promise<Product> {
  return findFallbackProduct(id) ?? toProduct((await load(buildUrl(productPath(id)))) as ProductBody);
}

/** The 404 of a page whose subject was not found; null (left to the browser) when the read failed otherwise. */
function statusOf(client: QueryClient, key: readonly unknown[]): number | null {
  const { error } = client.getQueryState(key) ?? {};
  if (!error) return 200;
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status < 500 ? 404 : null;
}

/** A seller's page: the seller, then (when found) the first pages of its products, as `useSellerCatalog` reads them. */
async function prefetchSeller(client: QueryClient, id: string, pages: number, load: ApiLoader): Promise<number | null> {
  const seller = publicSellerQuery(id);
  await client.prefetchQuery({
    queryKey: seller.queryKey,
    queryFn: async () => toPublicSeller((await load(buildUrl(publicSellerPath(id)))) as PublicSellerBody),
  });
  const status = statusOf(client, seller.queryKey);
  if (status !== 200) return status;
  const query = sellerCatalogQuery(id);
  await client.prefetchInfiniteQuery({
    ...productPagesQuery(query),
    queryFn: ({ pageParam }) => loadList(load, query, pageParam),
    pages,
  });
  return 200;
}

/**
 * Fills `client` with the data the page shows and answers the page's HTTP status, or null when the page is better
 * left to the browser (the product could not be read for a reason other than not existing).
 */
export async function prefetchPage(client: QueryClient, page: ServerPage, load: ApiLoader): Promise<number | null> {
  if (page.page === 'info') {
    // The return window and transit days as this deployment sets them; a failed read renders the text without them.
    await client.prefetchQuery({
      queryKey: publicConfigKey,
      queryFn: () => load(buildUrl('/config')) as Promise<PublicConfig>,
      staleTime: Infinity,
    });
    return 200;
  }
  if (page.page === 'home') {
    // The reads `useHomeCatalog` makes: the grid's pages under the same key, one after another.
    const grid = productPagesQuery(page.query);
    await client.prefetchInfiniteQuery({
      ...grid,
      queryFn: ({ pageParam }) => loadList(load, page.query, pageParam),
      pages: page.pages,
    });
    return 200;
  }
  if (page.page === 'seller') return prefetchSeller(client, page.id, page.pages, load);
  const key = catalogKeys.product(page.id);
  await client.prefetchQuery({ queryKey: key, queryFn: () => loadProduct(load, page.id) });
  const status = statusOf(client, key);
  if (status !== 200) return status;
  const product = client.getQueryData<Product>(key);
  if (product) {
    const similar = { category: product.category };
    await client.prefetchQuery({ queryKey: catalogKeys.list(similar), queryFn: () => loadList(load, similar) });
  }
  return 200;
}
