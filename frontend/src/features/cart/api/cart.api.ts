import type { Cart, CartResponse } from '@thindi/contracts';
import { apiRequest } from '@/lib/api-client';

export { cartKeys } from './cart-keys';

const cartOf = async (answer: Promise<CartResponse>): Promise<Cart> => (await answer).cart;

export const cartApi = {
  get: (token: string) => cartOf(apiRequest<CartResponse>('GET', '/cart', { token })),
  setLine: (token: string, productId: string, quantity: number) =>
    cartOf(
      apiRequest<CartResponse>('PUT', `/cart/lines/${encodeURIComponent(productId)}`, { token, body: { quantity } }),
    ),
  removeLine: (token: string, productId: string) =>
    cartOf(apiRequest<CartResponse>('DELETE', `/cart/lines/${encodeURIComponent(productId)}`, { token })),
  merge: (token: string, lines: { productId: string; quantity: number }[]) =>
    cartOf(apiRequest<CartResponse>('POST', '/cart/merge', { token, body: { lines } })),
  clear: (token: string) => cartOf(apiRequest<CartResponse>('DELETE', '/cart', { token })),
};
