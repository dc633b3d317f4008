import {
  SELLER_SETTABLE_STATUSES,
  updateOrderStatusSchema,
  type InvoicesForOrderResponse,
  type MarkPaidResult,
  type PartCancelResponse,
  type SellerOrder,
} from '@thindi/contracts';
import type { z } from 'zod';
import { apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

export type { SellerOrder };
/** What a seller may set (docs/product.md, Orders > Statuses and moves): forward to delivered, then returned; cancelled never. */
export type SellerStatus = (typeof SELLER_SETTABLE_STATUSES)[number];

/** The body of PATCH /orders/:id/status: the order id travels in the path. */
export type StatusUpdate = Omit<z.input<typeof updateOrderStatusSchema>, 'id'>;

// contract: the orders service's list and status answers have no response types in @thindi/contracts yet.
type SellerOrderListResponse = { success: true; orders: SellerOrder[] };
type SellerOrderResponse = { success: true; message: string; order: SellerOrder };

export const sellerOrdersApi = {
  list: async (signal?: AbortSignal): Promise<SellerOrder[]> => {
    const body = await apiGet<Partial<SellerOrderListResponse>>('/orders/seller/orders', { signal });
    return Array.isArray(body.orders) ? body.orders : [];
  },
  // The path has no '/seller/' in it, so the seller token is named here rather than left to the role rules.
  updateStatus: (id: string, update: StatusUpdate, token: string) =>
    apiRequest<SellerOrderResponse>('PATCH', `/orders/${encodeURIComponent(id)}/status`, { body: update, token }),
  /** Cancels the seller's own part until it ships; the reason is required, and the shopper is told it. */
  cancelPart: (id: string, sellerId: string, reason: string) =>
    apiRequest<PartCancelResponse>(
      'PATCH',
      `/orders/${encodeURIComponent(id)}/parts/${encodeURIComponent(sellerId)}/cancel`,
      { body: { reason }, token: readToken('seller') },
    ),
  /** With PAYMENT_CONFIRMED_BY=seller: marks the UPI payment of an order that is all this seller's received. */
  markPaid: (id: string, utr: string) =>
    apiRequest<MarkPaidResult>('POST', `/orders/${encodeURIComponent(id)}/payment`, {
      body: { utr },
      token: readToken('seller'),
    }),
  /** The seller's own invoices and credit notes for its part of the order (the finance service keeps out others'). */
  invoices: (id: string, signal?: AbortSignal) =>
    apiGet<InvoicesForOrderResponse>(`/orders/${encodeURIComponent(id)}/invoices`, {
      signal,
      token: readToken('seller'),
    }).then((body) => body.invoices ?? []),
};
