import { MAX_LINE_QUANTITY, type Cart, type CartLineView } from '@thindi/contracts';
import { PLACEHOLDER_IMAGE } from '@/lib/svg-data-uri';
import { lineTotal, moneyOf, USUAL_GST_RATE } from '@/lib/money-summary';
import type { CartItem } from './cart.reducer';

/** A server cart line as the cart's screens read it. */
export function itemOf(line: CartLineView): CartItem {
  return {
    id: line.productId,
    name: line.name,
    image: line.image ?? PLACEHOLDER_IMAGE,
    weight: line.weight,
    price: line.price,
    quantity: line.quantity,
    gstRate: line.gstRate,
    maxQuantity: line.maxQuantity > 0 ? line.maxQuantity : undefined,
    ...(line.priceChanged ? { addedPrice: line.addedPrice } : {}),
    ...(line.stockShort ? { stockShort: true } : {}),
    ...(line.unavailable ? { unavailable: true } : {}),
  };
}

export const itemsOf = (cart: Cart | undefined): CartItem[] => cart?.lines.map(itemOf) ?? [];

/** The cart as it will be once the server takes a change: shown at once, replaced by the server's answer. */
export function cartWithItems(current: Cart | undefined, items: CartItem[]): Cart {
  const known = new Map(current?.lines.map((l) => [l.productId, l]));
  const lines = items.map((item): CartLineView => {
    const was = known.get(item.id);
    return {
      productId: item.id,
      name: item.name,
      image: item.image,
      weight: item.weight,
      sellerId: was?.sellerId ?? null,
      sellerName: was?.sellerName ?? null,
      quantity: item.quantity,
      price: item.price,
      addedPrice: item.addedPrice ?? item.price,
      priceChanged: item.addedPrice !== undefined,
      gstRate: item.gstRate ?? USUAL_GST_RATE,
      available: was?.available ?? item.maxQuantity ?? MAX_LINE_QUANTITY,
      maxQuantity: item.maxQuantity ?? MAX_LINE_QUANTITY,
      stockShort: item.maxQuantity !== undefined && item.quantity > item.maxQuantity,
      unavailable: item.unavailable ?? false,
      lineTotal: lineTotal(item),
    };
  });
  const { itemCount: _orderable, ...totals } = moneyOf(items.filter((i) => !i.unavailable));
  const itemCount = items.reduce((sum, i) => sum + i.quantity, 0);
  return { id: current?.id ?? null, lines, itemCount, totals, updatedAt: current?.updatedAt ?? null };
}
