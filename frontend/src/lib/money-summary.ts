import { formatRupees, orderTotals, toPaise, toRupees, type Order, type OrderTotals } from '@thindi/contracts';

/**
 * The money shown for a cart, a checkout or an order: the order service's rules (contracts' orderTotals: tax
 * per line, shipping free above ₹500, the charge rounded to whole rupees with a round off), and the count of units.
 */
export interface MoneySummary extends OrderTotals {
  /** Units, not lines: two of one product and one of another are 3 items. */
  itemCount: number;
}

/** The usual rate of the storefront's snacks, for lines saved before products carried their own. */
export const USUAL_GST_RATE = 5;

export interface MoneyLine {
  id: string;
  price: number;
  quantity: number;
  gstRate?: number;
}

/**
 * A cart's or checkout's money, as an order placed now charges it. `untaxed`: the products whose seller issues a
 * bill of supply (no GSTIN) to this address, as the delivery quote says.
 */
export function moneyOf(lines: readonly MoneyLine[], untaxed: ReadonlySet<string> = new Set()): MoneySummary {
  const totals = orderTotals(
    lines.map((l) => ({
      price: l.price,
      quantity: l.quantity,
      gstRate: untaxed.has(l.id) ? 0 : (l.gstRate ?? USUAL_GST_RATE),
    })),
  );
  return { ...totals, itemCount: lines.reduce((sum, l) => sum + l.quantity, 0) };
}

/** A placed order's money as it was charged; the round off is what the charge adds to the exact sum. */
export function orderMoney(
  order: Pick<Order, 'items' | 'subtotal' | 'shippingCost' | 'tax' | 'totalAmount'>,
): MoneySummary {
  const exactPaise = toPaise(order.subtotal) + toPaise(order.shippingCost) + toPaise(order.tax);
  return {
    subtotal: order.subtotal,
    shipping: order.shippingCost,
    tax: order.tax,
    roundOff: toRupees(toPaise(order.totalAmount) - exactPaise),
    total: order.totalAmount,
    itemCount: order.items.reduce((sum, i) => sum + i.quantity, 0),
  };
}

/** A line's total: unit price × quantity, in paise so it does not drift. */
export const lineTotal = (line: Pick<MoneyLine, 'price' | 'quantity'>): number =>
  toRupees(toPaise(line.price) * line.quantity);

/** A round off with its sign: +₹0.50, −₹0.45. */
export const formatRoundOff = (rupees: number): string => `${rupees < 0 ? '−' : '+'}${formatRupees(Math.abs(rupees))}`;
