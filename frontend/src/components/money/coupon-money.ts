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
