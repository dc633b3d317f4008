import { discountPercent, formatRupees, formatRupeesWhole, toPaise, toRupees } from './money';
import { lineGstPaise, orderTotals } from './pricing';
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
    expect(orderTotals([{ price: 500.01, quantity: 1, gstRate: 5 }])).toEqual({
      subtotal: 500.01,
      shipping: 0,
      tax: 25,
      roundOff: 0,
      total: 525.01,
    });
  });
  it('charges to the paisa: the invoices of an order add up to it exactly', () => {
    // ₹1,010 + 5% = ₹1,060.50, charged as such (no round off).
    expect(orderTotals([{ price: 1010, quantity: 1, gstRate: 5 }])).toMatchObject({ roundOff: 0, total: 1060.5 });
  });
  it('rounds tax per line, half up, and charges none on a nil-rated line', () => {
    // 10.10 × 5% = 50.5 paise → 51 per line; two lines 102 paise, where 5% of the whole would be 101.
    const lines = [
      { price: 10.1, quantity: 1, gstRate: 5 },
      { price: 10.1, quantity: 1, gstRate: 5 },
      { price: 80, quantity: 2, gstRate: 0 },
    ];
    expect(orderTotals(lines)).toEqual({ subtotal: 180.2, shipping: 50, tax: 1.02, roundOff: 0, total: 231.22 });
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
