import type { ProductSnapshot } from '@thindi/contracts';
import { priceOrder, roundOffPaiseOf, unregisteredInterState } from './pricing';

const product = (id: string, pricePaise: number, sellerId = 's1'): ProductSnapshot => ({
  id,
  name: `P${id}`,
  pricePaise,
  image: null,
  weight: '200g',
  sellerId,
  sellerName: `Seller ${sellerId}`,
  stockQuantity: 10,
  variantId: `${id}-200g`,
  variantLabel: '200g',
  mrpPaise: pricePaise * 2,
  isDefault: true,
});

describe('priceOrder', () => {
  it('charges ₹50 shipping at exactly ₹500 and none just above it', () => {
    const at = priceOrder([{ productId: 'a', quantity: 2 }], [product('a', 25_000)]);
    expect(at).toMatchObject({ subtotalPaise: 50_000, shippingPaise: 5_000, taxPaise: 2_500, totalPaise: 57_500 });
    const above = priceOrder([{ productId: 'a', quantity: 1 }], [product('a', 50_001)]);
    // ₹525.01 exact, charged in whole rupees.
    expect(above).toMatchObject({ shippingPaise: 0, taxPaise: 2_500, totalPaise: 52_500, roundOffPaise: -1 });
  });

  it('charges whole rupees: ₹1,060.50 exact is ₹1,061 with a round off of 50 paise', () => {
    const priced = priceOrder([{ productId: 'a', quantity: 1 }], [product('a', 1_01_000)]);
    expect(priced).toMatchObject({ subtotalPaise: 1_01_000, shippingPaise: 0, taxPaise: 5_050 });
    expect(priced).toMatchObject({ totalPaise: 1_06_100, roundOffPaise: 50 });
    expect(roundOffPaiseOf(priced)).toBe(50);
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

  it("keeps each line's storefront category, and none when the catalog sent none", () => {
    const priced = priceOrder(
      [
        { productId: 'a', quantity: 1 },
        { productId: 'b', quantity: 1 },
      ],
      [{ ...product('a', 10_000), category: 'sweet' }, product('b', 10_000)],
    );
    expect(priced.items.map((i) => i.category)).toEqual(['sweet', undefined]);
    expect(priced.items[1]).not.toHaveProperty('category');
  });

  describe('GST by place of supply', () => {
    const lines = [
      { productId: 'a', quantity: 1 },
      { productId: 'b', quantity: 3 },
    ];
    const snapshots = [product('a', 1_010, 'tn'), product('b', 3_333, 'ka')];
    const supply = (destinationState: string, gstins: Record<string, string | null>) => ({
      destinationState,
      gstins,
      originStates: { tn: 'Tamil Nadu', ka: 'Karnataka' },
    });
    // Valid GSTINs of a Tamil Nadu and a Karnataka seller (check characters computed by libs/india).
    const TN = '33AMSPS1234A1ZB';
    const KA = '29MMMPM9012C1ZO';

    it("splits a same-state line into CGST + SGST (the odd paisa to CGST) and another state's into IGST", () => {
      const priced = priceOrder(lines, snapshots, undefined, supply('Tamil Nadu', { tn: TN, ka: KA }));
      // ₹10.10 × 5% = 50.5 → 51 paise: CGST 26, SGST 25. ₹99.99 × 5% = 499.95 → 500 paise of IGST.
      expect(priced.items.map(({ cgst, sgst, igst }) => [cgst, sgst, igst])).toEqual([
        [0.26, 0.25, 0],
        [0, 0, 5],
      ]);
      expect(priced.taxPaise).toBe(551);
    });

    it('charges no GST on the lines of a seller without a GSTIN (a bill of supply)', () => {
      const priced = priceOrder(lines, snapshots, undefined, supply('Tamil Nadu', { tn: null, ka: KA }));
      expect(priced.items[0]).toMatchObject({ gstRate: 0, cgst: 0, sgst: 0, igst: 0 });
      expect(priced.taxPaise).toBe(500);
    });

    it('charges the same tax before the address is known (a cart) as to any address, a bad GSTIN counting as none', () => {
      const gstins = { tn: '33AMSPS1234A1ZC', ka: KA };
      const originStates = { tn: 'Tamil Nadu', ka: 'Karnataka' };
      const cart = priceOrder(lines, snapshots, undefined, { gstins, originStates });
      expect(cart.items.map((i) => i.gstRate)).toEqual([0, 5]);
      for (const state of ['Tamil Nadu', 'Karnataka', 'Kerala'])
        expect(priceOrder(lines, snapshots, undefined, supply(state, gstins)).taxPaise).toBe(cart.taxPaise);
      expect(priceOrder(lines, snapshots, undefined, { gstins: {} }).taxPaise).toBe(0);
    });

    it('names the product of a seller without a GSTIN delivering to another state', () => {
      const items = [
        { productName: 'Murukku', sellerId: 'tn' },
        { productName: 'Laddu', sellerId: 'ka' },
      ];
      expect(unregisteredInterState(items, supply('Tamil Nadu', { tn: null, ka: KA }))).toBeUndefined();
      expect(unregisteredInterState(items, supply('Tamil Nadu', { tn: TN, ka: null }))).toBe(
        'Laddu can only be sold within Karnataka: its seller has no GSTIN',
      );
    });
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
});
