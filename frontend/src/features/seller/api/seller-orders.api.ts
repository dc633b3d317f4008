import { SELLER_STATUSES, type SellerOrder } from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';

/** What a seller may set on its part of an order (spec section 4); cancelled never. */
export type SellerStatus = (typeof SELLER_STATUSES)[number];

export interface StatusUpdate {
  status: SellerStatus;
  trackingNumber?: string;
  note?: string;
}

interface SellerOrderResult {
  success: boolean;
  message: string;
  order: SellerOrder;
}

/** The seller's calls of spec section 7 for orders. */
export const sellerOrdersApi = {
  list: (signal?: AbortSignal) =>
    apiGet<{ success: boolean; orders: SellerOrder[] }>('/orders/seller/orders', { signal }),
  // The path has no '/seller/' in it, so the seller token is named here rather than left to the role rules.
  updateStatus: (id: string, update: StatusUpdate, token: string) =>
    apiRequest<SellerOrderResult>('PATCH', `/orders/${encodeURIComponent(id)}/status`, { body: update, token }),
};
