/** Business constants of spec section 9, shared by the server and the SPA. */
export const FREE_SHIPPING_ABOVE_RUPEES = 500;
export const SHIPPING_FEE_RUPEES = 50;

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  /**
   * What the charge adds to subtotal + shipping + tax to round it. Zero: the charge is exact to the paisa, since each
   * invoice is exact and together they add up to what the shopper paid (decision 019).
   */
  roundOff: number;
  /** The charged total: subtotal + shipping + tax + roundOff. */
  total: number;
}

/** One line of a cart or order: its price in rupees (tax-exclusive), how many, and its GST rate in percent. */
export interface TaxedLine {
  price: number;
  quantity: number;
  gstRate: number;
}

/** GST of one line: its taxable value in paise times its rate, rounded half up to the paisa. */
export function lineGstPaise(taxablePaise: number, ratePercent: number): number {
  const bps = Math.round(ratePercent * 100);
  return Math.floor((taxablePaise * bps + 5_000) / 10_000);
}

/** A line's taxable value (price × quantity) in paise. */
export const lineTaxablePaise = (line: Pick<TaxedLine, 'price' | 'quantity'>): number =>
  Math.round(line.price * 100) * line.quantity;

/** Shipping is free when the subtotal is above ₹500, else ₹50. */
export function shippingFor(subtotalRupees: number): number {
  return Math.round(subtotalRupees * 100) > FREE_SHIPPING_ABOVE_RUPEES * 100 ? 0 : SHIPPING_FEE_RUPEES;
}

/**
 * What checkout shows and what the order charges: tax is each line's taxable value times its rate, rounded per
 * line; shipping is free above ₹500, else ₹50; the sum is charged to the paisa. The SPA's cart, checkout and order
 * summaries and the order service's pricing all use it.
 */
export function orderTotals(lines: readonly TaxedLine[]): OrderTotals {
  let subtotalPaise = 0;
  let taxPaise = 0;
  for (const line of lines) {
    const taxable = lineTaxablePaise(line);
    subtotalPaise += taxable;
    taxPaise += lineGstPaise(taxable, line.gstRate);
  }
  // Nothing to ship, nothing to charge: an empty cart's totals are all zero.
  const shippingPaise = lines.length ? shippingFor(subtotalPaise / 100) * 100 : 0;
  return {
    subtotal: subtotalPaise / 100,
    shipping: shippingPaise / 100,
    tax: taxPaise / 100,
    roundOff: 0,
    total: (subtotalPaise + shippingPaise + taxPaise) / 100,
  };
}
