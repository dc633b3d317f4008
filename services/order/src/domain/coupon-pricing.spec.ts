import type { ProductSnapshot } from '@thindi/contracts';
import type { CouponRow } from '../db/schema';
import { applyCoupon } from './coupon-pricing';
import { priceOrder, roundOffPaiseOf } from './pricing';

const now = new Date('2026-10-25T06:30:00Z');
const product = (id: string, pricePaise: number, sellerId: string): ProductSnapshot => ({
  id,
  name: `P${id}`,
  pricePaise,
  image: null,
  weight: '500g',
  sellerId,
  sellerName: `Seller ${sellerId}`,
  stockQuantity: 10,
  variantId: `${id}-500g`,
  variantLabel: '500g',
  mrpPaise: pricePaise,
  isDefault: true,
});
const coupon = (more: Partial<CouponRow> = {}): CouponRow => ({
  id: 'c1',
  code: 'DIWALI10',
  funder: 'platform',
  sellerId: null,
  sellerName: null,
  kind: 'percent',
  percentBps: 1000,
  flatPaise: null,
  minSubtotalPaise: 0,
  maxDiscountPaise: null,
  startsAt: now,
  endsAt: now,
  usageLimit: null,
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
// Two sellers in Tamil Nadu shipping to Madurai: CGST and SGST on each line, 5% on sweets.
const supply = { destinationState: 'Tamil Nadu', gstins: { amma: '33ABCDE1234F1Z5', ravi: '33ABCDE1234F1Z5' } };
const listed = () =>
  priceOrder(
    [
      { productId: 'a', quantity: 3 },
      { productId: 'b', quantity: 1 },
    ],
    [product('a', 33_333, 'amma'), product('b', 19_999, 'ravi')],
    now,
    supply,
  );
const paise = (rupees = 0) => Math.round(rupees * 100);

describe('applyCoupon', () => {
  it('a platform coupon splits its discount over the lines to the paisa and leaves their values for the invoices', () => {
    const before = listed();
    const priced = applyCoupon(before, coupon({ maxDiscountPaise: 7_777 }));
    expect(priced.discountPaise).toBe(7_777);
    const shares = priced.items.map((i) => paise(i.discount?.amount));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(7_777);
    expect(priced.items.map((i) => [i.cgst, i.sgst])).toEqual(before.items.map((i) => [i.cgst, i.sgst]));
    expect(priced.items.every((i) => i.discount?.taxable === undefined)).toBe(true);
    // The charge is whole rupees after the discount; the round off is what it adds.
    expect(priced.totalPaise % 100).toBe(0);
    expect(roundOffPaiseOf(priced)).toBe(priced.roundOffPaise);
    expect(priced.roundOffPaise).toBeGreaterThanOrEqual(-49);
    expect(priced.roundOffPaise).toBeLessThanOrEqual(50);
    expect(priced.coupon).toEqual({ id: 'c1', code: 'DIWALI10', funder: 'platform' });
  });

  it("a seller's coupon takes only its own lines, lowering their taxable value and GST before tax", () => {
    const before = listed();
    const priced = applyCoupon(before, coupon({ funder: 'seller', sellerId: 'amma', sellerName: 'Amma' }));
    const [amma, ravi] = priced.items;
    expect(ravi.discount).toBeUndefined();
    const { taxable, cgst, sgst, amount } = amma.discount!;
    const rate = before.items[0].gstRate!;
    // 3 × ₹333.33 and its GST, rounded per line.
    const gross = 99_999 + paise(before.items[0].cgst) + paise(before.items[0].sgst);
    // What the shopper pays for the line: 10% off its value with GST, to within the paisa GST rounding keeps.
    const paid = paise(taxable) + paise(cgst) + paise(sgst);
    expect(gross - paid).toBe(paise(amount));
    expect(paise(amount)).toBeLessThanOrEqual(Math.floor(gross / 10));
    expect(paise(amount)).toBeGreaterThanOrEqual(Math.floor(gross / 10) - 2);
    expect(paise(cgst) + paise(sgst)).toBe(Math.round((paise(taxable) * rate) / 100));
    expect(Math.abs(paise(cgst) - paise(sgst))).toBeLessThanOrEqual(1);
    expect(priced.discountPaise).toBe(paise(amount));
    expect(priced.totalPaise % 100).toBe(0);
  });

  it('is refused with the rules’ sentence when the lines are below its minimum', () => {
    const gross = listed().items.reduce(
      (sum, i) => sum + paise(i.price) * i.quantity + paise(i.cgst) + paise(i.sgst),
      0,
    );
    expect(gross).toBe(1_19_998);
    expect(() => applyCoupon(listed(), coupon({ minSubtotalPaise: 2_00_000 }))).toThrow(
      'Add ₹800.02 more to use DIWALI10',
    );
  });
});
