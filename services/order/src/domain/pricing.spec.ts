import type { ProductSnapshot } from '@thindi/contracts';
import { mergeLines, priceOrder } from './pricing';

const product = (id: string, pricePaise: number, sellerId = 's1'): ProductSnapshot => ({
  id,
  name: `P${id}`,
  pricePaise,
  image: null,
  weight: '200g',
  sellerId,
  sellerName: `Seller ${sellerId}`,
  stockQuantity: 10,
});

describe('priceOrder', () => {
  it('charges ₹50 shipping at exactly ₹500 and none just above it', () => {
    const at = priceOrder([{ productId: 'a', quantity: 2 }], [product('a', 25_000)]);
    expect(at).toMatchObject({ subtotalPaise: 50_000, shippingPaise: 5_000, taxPaise: 2_500, totalPaise: 57_500 });
    const above = priceOrder([{ productId: 'a', quantity: 1 }], [product('a', 50_001)]);
    expect(above).toMatchObject({ shippingPaise: 0, taxPaise: 2_500, totalPaise: 52_501 });
  });

  it('rounds the tax per line, half up', () => {
    const priced = priceOrder(
      [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ],
      [product('a', 1_010), product('b', 1_010)],
    );
    // 5% of ₹10.10 is 50.5 paise → 51 on each line; 5% of the whole ₹20.20 would be ₹1.01.
    expect(priced.taxPaise).toBe(102);
  });

  it("charges no GST on a nil-rated papad line and records each line's HSN and rate", () => {
    const priced = priceOrder(
      [
        { productId: 'a', quantity: 2 },
        { productId: 'b', quantity: 1 },
      ],
      [
        { ...product('a', 10_000), name: 'Uddina Happala 200g' },
        { ...product('b', 20_000), gstClass: 'chips' },
      ],
      new Date('2026-01-10T06:00:00Z'),
    );
    expect(priced.items.map((i) => [i.hsn, i.gstRate])).toEqual([
      ['1905 90 40', 0],
      ['2008 19 40', 5],
    ]);
    expect(priced).toMatchObject({ subtotalPaise: 40_000, taxPaise: 1_000, totalPaise: 46_000 });
  });

  it('gives each seller its share of the subtotal', () => {
    const priced = priceOrder(
      [
        { productId: 'a', quantity: 3 },
        { productId: 'b', quantity: 1 },
      ],
      [product('a', 10_000, 's1'), product('b', 29_900, 's2')],
    );
    expect(priced.sellers).toEqual([
      { sellerId: 's1', sellerName: 'Seller s1', subtotalPaise: 30_000 },
      { sellerId: 's2', sellerName: 'Seller s2', subtotalPaise: 29_900 },
    ]);
  });

  it('merges repeated lines of one product', () => {
    expect(
      mergeLines([
        { productId: 'a', quantity: 1 },
        { productId: 'a', quantity: 2 },
      ]),
    ).toEqual([{ productId: 'a', quantity: 3 }]);
  });
});
