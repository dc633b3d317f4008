import {
  MAX_LINE_QUANTITY,
  packOf,
  toRupees,
  type Cart,
  type CartLineView,
  type ProductSnapshot,
} from '@thindi/contracts';
import type { CartLineRow, CartRow } from '../db/schema';
import { priceOrder, type SupplyTerms } from './pricing';

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
  const priced = priceOrder(
    sold.map(({ line }) => line),
    snapshots,
    now,
    supply,
  );
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
    totals: {
      subtotal: toRupees(priced.subtotalPaise),
      shipping: toRupees(priced.shippingPaise),
      tax: toRupees(priced.taxPaise),
      roundOff: toRupees(priced.roundOffPaise),
      total: toRupees(priced.totalPaise),
    },
    updatedAt: cart?.updatedAt.toISOString() ?? null,
  };
}
