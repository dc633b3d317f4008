import { bpsOf, effectiveOn, splitHalves } from './money';

describe('money in paise', () => {
  it('takes a rate in basis points and rounds half up to the paisa', () => {
    expect(bpsOf(10_000, 500)).toBe(500);
    expect(bpsOf(1_010, 500)).toBe(51); // 50.5 paise
    expect(bpsOf(1_009, 500)).toBe(50); // 50.45 paise
    expect(bpsOf(30, 500)).toBe(2); // 1.5 paise
    expect(bpsOf(29, 500)).toBe(1); // 1.45 paise
    expect(bpsOf(12_345, 0)).toBe(0);
  });

  it('refuses fractions of a paisa, negative amounts and impossible rates', () => {
    expect(() => bpsOf(10.5, 500)).toThrow('amount must be whole paise ≥ 0, got 10.5');
    expect(() => bpsOf(-1, 500)).toThrow(RangeError);
    expect(() => bpsOf(100, 10_001)).toThrow('rate must be whole basis points from 0 to 10000, got 10001');
    expect(() => bpsOf(100, 2.5)).toThrow(RangeError);
    expect(() => bpsOf(Number.MAX_SAFE_INTEGER, 500)).toThrow('too large');
  });

  it('splits an odd paisa to the central half', () => {
    expect(splitHalves(51)).toEqual({ central: 26, state: 25 });
    expect(splitHalves(50)).toEqual({ central: 25, state: 25 });
    expect(splitHalves(0)).toEqual({ central: 0, state: 0 });
  });

  it('finds the entry in force on a date, in any order of the table', () => {
    const table = [
      { validFrom: '2025-09-22', rateBps: 500 },
      { validFrom: '2017-07-01', rateBps: 1200 },
    ];
    expect(effectiveOn(table, '2025-09-21', 'rate').rateBps).toBe(1200);
    expect(effectiveOn(table, '2025-09-22', 'rate').rateBps).toBe(500);
    expect(() => effectiveOn(table, '2017-06-30', 'GST rate')).toThrow('No GST rate in force on 2017-06-30');
    expect(() => effectiveOn(table, '2025-02-30', 'rate')).toThrow('Not a calendar date');
  });
});
