import { orderTotals, toPaise, toRupees, type OrderItem, type ProductSnapshot } from '@thindi/contracts';
import { findGstClass, gstClassFor, istDate, rateOn } from '@thindi/india';

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

/** A product's GST class: the catalog's, else the default its name gives. */
const gstClassOf = (p: ProductSnapshot) =>
  findGstClass(p.gstClass ?? '') ?? findGstClass(gstClassFor('savory', p.name))!;

/**
 * Prices come from the catalog's snapshot only; each line carries its HSN and its GST rate on the order date
 * (India time); totals follow contracts' orderTotals (tax rounded per line), in paise.
 */
export function priceOrder(
  lines: { productId: string; quantity: number }[],
  snapshots: ProductSnapshot[],
  now = new Date(),
): PricedOrder {
  const date = istDate(now);
  const byId = new Map(snapshots.map((s) => [s.id, s]));
  const items: OrderItem[] = lines.map((l) => {
    const p = byId.get(l.productId);
    if (!p) throw new Error(`no snapshot for ${l.productId}`);
    const gst = gstClassOf(p);
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
      hsn: gst.hsn,
      gstRate: rateOn(gst.id, date) / 100,
    };
  });
  const subtotalPaise = items.reduce((sum, i) => sum + toPaise(i.price) * i.quantity, 0);
  const totals = orderTotals(items.map((i) => ({ price: i.price, quantity: i.quantity, gstRate: i.gstRate ?? 0 })));
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
