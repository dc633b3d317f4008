import type { Category, Product, UploadedFile } from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

/**
 * A product as the seller sees it: every state of its own products, with whether the admin keeps it active, and
 * its version (sent back with a save, so a stock figure from a stale form never overwrites orders).
 */
export type SellerProduct = Product & { isActive?: boolean; version?: number };

/** The saved fields of spec section 7. */
export interface ProductPayload {
  name: string;
  description: string;
  price: number;
  originalPrice?: number;
  category: Category;
  ingredients: string[];
  weight: string;
  images: string[];
  inStock: boolean;
  stockQuantity: number;
  featured: boolean;
  /** The version the form was opened at (edits only): the server refuses the save with 409 if it changed. */
  version?: number;
}

export interface SellerOrderSummary {
  _id?: string;
  orderNumber?: string;
  orderStatus?: string;
  totalAmount?: number;
}

export interface SellerStats {
  totalProducts: number;
  activeProducts: number;
  totalOrders: number;
  totalRevenue: number;
  recentOrders: SellerOrderSummary[];
}

export const EMPTY_STATS: SellerStats = {
  totalProducts: 0,
  activeProducts: 0,
  totalOrders: 0,
  totalRevenue: 0,
  recentOrders: [],
};

interface MessageBody {
  success: boolean;
  message?: string;
}

const numberOr0 = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Whatever the server sent, the dashboard gets numbers and a list (spec section 8: a failed read shows zeros). */
function normaliseStats(stats: Partial<SellerStats> | undefined): SellerStats {
  return {
    totalProducts: numberOr0(stats?.totalProducts),
    activeProducts: numberOr0(stats?.activeProducts),
    totalOrders: numberOr0(stats?.totalOrders),
    totalRevenue: numberOr0(stats?.totalRevenue),
    recentOrders: Array.isArray(stats?.recentOrders) ? stats.recentOrders : [],
  };
}

export const sellerCatalogApi = {
  myProducts: async (signal?: AbortSignal): Promise<SellerProduct[]> => {
    const body = await apiGet<{ products?: SellerProduct[] }>('/products/seller/my-products', { signal });
    return Array.isArray(body.products) ? body.products : [];
  },
  /** One of the seller's own products as it is now (the edit form reloads it after a 409). */
  myProduct: async (id: string): Promise<SellerProduct> => {
    const body = await apiGet<{ product: SellerProduct }>(`/products/seller/my-products/${encodeURIComponent(id)}`);
    return body.product;
  },
  stats: async (signal?: AbortSignal): Promise<SellerStats> => {
    const body = await apiGet<{ stats?: Partial<SellerStats> }>('/sellers/stats', { signal });
    return normaliseStats(body.stats);
  },
  /** PUT when the product already has an id, POST otherwise (spec section 7). */
  save: (payload: ProductPayload, id?: string) =>
    id
      ? apiRequest<MessageBody>('PUT', `/products/${encodeURIComponent(id)}`, { body: payload })
      : apiRequest<MessageBody>('POST', '/products', { body: payload }),
  remove: (id: string) => apiRequest<MessageBody>('DELETE', `/products/${encodeURIComponent(id)}`),
  /** Multipart, field `images` repeated; uploads are the seller's, so its token goes explicitly. */
  uploadImages: async (files: readonly File[]): Promise<UploadedFile[]> => {
    const form = new FormData();
    for (const file of files) form.append('images', file);
    const body = await apiRequest<{ files?: UploadedFile[] }>('POST', '/upload/images', {
      body: form,
      token: readToken('seller'),
    });
    return Array.isArray(body.files) ? body.files : [];
  },
};
