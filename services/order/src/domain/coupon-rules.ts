import { discountPaise, formatRupees, splitDiscount, toRupees } from '@thindi/contracts';
import { formatDeliveryDate, istDate } from '@thindi/india';
import { DomainError } from '@thindi/platform';
import type { CouponRow } from '../db/schema';

/** A line a coupon may apply to: its product, seller and category, and what it costs with GST (paise). */
export interface CouponLine {
  productId: string;
  sellerId: string;
  category?: string;
  grossPaise: number;
}

/** What a coupon takes off the lines: the discount and each line's share (0 for a line it does not apply to). */
export interface CouponDiscount {
  discountPaise: number;
  shares: number[];
}

const unavailable = (message: string) => DomainError.conflict(message, 'ORDER.COUPON_UNAVAILABLE');
const notApplicable = (message: string) => DomainError.conflict(message, 'ORDER.COUPON_NOT_APPLICABLE');

/** A code no coupon has. */
export const unknownCoupon = (code: string) =>
  DomainError.notFound(`There is no coupon ${code.trim().toUpperCase()}: check the code`, 'ORDER.COUPON_NOT_FOUND');

/** Whether the coupon applies to a line: a seller's to its own lines, narrowed by its categories and products. */
export function couponAppliesTo(coupon: CouponRow, line: CouponLine): boolean {
  if (coupon.funder === 'seller' && line.sellerId !== coupon.sellerId) return false;
  if (coupon.productIds.length > 0 && !coupon.productIds.includes(line.productId)) return false;
  if (coupon.categories.length > 0 && !(line.category && coupon.categories.includes(line.category))) return false;
  return true;
}

/**
 * Whether the shopper may use the coupon now, refused with a sentence that says why: paused or ended, not started,
 * expired, used up, or used by this shopper as often as it allows (`customerUses`).
 */
export function checkCouponUsable(coupon: CouponRow, now: Date, customerUses: number): void {
  const { code } = coupon;
  if (coupon.endsAt <= now) throw unavailable(`${code} expired on ${formatDeliveryDate(istDate(coupon.endsAt))}`);
  if (coupon.status === 'ended') throw unavailable(`${code} has ended`);
  if (coupon.status === 'paused') throw unavailable(`${code} is not available at the moment`);
  if (coupon.startsAt > now)
    throw unavailable(`${code} can be used from ${formatDeliveryDate(istDate(coupon.startsAt))}`);
  if (coupon.usageLimit !== null && coupon.used >= coupon.usageLimit) throw unavailable(`${code} has been used up`);
  if (customerUses >= coupon.perCustomerLimit)
    throw unavailable(
      coupon.perCustomerLimit === 1
        ? `You have used ${code} already: it is for one order per shopper`
        : `You have used ${code} on ${coupon.perCustomerLimit} orders, as many as it allows`,
    );
}

/**
 * The discount the coupon gives on these lines (decision 039): on what its lines cost with GST, from its minimum
 * (counted on those lines: a seller's coupon on that seller's lines only), a percent rounded down and capped or a
 * flat amount, split over its lines to the paisa. Refused with a sentence when it applies to none of them or the
 * lines are below its minimum ('Add ₹120.00 more to use DIWALI10').
 */
export function couponDiscount(coupon: CouponRow, lines: CouponLine[]): CouponDiscount {
  const eligible = lines.map((line) => couponAppliesTo(coupon, line));
  const basePaise = lines.reduce((sum, line, i) => sum + (eligible[i] ? line.grossPaise : 0), 0);
  if (basePaise === 0)
    throw notApplicable(
      coupon.funder === 'seller'
        ? `${coupon.code} is ${coupon.sellerName ?? 'a seller'}'s coupon and applies to none of the items in your cart`
        : `${coupon.code} applies to none of the items in your cart`,
    );
  if (basePaise < coupon.minSubtotalPaise)
    throw notApplicable(
      `Add ${formatRupees(toRupees(coupon.minSubtotalPaise - basePaise))} more to use ${coupon.code}`,
    );
  const rule =
    coupon.kind === 'percent'
      ? { kind: 'percent' as const, value: (coupon.percentBps ?? 0) / 100, maxDiscountPaise: coupon.maxDiscountPaise }
      : { kind: 'flat' as const, value: toRupees(coupon.flatPaise ?? 0) };
  const total = discountPaise(rule, basePaise);
  const split = splitDiscount(
    total,
    lines.filter((_, i) => eligible[i]).map((line) => line.grossPaise),
  );
  let next = 0;
  return { discountPaise: total, shares: eligible.map((applies) => (applies ? split[next++] : 0)) };
}
