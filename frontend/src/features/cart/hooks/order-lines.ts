import { MAX_CART_LINES, MAX_LINE_QUANTITY, type MergeCartInput } from '@thindi/contracts';
import type { CartItem } from './cart.reducer';

/** The lines a guest's cart sends (to merge on sign-in, or to preview a coupon): those that can be ordered. */
export const orderLinesOf = (items: readonly CartItem[]): MergeCartInput['lines'] =>
  // Within what the server takes (one order's worth); it caps each line by the stock.
  items
    .filter((i) => !i.unavailable)
    .slice(0, MAX_CART_LINES)
    .map((i) => ({
      productId: i.id,
      variantId: i.variantId,
      quantity: Math.min(Math.floor(i.quantity), MAX_LINE_QUANTITY),
    }));
