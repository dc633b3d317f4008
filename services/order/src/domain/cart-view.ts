import {
  MAX_LINE_QUANTITY,
  packOf,
  toRupees,
  type Cart,
  type CartCoupon,
  type CartLineView,
  type CartTotals,
  type ProductSnapshot,
} from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import type { CartLineRow, CartRow, CouponRow } from '../db/schema';
import { applyCoupon } from './coupon-pricing';
import { checkCouponUsable } from './coupon-rules';
import { priceOrder, type PricedOrder, type SupplyTerms } from './pricing';

/** The coupon kept on a cart, read with how often its shopper used it already. */
export interface CartCouponTerms {
  coupon: CouponRow;
  customerUses: number;
}

/** A cart's totals as an order placed now would charge them, in rupees. */
export const cartTotalsOf = (priced: PricedOrder): CartTotals => ({
  subtotal: toRupees(priced.subtotalPaise),
  shipping: toRupees(priced.shippingPaise),
  tax: toRupees(priced.taxPaise),
  discount: toRupees(priced.discountPaise),
  roundOff: toRupees(priced.roundOffPaise),
  total: toRupees(priced.totalPaise),
});

/**
 * The lines priced with the coupon as an order placed now would be (`strict`: refused with why when it cannot be
 * used). Kept on a cart, a coupon that no longer applies (a line taken out, used up meanwhile) is shown with the
 * reason and takes nothing off.
 */
export function withCoupon(
  priced: PricedOrder,
  { coupon, customerUses }: CartCouponTerms,
  now: Date,
  strict = false,
): { priced: PricedOrder; coupon: CartCoupon } {
  try {
    checkCouponUsable(coupon, now, customerUses);
    const discounted = applyCoupon(priced, coupon);
    const view = { code: coupon.code, funder: coupon.funder, discount: toRupees(discounted.discountPaise) };
    return { priced: discounted, coupon: { ...view, problem: null } };
  } catch (err) {
    if (strict || !(err instanceof DomainError)) throw err;
    return { priced, coupon: { code: coupon.code, funder: coupon.funder, discount: 0, problem: err.message } };
  }
}

/** The most a line may hold given the stock: never above the per-line maximum of an order. */
export const lineCap = (stockQuantity: number): number => Math.max(0, Math.min(stockQuantity, MAX_LINE_QUANTITY));

/**
 * The cart as it stands now: each line re-checked against the catalog's snapshot of its pack (the current price, the
 * stock, whether it is still sold; a line from before packs is the product's default pack), flagged when the price
 * changed or the stock is short since it was added. The lines that can be ordered are priced as an order placed now
 * (`priceOrder`, under the sellers' GST terms), so the cart shows the GST the order charges: none on the lines of a
 * seller without a valid GSTIN.
 */
export function cartView(
  cart: CartRow | undefined,
  lines: CartLineRow[],
  snapshots: ProductSnapshot[],
  supply: SupplyTerms,
  now = new Date(),
  couponTerms?: CartCouponTerms,
): Cart {
  const entries = [...lines]
    .sort(
      (a, b) =>
        a.addedAt.getTime() - b.addedAt.getTime() ||
        a.productId.localeCompare(b.productId) ||
        (a.variantId ?? '').localeCompare(b.variantId ?? ''),
    )
    .map((line) => ({ line, pack: packOf(snapshots, line) }));
  const sold = entries.filter((e) => e.pack);
  const listed = priceOrder(
    sold.map(({ line }) => line),
    snapshots,
    now,
    supply,
  );
  const { priced, coupon } = couponTerms ? withCoupon(listed, couponTerms, now) : { priced: listed, coupon: null };
  const rates = new Map(sold.map((e, i) => [e.line, priced.items[i].gstRate ?? 0]));
  const views = entries.map(({ line, pack: p }): CartLineView => {
    const pricePaise = p?.pricePaise ?? line.addedPricePaise;
    const available = p ? Math.max(0, p.stockQuantity) : 0;
    return {
      productId: line.productId,
      variantId: p?.variantId ?? line.variantId,
      variantLabel: p?.variantLabel ?? line.weight,
      name: p?.name ?? line.name,
      image: p ? p.image : line.image,
      weight: p?.weight ?? line.weight,
      sellerId: p?.sellerId ?? null,
      sellerName: p?.sellerName ?? null,
      quantity: line.quantity,
      price: toRupees(pricePaise),
      addedPrice: toRupees(line.addedPricePaise),
      priceChanged: pricePaise !== line.addedPricePaise,
      gstRate: rates.get(line) ?? 0,
      available,
      maxQuantity: lineCap(available),
      stockShort: available < line.quantity,
      unavailable: !p,
      lineTotal: toRupees(pricePaise * line.quantity),
    };
  });
  return {
    id: cart?.id ?? null,
    lines: views,
    itemCount: views.reduce((sum, l) => sum + l.quantity, 0),
    totals: cartTotalsOf(priced),
    coupon,
    updatedAt: cart?.updatedAt.toISOString() ?? null,
  };
}
