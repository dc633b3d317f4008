/** The money rules (docs/product.md, Checkout > Money), shared by the server and the SPA. */
export const FREE_SHIPPING_ABOVE_RUPEES = 500;
export const SHIPPING_FEE_RUPEES = 50;

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  /**
   * What the charge adds to subtotal + shipping + tax to reach whole rupees: from −0.49 to +0.50. The invoices stay
   * exact; the platform's books carry the round off (decision 025).
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

/** A sum in paise rounded to whole rupees, half up: 1,060.50 → 1,061; 1,060.49 → 1,060. */
export const wholeRupeePaise = (paise: number): number => Math.floor((paise + 50) / 100) * 100;

/**
 * What checkout shows and what the order charges: tax is each line's taxable value times its rate, rounded per
 * line; shipping is free above ₹500, else ₹50; the sum is charged in whole rupees, the difference shown as the
 * round off. The SPA's cart, checkout and order summaries and the order service's pricing all use it.
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
  const exactPaise = subtotalPaise + shippingPaise + taxPaise;
  const totalPaise = wholeRupeePaise(exactPaise);
  return {
    subtotal: subtotalPaise / 100,
    shipping: shippingPaise / 100,
    tax: taxPaise / 100,
    roundOff: (totalPaise - exactPaise) / 100,
    total: totalPaise / 100,
  };
}
