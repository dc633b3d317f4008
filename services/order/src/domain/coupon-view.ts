import { toRupees, type Coupon, type CouponState } from '@thindi/contracts';
import type { CouponFigures } from '../db/coupons.repository';
import type { CouponRow } from '../db/schema';

const NONE: CouponFigures = { orders: 0, discountPaise: 0, revenuePaise: 0 };

/** Where a coupon stands at `now`: its owner's word first (ended, paused), then its dates and its uses. */
export function couponState(row: CouponRow, now: Date): CouponState {
  if (row.status === 'ended') return 'ended';
  if (row.endsAt <= now) return 'expired';
  if (row.status === 'paused') return 'paused';
  if (row.usageLimit !== null && row.used >= row.usageLimit) return 'used-up';
  return row.startsAt > now ? 'scheduled' : 'live';
}

/** A coupon as its owner and the admin read it: rupees, the percent as a number, dates as ISO text. */
export function toCoupon(row: CouponRow, now: Date, figures: CouponFigures = NONE): Coupon {
  return {
    id: row.id,
    code: row.code,
    funder: row.funder,
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    kind: row.kind,
    value: row.kind === 'percent' ? (row.percentBps ?? 0) / 100 : toRupees(row.flatPaise ?? 0),
    minSubtotal: toRupees(row.minSubtotalPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    categories: row.categories,
    productIds: row.productIds,
    status: row.status,
    state: couponState(row, now),
    used: row.used,
    figures: {
      orders: figures.orders,
      discount: toRupees(figures.discountPaise),
      revenue: toRupees(figures.revenuePaise),
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
