import type { Cart, CartResponse, CouponPreview, MergeCartInput } from '@thindi/contracts';
import { apiRequest } from '@/lib/api-client';

export { cartKeys } from './cart-keys';

const cartOf = async (answer: Promise<CartResponse>): Promise<Cart> => (await answer).cart;

/** A cart line's address: the product, and its pack (the default pack without one). */
interface LinePack {
  id: string;
  variantId?: string;
}

const linePath = ({ id }: LinePack) => `/cart/lines/${encodeURIComponent(id)}`;

export const cartApi = {
  get: (token: string) => cartOf(apiRequest<CartResponse>('GET', '/cart', { token })),
  setLine: (token: string, line: LinePack, quantity: number) =>
    cartOf(apiRequest<CartResponse>('PUT', linePath(line), { token, body: { quantity, variantId: line.variantId } })),
  removeLine: (token: string, line: LinePack) =>
    cartOf(apiRequest<CartResponse>('DELETE', linePath(line), { token, query: { variantId: line.variantId } })),
  merge: (token: string, lines: MergeCartInput['lines']) =>
    cartOf(apiRequest<CartResponse>('POST', '/cart/merge', { token, body: { lines } })),
  clear: (token: string) => cartOf(apiRequest<CartResponse>('DELETE', '/cart', { token })),
  /** Keeps the coupon on the customer's cart; refused (4xx) with the sentence to show beside the field. */
  applyCoupon: (token: string, code: string) =>
    cartOf(apiRequest<CartResponse>('POST', '/cart/coupon', { token, body: { code } })),
  removeCoupon: (token: string) => cartOf(apiRequest<CartResponse>('DELETE', '/cart/coupon', { token })),
  /** A guest's lines with the coupon, kept nowhere: sent without a token, so the server answers a preview. */
  previewCoupon: (code: string, lines: MergeCartInput['lines'], signal?: AbortSignal) =>
    apiRequest<CouponPreview>('POST', '/cart/coupon', { token: null, body: { code, lines }, signal }),
};
