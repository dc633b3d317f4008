import { BUILT_IN_SYNONYM_GROUPS, CATEGORIES, isProductImageKey } from '@thindi/contracts';
import { ingredientsTextOf, searchTextOf } from '../../domain/product-view';
import { DEMO_PRODUCTS } from '../demo-products';
import { scaleProduct, scaleSellers, type ScaleOptions, type ScaleProductRow } from './scale-products';

const NOW = new Date('2026-06-01T00:00:00Z');
const OPTIONS: ScaleOptions = { seed: 7, sellers: 40, now: NOW };
const COUNT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/;

function catalogueOf(options: ScaleOptions, count: number): ScaleProductRow[] {
  const sellerIds = scaleSellers(options).map((s) => s.id!);
  return Array.from({ length: count }, (_, i) => scaleProduct(options, sellerIds, i));
}

const rows = catalogueOf(OPTIONS, COUNT);
const share = (test: (row: ScaleProductRow) => boolean) => rows.filter(test).length / rows.length;

describe('the scale catalogue generator', () => {
  it('writes the same rows for the same seed', () => {
    expect(catalogueOf(OPTIONS, 200)).toEqual(rows.slice(0, 200));
  });

  it('writes other rows for another seed', () => {
    const other = catalogueOf({ ...OPTIONS, seed: 8 }, 200);
    expect(other.map((r) => r.id)).not.toEqual(rows.slice(0, 200).map((r) => r.id));
  });

  it('gives every product a unique id shaped like a UUID', () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(COUNT);
    for (const r of rows) expect(r.id).toMatch(UUID);
  });

  it('gives every product a unique kebab-case slug that starts with its name', () => {
    expect(new Set(rows.map((r) => r.slug)).size).toBe(COUNT);
    for (const r of rows) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(rows[0].slug.startsWith(rows[0].name.toLowerCase().replace(/\s+/g, '-'))).toBe(true);
  });

  it('names products without numbers, repeating names across listings as real sellers do', () => {
    for (const r of rows) expect(r.name).not.toMatch(/\d/);
    expect(new Set(rows.map((r) => r.name)).size).toBeLessThan(COUNT / 2);
  });

  it.each(BUILT_IN_SYNONYM_GROUPS.flat())('uses the spelling "%s" in some product names', (term) => {
    expect(rows.some((r) => r.name.toLowerCase().includes(term))).toBe(true);
  });

  it.each(CATEGORIES)('puts at least a tenth of the products in %s', (category) => {
    expect(share((r) => r.category === category)).toBeGreaterThan(0.1);
  });

  it('prices every product in whole rupees from ₹40 to ₹1,200', () => {
    for (const r of rows) {
      expect(r.pricePaise % 100).toBe(0);
      expect(r.pricePaise).toBeGreaterThanOrEqual(4_000);
      expect(r.pricePaise).toBeLessThanOrEqual(120_000);
    }
  });

  it('shows an original price on some products, always above the price', () => {
    const discounted = rows.filter((r) => r.originalPricePaise !== null);
    expect(discounted.length / COUNT).toBeGreaterThan(0.2);
    for (const r of discounted) expect(r.originalPricePaise).toBeGreaterThan(r.pricePaise);
  });

  it('leaves some products out of stock and never below zero', () => {
    expect(share((r) => r.stockQuantity === 0)).toBeGreaterThan(0.03);
    for (const r of rows) expect(r.stockQuantity).toBeGreaterThanOrEqual(0);
  });

  it('features about one product in fifty', () => {
    expect(share((r) => r.featured === true)).toBeGreaterThan(0.01);
    expect(share((r) => r.featured === true)).toBeLessThan(0.03);
  });

  it('rates some products, with an average from 1 to 5', () => {
    const rated = rows.filter((r) => r.reviewCount! > 0);
    expect(rated.length / COUNT).toBeGreaterThan(0.2);
    for (const r of rated) {
      expect(r.ratingTotal!).toBeGreaterThanOrEqual(r.reviewCount!);
      expect(r.ratingTotal!).toBeLessThanOrEqual(r.reviewCount! * 5);
    }
  });

  it('fills the search columns exactly as the app does', () => {
    for (const r of rows.slice(0, 500)) {
      expect(r.ingredientsText).toBe(ingredientsTextOf({ ingredients: r.ingredients! }));
      expect(r.searchText).toBe(searchTextOf(r));
    }
  });

  it('spreads creation times over the year before now', () => {
    const ages = rows.map((r) => NOW.getTime() - r.createdAt!.getTime());
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeLessThanOrEqual(365 * 86_400_000);
    expect(Math.max(...ages)).toBeGreaterThan(300 * 86_400_000);
  });

  it("shows the demo catalogue's drawings", () => {
    const demoKeys = new Set(
      DEMO_PRODUCTS.flatMap((p) => [1, 2].map((n) => `product-images/demo/${p.slug}-${n}.webp`)),
    );
    for (const r of rows) {
      expect(r.images!.length).toBe(2);
      for (const key of r.images!) {
        expect(isProductImageKey(key)).toBe(true);
        expect(demoKeys.has(key)).toBe(true);
      }
    }
  });
});

describe('the scale catalogue’s food facts', () => {
  const sellerNames = new Map(scaleSellers(OPTIONS).map((s) => [s.id, s.businessName]));

  it('declares them for most products, leaving a few undeclared for the filters to leave out', () => {
    const undeclared = share((r) => r.diet === null);
    expect(undeclared).toBeGreaterThan(0.03);
    expect(undeclared).toBeLessThan(0.1);
    for (const r of rows.filter((row) => row.diet === null))
      expect([r.allergens, r.shelfLifeDays, r.manufacturer]).toEqual([null, null, null]);
  });

  it('marks most products veg and gives many of them allergens, some none at all', () => {
    expect(share((r) => r.diet === 'veg')).toBeGreaterThan(0.8);
    expect(share((r) => (r.allergens ?? []).includes('milk'))).toBeGreaterThan(0.2);
    expect(share((r) => (r.allergens ?? []).includes('peanut'))).toBeGreaterThan(0.05);
    expect(share((r) => r.allergens?.length === 0)).toBeGreaterThan(0.02);
  });

  it('names the product’s own seller as its manufacturer, in India', () => {
    for (const r of rows.filter((row) => row.manufacturer)) {
      expect(r.manufacturer!.name).toBe(sellerNames.get(r.sellerId!));
      expect(r.countryOfOrigin).toBe('India');
    }
  });
});

describe('the scale sellers', () => {
  const sellerRows = scaleSellers({ ...OPTIONS, sellers: 400 });

  it('are verified and active, with unique ids', () => {
    expect(new Set(sellerRows.map((s) => s.id)).size).toBe(400);
    for (const s of sellerRows)
      expect(s).toMatchObject({ isVerified: true, isActive: true, id: expect.stringMatching(UUID) });
  });

  it('have distinct Indian shop names with their town ("Sri Lakshmi Sweets, Tirunelveli")', () => {
    expect(new Set(sellerRows.map((s) => s.businessName)).size).toBe(400);
    for (const s of sellerRows) expect(s.businessName).toMatch(/^[A-Z][A-Za-z& ]+, [A-Z][a-z]+$/);
  });

  it('each sell some of the products', () => {
    const selling = new Set(rows.map((r) => r.sellerId));
    expect(selling.size).toBe(OPTIONS.sellers);
  });
});
