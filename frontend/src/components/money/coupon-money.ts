import { formatRupees, toPaise, toRupees, wholeRupeePaise, type Order } from '@thindi/contracts';
import { orderMoney, type MoneySummary } from '@/lib/money-summary';

/** A coupon's discount as the money lines show it: 'Discount (FESTIVE10)', in rupees with GST. */
export interface MoneyDiscount {
  code: string;
  amount: number;
}

/**
 * The money with a discount taken off before the charge is rounded to whole rupees, as the order service charges
 * it: subtotal, shipping and GST stay those of the lines' list value.
 */
export function lessDiscount(money: MoneySummary, discount: number): MoneySummary {
  if (discount <= 0) return money;
  const exactPaise = toPaise(money.subtotal) + toPaise(money.shipping) + toPaise(money.tax) - toPaise(discount);
  const totalPaise = wholeRupeePaise(exactPaise);
  return { ...money, roundOff: toRupees(totalPaise - exactPaise), total: toRupees(totalPaise) };
}

/** A placed order's money and its coupon's discount; the round off is what the charge adds after the discount. */
export function orderCouponMoney(
  order: Pick<Order, 'items' | 'subtotal' | 'shippingCost' | 'tax' | 'totalAmount' | 'coupon'>,
): { money: MoneySummary; discount: MoneyDiscount | null } {
  const money = orderMoney(order);
  const coupon = order.coupon;
  if (!coupon || coupon.discount <= 0) return { money, discount: null };
  const roundOff = toRupees(toPaise(money.roundOff) + toPaise(coupon.discount));
  return { money: { ...money, roundOff }, discount: { code: coupon.code, amount: coupon.discount } };
}

/** A discount with its sign, as the money lines show it: −₹52.50. */
export const formatDiscount = (rupees: number): string => `−${formatRupees(rupees)}`;

/** How an order's payment adds up from its tax invoices: invoices + round off − the platform's discount = paid. */
export interface InvoiceBreakup {
  /** The sellers' invoices (a seller's coupon already lowered its lines) and the delivery invoice, with GST. */
  invoices: number;
  roundOff: number;
  /** What the platform's coupon paid: not on any seller's invoice. */
  platformDiscount: number;
  paid: number;
}

const lineGross = (item: Order['items'][number]) =>
  toPaise(item.price) * item.quantity + toPaise(item.cgst ?? 0) + toPaise(item.sgst ?? 0) + toPaise(item.igst ?? 0);
const loweredGross = (discount: NonNullable<Order['items'][number]['discount']>) =>
  toPaise(discount.taxable ?? 0) +
  toPaise(discount.cgst ?? 0) +
  toPaise(discount.sgst ?? 0) +
  toPaise(discount.igst ?? 0);

/**
 * The break-up of an order placed with a coupon (decision 039), or null without one: a seller's coupon lowers the
 * value its invoice states, the platform's stays off the invoices and is taken off after them.
 */
export function invoiceBreakup(
  order: Pick<Order, 'items' | 'subtotal' | 'shippingCost' | 'tax' | 'totalAmount' | 'coupon'>,
): InvoiceBreakup | null {
  const coupon = order.coupon;
  if (!coupon || coupon.discount <= 0) return null;
  const lowered = order.items.reduce((sum, item) => {
    const discount = item.discount;
    if (!discount || discount.funder !== 'seller' || discount.taxable === undefined) return sum;
    return sum + lineGross(item) - loweredGross(discount);
  }, 0);
  const invoicesPaise = toPaise(order.subtotal) + toPaise(order.tax) + toPaise(order.shippingCost) - lowered;
  const platformPaise = coupon.funder === 'platform' ? toPaise(coupon.discount) : 0;
  const paidPaise = toPaise(order.totalAmount);
  return {
    invoices: toRupees(invoicesPaise),
    roundOff: toRupees(paidPaise - (invoicesPaise - platformPaise)),
    platformDiscount: toRupees(platformPaise),
    paid: toRupees(paidPaise),
  };
}
