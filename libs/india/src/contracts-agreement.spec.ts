// The SPA's GST list and tax rounding live in contracts (it must not bundle this library); this spec holds the
// two to the same classes and the same per-line tax.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { GST_CLASS_OPTIONS, lineGstPaise } from '@thindi/contracts';
import { GST_CLASSES, rateOn } from './gst-rates';
import { lineTaxPaise } from './tax-split';

describe('contracts agree with the GST rules', () => {
  it('lists the same classes, in the same order, with the same HSN and current rate', () => {
    const today = '2026-01-01';
    expect(GST_CLASS_OPTIONS.map((o) => [o.id, o.label, o.hsn, o.ratePercent])).toEqual(
      GST_CLASSES.map((c) => [c.id, c.label, c.hsn, rateOn(c.id, today) / 100]),
    );
  });

  it("rounds a line's tax the same way", () => {
    for (const paise of [0, 1, 9, 10, 11, 1_010, 12_345, 99_999, 1_234_567, 9_999_999])
      for (const percent of [0, 5, 12, 18, 28])
        expect(lineGstPaise(paise, percent)).toBe(lineTaxPaise(paise, percent * 100));
  });
});
