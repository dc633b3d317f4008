import { z } from 'zod';
import type { OrderTotals } from '../common/pricing';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, orderLineInputSchema } from './order.schema';

/**
 * A signed-in customer's cart, kept by the order service (it prices orders from the catalog's snapshots, so it
 * re-checks a cart's prices and stock the same way). Every pattern takes {principal, input}; a customer reaches
 * only the cart keyed by their own id.
 */
export const CartPatterns = {
  /** {} → Cart. */
  get: 'order.cart.get',
  /** {productId, quantity} → Cart: sets the line's quantity (capped by stock), adding the line if new. */
  setLine: 'order.cart.set-line',
  /** {productId} → Cart. */
  removeLine: 'order.cart.remove-line',
  /** {lines} → Cart: a guest's lines added to the cart on sign-in (quantities add up, capped by stock). */
  merge: 'order.cart.merge',
  /** {} → Cart (empty). */
  clear: 'order.cart.clear',
} as const;

/** Most lines a cart holds: one order's worth. */
export const MAX_CART_LINES = MAX_ORDER_LINES;

export const cartProductIdSchema = z.object({
  productId: z.string({ error: 'productId is required' }).uuid('productId must be a product id'),
});
/** PUT /api/cart/lines/:productId {quantity}. */
export const setCartLineSchema = orderLineInputSchema;
export type SetCartLineInput = z.infer<typeof setCartLineSchema>;
/** POST /api/cart/merge {lines}: the guest cart kept in the browser. */
export const mergeCartSchema = z.object(
  {
    lines: z
      .array(orderLineInputSchema, { error: 'lines are required' })
      .max(MAX_CART_LINES, `A cart has at most ${MAX_CART_LINES} lines`),
  },
  { error: 'lines are required' },
);
export type MergeCartInput = z.infer<typeof mergeCartSchema>;

/** One cart line as re-checked against the catalog now; money in rupees. */
export interface CartLineView {
  productId: string;
  name: string;
  image: string | null;
  weight: string;
  sellerId: string | null;
  sellerName: string | null;
  quantity: number;
  /** The current price (the price when added if the product is no longer sold). */
  price: number;
  /** The price when the line was added (or last changed). */
  addedPrice: number;
  /** The current price differs from the one the shopper saw when adding the line. */
  priceChanged: boolean;
  /** GST rate in percent, as an order placed now would charge. */
  gstRate: number;
  /** Units in stock now (0 when the product is no longer sold). */
  available: number;
  /** The most this line may hold: the stock, at most MAX_LINE_QUANTITY. */
  maxQuantity: number;
  /** Fewer units are in stock than the line asks for. */
  stockShort: boolean;
  /** The product is no longer sold (deactivated or removed). */
  unavailable: boolean;
  /** price × quantity. */
  lineTotal: number;
}

export interface Cart {
  id: string | null;
  lines: CartLineView[];
  /** Units in the cart (sum of quantities). */
  itemCount: number;
  /** The same money model checkout and orders use, over the lines that can be ordered. */
  totals: OrderTotals;
  updatedAt: string | null;
}

export { MAX_LINE_QUANTITY };
