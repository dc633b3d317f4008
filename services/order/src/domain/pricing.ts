import { orderTotals, toPaise, toRupees, type OrderItem, type ProductSnapshot } from '@thindi/contracts';

export interface PricedOrder {
  items: OrderItem[];
  subtotalPaise: number;
  shippingPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** Each seller's share of the subtotal, in paise. */
  sellers: { sellerId: string; sellerName: string; subtotalPaise: number }[];
}

/** Repeated lines of one product become one line: the stock check then sees the whole quantity. */
export function mergeLines(
  lines: { productId: string; quantity: number }[],
): { productId: string; quantity: number }[] {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.productId, (merged.get(l.productId) ?? 0) + l.quantity);
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** Prices come from the catalog's snapshot only; totals follow contracts' orderTotals, in paise. */
export function priceOrder(
  lines: { productId: string; quantity: number }[],
  snapshots: ProductSnapshot[],
): PricedOrder {
  const byId = new Map(snapshots.map((s) => [s.id, s]));
  const items: OrderItem[] = lines.map((l) => {
    const p = byId.get(l.productId);
    if (!p) throw new Error(`no snapshot for ${l.productId}`);
    return {
      product: p.id,
      productId: p.id,
      productName: p.name,
      productImage: p.image,
      weight: p.weight,
      quantity: l.quantity,
      price: toRupees(p.pricePaise),
      sellerId: p.sellerId,
      sellerName: p.sellerName,
    };
  });
  const subtotalPaise = items.reduce((sum, i) => sum + toPaise(i.price) * i.quantity, 0);
  const totals = orderTotals(toRupees(subtotalPaise));
  const sellers = new Map<string, { sellerId: string; sellerName: string; subtotalPaise: number }>();
  for (const i of items) {
    const s = sellers.get(i.sellerId) ?? { sellerId: i.sellerId, sellerName: i.sellerName, subtotalPaise: 0 };
    s.subtotalPaise += toPaise(i.price) * i.quantity;
    sellers.set(i.sellerId, s);
  }
  return {
    items,
    subtotalPaise,
    shippingPaise: toPaise(totals.shipping),
    taxPaise: toPaise(totals.tax),
    totalPaise: toPaise(totals.total),
    sellers: [...sellers.values()],
  };
}
