import type { CouponRow } from '../db/schema';
import { checkCouponUsable, couponDiscount, type CouponLine } from './coupon-rules';

const now = new Date('2026-10-25T06:30:00Z');
const DAY = 24 * 3600 * 1000;
const coupon = (more: Partial<CouponRow> = {}): CouponRow => ({
  id: 'c1',
  code: 'DIWALI10',
  funder: 'platform',
  sellerId: null,
  sellerName: null,
  kind: 'percent',
  percentBps: 1000,
  flatPaise: null,
  minSubtotalPaise: 49_900,
  maxDiscountPaise: 20_000,
  startsAt: new Date(now.getTime() - DAY),
  endsAt: new Date(now.getTime() + DAY),
  usageLimit: 5,
  perCustomerLimit: 1,
  categories: [],
  productIds: [],
  status: 'active',
  used: 0,
  createdBy: 'admin',
  createdAt: now,
  updatedAt: now,
  ...more,
});
const line = (grossPaise: number, more: Partial<CouponLine> = {}): CouponLine => ({
  productId: 'p1',
  sellerId: 'amma',
  category: 'sweet',
  grossPaise,
  ...more,
});
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return { code: (err as { code?: string }).code, message: (err as Error).message };
  }
  throw new Error('not refused');
};

describe('a coupon on the lines of a cart', () => {
  it('takes a percent of what the lines cost with GST, capped, split over the lines to the paisa', () => {
    const lines = [line(33_333), line(33_333, { productId: 'p2' }), line(33_334, { productId: 'p3' })];
    expect(couponDiscount(coupon(), lines)).toEqual({ discountPaise: 10_000, shares: [3_333, 3_333, 3_334] });
    expect(couponDiscount(coupon(), [line(500_000)]).discountPaise).toBe(20_000);
    expect(couponDiscount(coupon({ kind: 'flat', percentBps: null, flatPaise: 5_000 }), [line(60_000)])).toEqual({
      discountPaise: 5_000,
      shares: [5_000],
    });
  });

  it("counts a seller's coupon, and a narrowed one, on its own lines only, for the minimum and the share", () => {
    const own = coupon({ funder: 'seller', sellerId: 'amma', sellerName: 'Amma Snacks', minSubtotalPaise: 30_000 });
    const lines = [line(40_000), line(90_000, { productId: 'p9', sellerId: 'house' })];
    expect(couponDiscount(own, lines)).toEqual({ discountPaise: 4_000, shares: [4_000, 0] });
    expect(refusal(() => couponDiscount(own, [line(90_000, { sellerId: 'house' })]))).toEqual({
      code: 'ORDER.COUPON_NOT_APPLICABLE',
      message: "DIWALI10 is Amma Snacks's coupon and applies to none of the items in your cart",
    });
    const savoury = coupon({ categories: ['savory'], minSubtotalPaise: 0 });
    expect(couponDiscount(savoury, [line(10_000), line(20_000, { category: 'savory' })]).shares).toEqual([0, 2_000]);
    expect(refusal(() => couponDiscount(coupon({ productIds: ['p2'] }), lines)).code).toBe(
      'ORDER.COUPON_NOT_APPLICABLE',
    );
  });

  it('says how much more to add below the minimum', () => {
    expect(refusal(() => couponDiscount(coupon(), [line(37_900)]))).toEqual({
      code: 'ORDER.COUPON_NOT_APPLICABLE',
      message: 'Add ₹120.00 more to use DIWALI10',
    });
  });

  it('refuses a coupon the shopper may not use now, saying why', () => {
    const why = (c: CouponRow, uses = 0) => refusal(() => checkCouponUsable(c, now, uses)).message;
    expect(why(coupon({ endsAt: new Date(now.getTime() - 1000) }))).toBe('DIWALI10 expired on Sun, 25 Oct');
    expect(why(coupon({ startsAt: new Date('2026-10-27T18:30:00Z') }))).toBe('DIWALI10 can be used from Wed, 28 Oct');
    expect(why(coupon({ used: 5 }))).toBe('DIWALI10 has been used up');
    expect(why(coupon({ status: 'paused' }))).toBe('DIWALI10 is not available at the moment');
    expect(why(coupon({ status: 'ended' }))).toBe('DIWALI10 has ended');
    expect(why(coupon(), 1)).toBe('You have used DIWALI10 already: it is for one order per shopper');
    expect(why(coupon({ perCustomerLimit: 3 }), 3)).toBe('You have used DIWALI10 on 3 orders, as many as it allows');
    expect(() => checkCouponUsable(coupon({ used: 4 }), now, 0)).not.toThrow();
  });
});
