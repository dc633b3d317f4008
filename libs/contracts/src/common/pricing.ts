/** Business constants of spec section 9, shared by the server and the SPA. */
export const FREE_SHIPPING_ABOVE_RUPEES = 500;
export const SHIPPING_FEE_RUPEES = 50;
export const TAX_RATE = 0.05;

export interface OrderTotals {
  subtotal: number;
  shipping: number;
  tax: number;
  total: number;
}

/** Shipping is free when the subtotal is above ₹500, else ₹50; tax is 5% of the subtotal on top. */
export function orderTotals(subtotalRupees: number): OrderTotals {
  const subtotalPaise = Math.round(subtotalRupees * 100);
  const shippingPaise = subtotalPaise > FREE_SHIPPING_ABOVE_RUPEES * 100 ? 0 : SHIPPING_FEE_RUPEES * 100;
  const taxPaise = Math.round(subtotalPaise * TAX_RATE);
  return {
    subtotal: subtotalPaise / 100,
    shipping: shippingPaise / 100,
    tax: taxPaise / 100,
    total: (subtotalPaise + shippingPaise + taxPaise) / 100,
  };
}
