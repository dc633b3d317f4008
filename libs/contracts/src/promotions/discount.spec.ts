import { lineGstPaise } from '../common/pricing';
import { discountedLine, discountPaise, splitDiscount } from './discount';

describe('discount arithmetic', () => {
  it('takes a percent rounded down to the paisa, and no more than its cap', () => {
    expect(discountPaise({ kind: 'percent', value: 10 }, 123_456)).toBe(12_345);
    expect(discountPaise({ kind: 'percent', value: 10, maxDiscountPaise: 10_000 }, 123_456)).toBe(10_000);
    expect(discountPaise({ kind: 'percent', value: 12.5 }, 99_999)).toBe(12_499);
    expect(discountPaise({ kind: 'percent', value: 10, maxDiscountPaise: null }, 0)).toBe(0);
  });

  it('takes a flat amount, at most what the lines cost', () => {
    expect(discountPaise({ kind: 'flat', value: 150 }, 50_000)).toBe(15_000);
    expect(discountPaise({ kind: 'flat', value: 150 }, 12_000)).toBe(12_000);
  });

  it('splits a discount over lines in proportion, in paise that add up to it exactly', () => {
    expect(splitDiscount(1_000, [333, 333, 334])).toEqual([333, 333, 334]);
    expect(splitDiscount(100, [1, 1, 1])).toEqual([1, 1, 1]);
    expect(splitDiscount(10, [300, 300, 300])).toEqual([4, 3, 3]);
    const shares = splitDiscount(12_345, [18_900, 45_000, 7_350, 1]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(12_345);
    expect(shares.every((share, i) => share <= [18_900, 45_000, 7_350, 1][i])).toBe(true);
    expect(splitDiscount(0, [100, 200])).toEqual([0, 0]);
    expect(splitDiscount(500, [])).toEqual([]);
  });

  it('adds up exactly whatever the lines, and never gives a line more than it costs', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const lines = Array.from({ length: 1 + (seed % 7) }, (_, i) => ((seed * 7919 + i * 104_729) % 250_000) + 1);
      const value = lines.reduce((sum, paise) => sum + paise, 0);
      const total = (seed * 48_271) % (value + 1);
      const shares = splitDiscount(total, lines);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
      shares.forEach((share, i) => expect(share).toBeLessThanOrEqual(lines[i]));
    }
  });

  it("lowers a line's taxable value by a seller-funded share, never giving back more than the share", () => {
    // ₹100 + 5% GST, ₹10.50 off: ₹90 + ₹4.50.
    expect(discountedLine({ taxablePaise: 10_000, gstRatePercent: 5 }, 1_050)).toEqual({
      taxablePaise: 9_000,
      gstPaise: 450,
      discountPaise: 1_050,
    });
    // ₹100 + 12% GST, ₹10 off: the least taxable value whose price with GST is still ₹102.
    expect(discountedLine({ taxablePaise: 10_000, gstRatePercent: 12 }, 1_000)).toEqual({
      taxablePaise: 9_107,
      gstPaise: 1_093,
      discountPaise: 1_000,
    });
    // A bill of supply (no GST): the share comes off the value itself.
    expect(discountedLine({ taxablePaise: 5_000, gstRatePercent: 0 }, 700)).toEqual({
      taxablePaise: 4_300,
      gstPaise: 0,
      discountPaise: 700,
    });
    expect(discountedLine({ taxablePaise: 5_000, gstRatePercent: 18 }, 999_999).taxablePaise).toBe(0);
  });

  it('keeps each discounted line within a paisa of its share, its GST as any line of that value', () => {
    for (const rate of [0, 5, 12, 18]) {
      for (let taxable = 1; taxable < 40_000; taxable += 997) {
        const gross = taxable + lineGstPaise(taxable, rate);
        for (const share of [1, 7, Math.floor(gross / 3), gross - 1].filter((s) => s <= gross)) {
          const line = discountedLine({ taxablePaise: taxable, gstRatePercent: rate }, share);
          expect(line.gstPaise).toBe(lineGstPaise(line.taxablePaise, rate));
          expect(line.discountPaise).toBeLessThanOrEqual(share);
          expect(share - line.discountPaise).toBeLessThanOrEqual(1);
        }
      }
    }
  });
});
