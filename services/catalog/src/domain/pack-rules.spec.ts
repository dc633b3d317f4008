import { strikePricePaise } from '@thindi/contracts';
import { gstOfProduct, gstRateOf, mrpFrom, packOfSingleSize } from './pack-rules';

describe('a single-size product as one pack', () => {
  it('reads the weight as typed and keeps it as the label', () => {
    const pack = packOfSingleSize(
      { weight: '250 gm', pricePaise: 12_000, originalPricePaise: 15_000, stockQuantity: 7 },
      5,
    );
    expect(pack).toMatchObject({
      label: '250 gm',
      netQuantity: { value: 250, unit: 'g' },
      pricePaise: 12_000,
      mrpPaise: 15_750,
      stockQuantity: 7,
      isDefault: true,
    });
    expect(pack.notes).toEqual([]);
  });

  it('sells a weight it cannot read as one piece, and says so', () => {
    const pack = packOfSingleSize(
      { weight: '2 x 100 g', pricePaise: 9_000, originalPricePaise: 9_500, stockQuantity: 1 },
      5,
    );
    expect(pack.netQuantity).toEqual({ value: 1, unit: 'pcs' });
    expect(pack.label).toBe('2 x 100 g');
    expect(pack.notes).toEqual([
      "We could not read the weight '2 x 100 g' as a size: it is sold as 1 pc until you set it.",
    ]);
  });

  it('gives a missing MRP as the price with GST rounded up to the rupee, and says so', () => {
    const pack = packOfSingleSize({ weight: '200g', pricePaise: 9_999, originalPricePaise: null, stockQuantity: 3 }, 5);
    expect(pack.mrpPaise).toBe(10_500);
    expect(pack.notes).toEqual([
      'Its MRP was set to ₹105.00, the price with GST rounded up: check it against the label.',
    ]);
  });
});

describe('MRP and strike price', () => {
  it('takes the MRP from the original price with its GST', () => {
    expect(mrpFrom(12_000, 15_000, 5)).toBe(15_750);
    expect(mrpFrom(12_000, null, 0)).toBe(12_000);
    expect(mrpFrom(12_050, null, 0)).toBe(12_100);
  });

  it('answers the original price back from the MRP, exactly', () => {
    for (const original of [15_000, 19_999, 12_345, 101])
      expect(strikePricePaise(100, mrpFrom(100, original, 5), 5)).toBe(original);
  });

  it('shows no strike price when the MRP takes less than 1% off', () => {
    expect(strikePricePaise(9_999, 10_500, 5)).toBeNull();
    expect(strikePricePaise(12_000, 12_600, 5)).toBeNull();
    expect(strikePricePaise(12_000, 13_230, 5)).toBe(12_600);
  });
});

describe("a product's GST", () => {
  it('takes the class its category and name default to, with its HSN and rate', () => {
    const chips = { category: 'savory', name: 'Kerala Banana Chips', gstClass: null };
    expect(gstOfProduct(chips)).toEqual({ gstClass: 'chips', hsn: '2008 19 40', gstRate: 5 });
    expect(gstRateOf(chips)).toBe(5);
  });

  it('takes the class its seller picked over the default', () => {
    const picked = { category: 'savory', name: 'Kerala Banana Chips', gstClass: 'namkeen-sweets' };
    expect(gstOfProduct(picked)).toMatchObject({ gstClass: 'namkeen-sweets', hsn: '2106 90' });
  });
});
