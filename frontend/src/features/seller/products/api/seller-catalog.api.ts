import {
  paginationOf,
  type CatalogImportAnswer,
  type CatalogImportJobResponse,
  SELLER_PRODUCT_PAGE_SIZE_DEFAULT,
  type DeletedProductResponse,
  type DomainErrorCode,
  type PackInput,
  type Pagination,
  type ProductFormInput,
  type SavedProductResponse,
  type SellerProduct,
  type SellerProductListResponse,
  type SellerProductResponse,
  type SellerStatsResponse,
  type UploadManyResponse,
} from '@thindi/contracts';
import { ApiError, apiGet, apiRequest, buildUrl, CONNECTION_ERROR_MESSAGE, readError } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';
import { downloadFile } from '@/lib/download-file';

export type { SellerProduct };

const PRODUCT_CHANGED_CODE: DomainErrorCode = 'CATALOG.PRODUCT_CHANGED';
/** How many of the seller's products lack their required food facts: on grace until `dueAt` (the earliest), or held. */
export interface FoodFactsSummary {
  missing: number;
  held: number;
  dueAt: string | null;
}
/** The dashboard's figures; `foodFacts` once the catalog counts them over the whole catalogue. */
export type SellerStats = SellerStatsResponse['stats'] & { foodFacts?: FoodFactsSummary };

/**
 * What a save sends: the product form's fields as the contract reads them, with its packs as `variants`. The
 * top-level price, weight and stock are the default pack's (the server answers them from that pack), and `inStock`
 * says whether any pack has stock.
 */
export type ProductPayload = Omit<ProductFormInput, 'inStock' | 'featured' | 'variants'> & {
  inStock: boolean;
  variants: PackInput[];
};

const IMPORT_PATH = '/sellers/products/import';

export const EMPTY_STATS: SellerStats = {
  totalProducts: 0,
  activeProducts: 0,
  totalOrders: 0,
  totalRevenue: 0,
  recentOrders: [],
};

const numberOr0 = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function foodFactsOf(value: unknown): FoodFactsSummary | undefined {
  const counts = value as Partial<FoodFactsSummary> | null | undefined;
  if (typeof counts?.missing !== 'number' || typeof counts.held !== 'number') return undefined;
  return { missing: counts.missing, held: counts.held, dueAt: typeof counts.dueAt === 'string' ? counts.dueAt : null };
}

/** Whatever the server sent, the dashboard gets numbers and a list (a failed read shows zeros: docs/product.md, Errors and messages > Quiet failures). */
function normaliseStats(stats: Partial<SellerStats> | undefined): SellerStats {
  const foodFacts = foodFactsOf(stats?.foodFacts);
  return {
    ...(foodFacts ? { foodFacts } : {}),
    totalProducts: numberOr0(stats?.totalProducts),
    activeProducts: numberOr0(stats?.activeProducts),
    totalOrders: numberOr0(stats?.totalOrders),
    totalRevenue: numberOr0(stats?.totalRevenue),
    recentOrders: Array.isArray(stats?.recentOrders) ? stats.recentOrders : [],
  };
}

const productPath = (id: string) => `/products/${encodeURIComponent(id)}`;

/** What one page of the seller's products asks for: the name searched ('' for all), the page and its size. */
export interface SellerProductPageQuery {
  search: string;
  page: number;
  pageSize: number;
}

/** One page of the seller's products, with the search it answers (shown in "No products match ..."). */
export interface SellerProductPage {
  products: SellerProduct[];
  pagination: Pagination;
  search: string;
}

export const FIRST_PRODUCT_PAGE: SellerProductPageQuery = {
  search: '',
  page: 1,
  pageSize: SELLER_PRODUCT_PAGE_SIZE_DEFAULT,
};

/** A server from before paging sends the whole list and no pagination: it is then one page of everything. */
function toProductPage(body: Partial<SellerProductListResponse>, query: SellerProductPageQuery): SellerProductPage {
  const products = Array.isArray(body.products) ? body.products : [];
  const pagination = body.pagination ?? paginationOf(1, Math.max(products.length, 1), products.length);
  return { products, pagination, search: query.search };
}

export const sellerCatalogApi = {
  /** Newest first, `pageSize` a page; `search` matches any part of the name. */
  myProducts: async (query: SellerProductPageQuery, signal?: AbortSignal): Promise<SellerProductPage> => {
    const path = '/products/seller/my-products';
    const body = await apiGet<Partial<SellerProductListResponse>>(path, { query: { ...query }, signal });
    return toProductPage(body, query);
  },
  /** One of the seller's own products as it is now (the edit form reloads it after a 409). */
  myProduct: async (id: string, signal?: AbortSignal): Promise<SellerProduct> => {
    const path = `/products/seller/my-products/${encodeURIComponent(id)}`;
    return (await apiGet<SellerProductResponse>(path, { signal })).product;
  },
  stats: async (signal?: AbortSignal): Promise<SellerStats> => {
    const body = await apiGet<Partial<SellerStatsResponse>>('/sellers/stats', { signal });
    return normaliseStats(body.stats);
  },
  /** PUT when the product already has an id, POST otherwise. */
  save: (payload: ProductPayload, id?: string) =>
    id
      ? apiRequest<Partial<SavedProductResponse>>('PUT', productPath(id), { body: payload })
      : apiRequest<Partial<SavedProductResponse>>('POST', '/products', { body: payload }),
  remove: (id: string) => apiRequest<Partial<DeletedProductResponse>>('DELETE', productPath(id)),
  /** Multipart, field `images` repeated; uploads are the seller's, so its token goes explicitly. */
  uploadImages: async (files: readonly File[]): Promise<string[]> => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const body = await apiRequest<Partial<UploadManyResponse>>('POST', '/upload/images', {
      body: form,
      token: readToken('seller'),
    });
    return Array.isArray(body.files) ? body.files.map((file) => file.url) : [];
  },
  /** The seller's catalogue as CSV, one row per pack, saved under the server's name for it. */
  downloadCatalogue: () =>
    downloadFile('/sellers/products.csv', 'products.csv', { token: readToken('seller'), preferServerName: true }),
  /** Checks (`dryRun`) or imports a catalogue file. */
  importCatalogue: (file: File, dryRun: boolean): Promise<CatalogImportAnswer> => {
    const form = new FormData();
    form.append('file', file);
    form.append('dryRun', String(dryRun));
    return postCatalogue(form);
  },
  importJob: (jobId: string, signal?: AbortSignal) =>
    apiGet<CatalogImportJobResponse>(`${IMPORT_PATH}/${encodeURIComponent(jobId)}`, {
      signal,
      token: readToken('seller'),
    }),
};

/**
 * Sends a catalogue file. A file with errors is refused (400) with its report, which is what the seller needs to
 * read, so that answer is returned rather than thrown; any other failure throws as the API client does.
 */
async function postCatalogue(form: FormData): Promise<CatalogImportAnswer> {
  const token = readToken('seller');
  let response: Response;
  try {
    response = await fetch(buildUrl(IMPORT_PATH), {
      method: 'POST',
      headers: token
        ? { Accept: 'application/json', Authorization: `Bearer ${token}` }
        : { Accept: 'application/json' },
      body: form,
    });
  } catch {
    throw new ApiError(CONNECTION_ERROR_MESSAGE);
  }
  if (!response.ok && response.status !== 400) throw await readError(response);
  const body = (await response.json().catch(() => null)) as Partial<CatalogImportAnswer> | null;
  if (body && ('jobId' in body || 'report' in body)) return body as CatalogImportAnswer;
  const message = body && 'message' in body && typeof body.message === 'string' ? body.message : undefined;
  throw new ApiError(message ?? `HTTP ${response.status}: ${response.statusText}`, response.status, message);
}

/**
 * A save refused because the product changed since the form was opened. Decided by the error's domain code; an
 * answer without a code (an older server) is recognised by its 409, the only conflict a product save has.
 */
export function isProductChanged(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return code === PRODUCT_CHANGED_CODE;
  return error instanceof ApiError && error.status === 409;
}
