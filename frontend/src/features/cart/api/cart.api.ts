import type { Cart, CartResponse } from '@thindi/contracts';
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
  merge: (token: string, lines: { productId: string; variantId?: string; quantity: number }[]) =>
    cartOf(apiRequest<CartResponse>('POST', '/cart/merge', { token, body: { lines } })),
  clear: (token: string) => cartOf(apiRequest<CartResponse>('DELETE', '/cart', { token })),
};
