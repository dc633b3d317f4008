import {
  discountedLine,
  lineGstPaise,
  toPaise,
  toRupees,
  wholeRupeePaise,
  type OrderItem,
  type OrderLineDiscount,
} from '@thindi/contracts';
import { splitHalves } from '@thindi/india';
import type { CouponRow } from '../db/schema';
import { couponDiscount, type CouponLine } from './coupon-rules';
import type { PricedOrder } from './pricing';

/** What a line costs the shopper before any discount: its taxable value and its GST, in paise. */
const lineTaxable = (item: OrderItem) => toPaise(item.price) * item.quantity;
const grossOf = (item: OrderItem) => lineTaxable(item) + lineGstPaise(lineTaxable(item), item.gstRate ?? 0);

/** A line as the coupon rules read it. */
export const couponLineOf = (item: OrderItem): CouponLine => ({
  productId: item.productId,
  sellerId: item.sellerId,
  category: item.category,
  grossPaise: grossOf(item),
});

/**
 * A seller-funded share lowers the line's taxable value (decision 039): the invoice's new values, their GST split as
 * the line's was (IGST to another state, else CGST and SGST in halves; unsplit before an address is known).
 */
function sellerFunded(item: OrderItem, code: string, sharePaise: number): OrderLineDiscount {
  const line = discountedLine({ taxablePaise: lineTaxable(item), gstRatePercent: item.gstRate ?? 0 }, sharePaise);
  const halves = splitHalves(line.gstPaise);
  const split =
    (item.igst ?? 0) > 0
      ? { cgst: 0, sgst: 0, igst: toRupees(line.gstPaise) }
      : item.cgst !== undefined
        ? { cgst: toRupees(halves.central), sgst: toRupees(halves.state), igst: 0 }
        : {};
  return {
    code,
    funder: 'seller',
    amount: toRupees(line.discountPaise),
    taxable: toRupees(line.taxablePaise),
    ...split,
  };
}

/**
 * The order priced with the coupon (decision 039): its discount split over the lines it applies to, each line
 * carrying its share (seller-funded: the invoice's lowered values), and the charge rounded to whole rupees after
 * the discount. Refused with the coupon rules' sentence when the coupon does not apply to these lines. The delivery
 * charge stays that of the lines' list value.
 */
export function applyCoupon(priced: PricedOrder, coupon: CouponRow): PricedOrder {
  const { shares } = couponDiscount(coupon, priced.items.map(couponLineOf));
  const items = priced.items.map((item, i): OrderItem => {
    if (shares[i] === 0) return item;
    const discount: OrderLineDiscount =
      coupon.funder === 'seller'
        ? sellerFunded(item, coupon.code, shares[i])
        : { code: coupon.code, funder: 'platform', amount: toRupees(shares[i]) };
    return { ...item, discount };
  });
  const discountPaise = items.reduce((sum, item) => sum + toPaise(item.discount?.amount ?? 0), 0);
  const exactPaise = priced.subtotalPaise + priced.shippingPaise + priced.taxPaise - discountPaise;
  const totalPaise = wholeRupeePaise(exactPaise);
  return {
    ...priced,
    items,
    discountPaise,
    coupon: { id: coupon.id, code: coupon.code, funder: coupon.funder },
    totalPaise,
    roundOffPaise: totalPaise - exactPaise,
  };
}
