import { z } from 'zod';
import type { OrderTotals } from '../common/pricing';
import { MAX_CART_LINES } from '../common/constants';
import { orderLineInputSchema } from './order.schema';
import { COUPON_FUNDERS, couponCodeInputSchema } from '../promotions/coupon.schema';

/**
 * A signed-in customer's cart, kept by the order service (it prices orders from the catalog's snapshots, so it
 * re-checks a cart's prices and stock the same way). Every pattern takes {principal, input}; a customer reaches
 * only the cart keyed by their own id.
 */
export const CartPatterns = {
  /** {} → Cart. */
  get: 'order.cart.get',
  /**
   * {productId, variantId?, quantity} → Cart: sets the pack's line quantity (capped by stock), adding the line if
   * new. Without variantId, the product's default pack.
   */
  setLine: 'order.cart.set-line',
  /** {productId, variantId?} → Cart: the pack's line taken out (without variantId, the default pack's). */
  removeLine: 'order.cart.remove-line',
  /** {lines} → Cart: a guest's lines added to the cart on sign-in (quantities of a pack add up, capped by stock). */
  merge: 'order.cart.merge',
  /** {} → Cart (empty). */
  clear: 'order.cart.clear',
  /** {code} → Cart: the coupon kept on the cart, refused with a sentence when it cannot be used on its lines now. */
  applyCoupon: 'order.cart.apply-coupon',
  /** {} → Cart: the coupon taken off. */
  removeCoupon: 'order.cart.remove-coupon',
  /** {code, lines} → CouponPreview: a guest's lines with the coupon, kept nowhere (no principal). */
  previewCoupon: 'order.cart.preview-coupon',
} as const;

/** DELETE /api/cart/lines/:productId?variantId=: a pack's line. */
export const cartLineRefSchema = orderLineInputSchema.pick({ productId: true, variantId: true });
export type CartLineRef = z.infer<typeof cartLineRefSchema>;
/** PUT /api/cart/lines/:productId {quantity, variantId?}. */
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

/** POST /api/cart/coupon {code}. */
export const cartCouponInputSchema = z.object({ code: couponCodeInputSchema }, { error: 'code is required' });
export type CartCouponInput = z.infer<typeof cartCouponInputSchema>;
/** POST /api/cart/coupon as a guest: the code and the guest cart's lines, priced and discounted, nothing kept. */
export const couponPreviewInputSchema = cartCouponInputSchema.extend({ lines: mergeCartSchema.shape.lines });
export type CouponPreviewInput = z.infer<typeof couponPreviewInputSchema>;

/**
 * The coupon on a cart: what it takes off the lines now (rupees, with GST), or, when it no longer applies (a line
 * taken out, its minimum no longer met, used up meanwhile), `problem` saying why and no discount.
 */
export const cartCouponSchema = z.object({
  code: z.string(),
  funder: z.enum(COUPON_FUNDERS),
  discount: z.number(),
  problem: z.string().nullable(),
});
export type CartCoupon = z.infer<typeof cartCouponSchema>;

/** One cart line, a pack of a product, as re-checked against the catalog now; money in rupees. */
export const cartLineViewSchema = z.object({
  productId: z.string(),
  /** The pack's id; null only on a line kept from before packs whose product is no longer sold. */
  variantId: z.string().nullable(),
  /** The pack's label ('500 g'). */
  variantLabel: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** The pack's label, as `variantLabel` (kept for clients written before packs). */
  weight: z.string(),
  sellerId: z.string().nullable(),
  sellerName: z.string().nullable(),
  quantity: z.number().int(),
  /** The pack's current price (the price when added if it is no longer sold). */
  price: z.number(),
  /** The price when the line was added (or its quantity last set). */
  addedPrice: z.number(),
  /** The current price differs from the one the shopper saw when adding the line. */
  priceChanged: z.boolean(),
  /** GST rate in percent, as an order placed now would charge. */
  gstRate: z.number(),
  /** Units of the pack in stock now (0 when it is no longer sold). */
  available: z.number().int(),
  /** The most this line may hold: the stock, at most MAX_LINE_QUANTITY. */
  maxQuantity: z.number().int(),
  /** Fewer units are in stock than the line asks for. */
  stockShort: z.boolean(),
  /** The product or the pack is no longer sold (deactivated or removed). */
  unavailable: z.boolean(),
  /** price × quantity. */
  lineTotal: z.number(),
});
export type CartLineView = z.infer<typeof cartLineViewSchema>;

/** The money model of checkout and orders (contracts' orderTotals), in rupees. */
export const orderTotalsSchema = z.object({
  subtotal: z.number(),
  shipping: z.number(),
  tax: z.number(),
  roundOff: z.number(),
  total: z.number(),
}) satisfies z.ZodType<OrderTotals>;

/** A cart's totals: the coupon's discount (0 without one) is taken off before the whole-rupee total. */
export const cartTotalsSchema = orderTotalsSchema.extend({ discount: z.number() });
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartSchema = z.object({
  /** Null until the customer's first line. */
  id: z.string().nullable(),
  lines: z.array(cartLineViewSchema),
  /** Units in the cart (sum of quantities). */
  itemCount: z.number().int(),
  /** Over the lines that can be ordered (not those no longer sold). */
  totals: cartTotalsSchema,
  /** The coupon applied to the cart, null when none. */
  coupon: cartCouponSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
/** Every cart route answers the cart as it now stands. */
export const cartResponseSchema = z.object({ success: z.literal(true), cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** A guest's coupon preview: what the coupon takes off the lines sent, and the totals with it. */
export const couponPreviewSchema = z.object({
  success: z.literal(true),
  coupon: cartCouponSchema,
  totals: cartTotalsSchema,
});
export type CouponPreview = z.infer<typeof couponPreviewSchema>;
