import { discountPercent, formatRupees, formatRupeesWhole, toPaise, toRupees } from './money';
import { lineGstPaise, orderTotals, wholeRupeePaise } from './pricing';
import { PHONE_PATTERN, PINCODE_PATTERN } from './constants';

describe('rupee formatting', () => {
  it('uses Indian digit grouping with two decimals', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
    expect(formatRupees(12345678.5)).toBe('₹1,23,45,678.50');
    expect(formatRupees(299)).toBe('₹299.00');
  });

  it('rounds checkout totals to whole rupees', () => {
    expect(formatRupeesWhole(1049.5)).toBe('₹1,050');
  });

  it('converts between rupees and paise without float drift', () => {
    expect(toPaise(19.99)).toBe(1999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(1999)).toBe(19.99);
  });
});

describe('discountPercent', () => {
  it('rounds (original - price) / original', () => {
    expect(discountPercent(299, 399)).toBe(25);
  });
  it('is null without a higher original price', () => {
    expect(discountPercent(299, null)).toBeNull();
    expect(discountPercent(299, 299)).toBeNull();
  });
});

describe('orderTotals', () => {
  it('charges ₹50 shipping up to ₹500 and adds 5% tax', () => {
    expect(orderTotals([{ price: 500, quantity: 1, gstRate: 5 }])).toEqual({
      subtotal: 500,
      shipping: 50,
      tax: 25,
      roundOff: 0,
      total: 575,
    });
  });
  it('ships free above ₹500', () => {
    // ₹525.01 exact, charged ₹525: a round off of −1 paisa.
    expect(orderTotals([{ price: 500.01, quantity: 1, gstRate: 5 }])).toEqual({
      subtotal: 500.01,
      shipping: 0,
      tax: 25,
      roundOff: -0.01,
      total: 525,
    });
  });
  it('charges whole rupees, rounding half a rupee up, and shows the difference as the round off', () => {
    // ₹1,010 + 5% = ₹1,060.50 exact, charged ₹1,061.
    expect(orderTotals([{ price: 1010, quantity: 1, gstRate: 5 }])).toMatchObject({ roundOff: 0.5, total: 1061 });
    // ₹1,010.90 + ₹50.55 = ₹1,061.45 exact, charged ₹1,061.
    expect(orderTotals([{ price: 1010.9, quantity: 1, gstRate: 5 }])).toMatchObject({ roundOff: -0.45, total: 1061 });
  });
  it('rounds to the nearest whole rupee within −49 and +50 paise', () => {
    expect(wholeRupeePaise(106_049)).toBe(106_000);
    expect(wholeRupeePaise(106_050)).toBe(106_100);
    expect(wholeRupeePaise(106_100)).toBe(106_100);
    for (let paise = 0; paise < 1_000; paise += 1) {
      const roundOff = wholeRupeePaise(paise) - paise;
      expect(roundOff).toBeGreaterThanOrEqual(-49);
      expect(roundOff).toBeLessThanOrEqual(50);
      expect(wholeRupeePaise(paise) % 100).toBe(0);
    }
  });
  it('has the charge equal subtotal + shipping + tax + round off, to the paisa', () => {
    for (const price of [10.1, 99.99, 333.33, 480.45, 1234.56]) {
      const t = orderTotals([{ price, quantity: 3, gstRate: 12 }]);
      expect(Math.round((t.subtotal + t.shipping + t.tax + t.roundOff) * 100)).toBe(Math.round(t.total * 100));
      expect(Number.isInteger(t.total)).toBe(true);
    }
  });
  it('charges nothing for an empty cart', () => {
    expect(orderTotals([])).toEqual({ subtotal: 0, shipping: 0, tax: 0, roundOff: 0, total: 0 });
  });
  it('rounds tax per line, half up, and charges none on a nil-rated line', () => {
    // 10.10 × 5% = 50.5 paise → 51 per line; two lines 102 paise, where 5% of the whole would be 101.
    const lines = [
      { price: 10.1, quantity: 1, gstRate: 5 },
      { price: 10.1, quantity: 1, gstRate: 5 },
      { price: 80, quantity: 2, gstRate: 0 },
    ];
    expect(orderTotals(lines)).toEqual({ subtotal: 180.2, shipping: 50, tax: 1.02, roundOff: -0.22, total: 231 });
  });
  it('rounds a line of 0.49 paise down', () => {
    expect(lineGstPaise(9, 5)).toBe(0);
    expect(lineGstPaise(10, 5)).toBe(1);
  });
});

describe('patterns', () => {
  it('accepts six-digit pincodes not starting with 0', () => {
    expect(PINCODE_PATTERN.test('600001')).toBe(true);
    expect(PINCODE_PATTERN.test('060001')).toBe(false);
    expect(PINCODE_PATTERN.test('60001')).toBe(false);
  });
  it('accepts phone numbers with an optional plus and a non-zero first digit', () => {
    expect(PHONE_PATTERN.test('+919876543210')).toBe(true);
    expect(PHONE_PATTERN.test('9876543210')).toBe(true);
    expect(PHONE_PATTERN.test('0987654321')).toBe(false);
    expect(PHONE_PATTERN.test('98765-43210')).toBe(false);
  });
});
