import { invoicedShareOf, paidShareOf } from './refund-share';

describe("a refund's share of a part a platform's coupon paid for", () => {
  const part = { grossPaise: 94_500, platformDiscountPaise: 9_450 };

  it('takes back of the invoiced value in proportion to what was paid, all of it with the last paisa', () => {
    expect(invoicedShareOf(part, 42_525)).toBe(47_250);
    expect(invoicedShareOf(part, 85_049)).toBe(94_499);
    expect(invoicedShareOf(part, 85_050)).toBe(94_500);
    expect(invoicedShareOf(part, 90_000)).toBe(94_500);
  });

  it('finds what was paid back from what was taken back, for every paisa of the part', () => {
    const parts = [
      part,
      { grossPaise: 1_001, platformDiscountPaise: 999 },
      { grossPaise: 7, platformDiscountPaise: 3 },
    ];
    const missed: string[] = [];
    for (const p of parts)
      for (let paid = 0; paid <= p.grossPaise - p.platformDiscountPaise; paid += 1)
        if (paidShareOf(p, invoicedShareOf(p, paid)) !== paid) missed.push(`${p.grossPaise}/${paid}`);
    expect(missed).toEqual([]);
  });

  it('is the refund itself without a platform coupon', () => {
    const plain = { grossPaise: 94_500, platformDiscountPaise: 0 };
    expect(invoicedShareOf(plain, 30_000)).toBe(30_000);
    expect(paidShareOf(plain, 30_000)).toBe(30_000);
  });
});
