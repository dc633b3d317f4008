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

  it('rounds the 5% tax once, on the whole subtotal', () => {
    const priced = priceOrder(
      [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ],
      [product('a', 1_010), product('b', 1_010)],
    );
    // 5% of ₹20.20 is ₹1.01; per-line rounding would give ₹1.02.
    expect(priced.taxPaise).toBe(101);
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
