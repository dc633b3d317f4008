import type { CouponBody, CouponListResponse, CouponMoveInput, CouponResponse } from '@thindi/contracts';
import { apiGet, apiRequest } from '@/lib/api-client';
import { readToken } from '@/lib/auth-storage';

// '/sellers/' paths otherwise prefer a customer token: the seller's own is named on each call.
export const sellerCouponsApi = {
  /** The seller's own coupons, newest first. */
  list: (signal?: AbortSignal) =>
    apiGet<Partial<CouponListResponse>>('/sellers/coupons', { signal, token: readToken('seller') }),
  /** A coupon valid on the seller's products only, its discount paid by the seller; 409 when its code is in use. */
  create: (body: CouponBody) =>
    apiRequest<CouponResponse>('POST', '/sellers/coupons', { body, token: readToken('seller') }),
  /** Pauses, resumes or ends one of the seller's coupons; 409 when it is not in a state that allows it. */
  move: ({ id, move }: CouponMoveInput) =>
    apiRequest<CouponResponse>('POST', `/sellers/coupons/${encodeURIComponent(id)}/${move}`, {
      body: {},
      token: readToken('seller'),
    }),
};
