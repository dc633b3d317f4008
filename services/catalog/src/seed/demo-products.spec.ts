import { CATEGORIES, DEMO_SELLERS } from '@thindi/contracts';
import { ART_KINDS, DEMO_PRODUCTS } from './demo-products';

const HEX = /^#[0-9a-f]{6}$/i;

describe('the demo catalogue', () => {
  it('has at least thirty products', () => {
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(30);
  });

  it('gives every product a unique kebab-case slug', () => {
    const slugs = DEMO_PRODUCTS.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(CATEGORIES)('has at least five %s products', (category) => {
    expect(DEMO_PRODUCTS.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(5);
  });

  it.each(DEMO_SELLERS.map((s) => [s.businessName, s.id]))('has products sold by %s', (_name, id) => {
    expect(DEMO_PRODUCTS.some((p) => p.sellerId === id)).toBe(true);
  });

  it('sells only through the demo sellers', () => {
    const ids = new Set<string>(DEMO_SELLERS.map((s) => s.id));
    for (const p of DEMO_PRODUCTS) expect(ids.has(p.sellerId)).toBe(true);
  });

  it('prices every product in whole, positive paise', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.pricePaise)).toBe(true);
      expect(p.pricePaise).toBeGreaterThan(0);
    }
  });

  it('shows an original price only when it is higher than the price', () => {
    for (const p of DEMO_PRODUCTS.filter((d) => d.originalPricePaise !== null)) {
      expect(Number.isInteger(p.originalPricePaise)).toBe(true);
      expect(p.originalPricePaise).toBeGreaterThan(p.pricePaise);
    }
  });

  it('has at least one product out of stock and none with a negative or fractional stock', () => {
    expect(DEMO_PRODUCTS.some((p) => p.stockQuantity === 0)).toBe(true);
    for (const p of DEMO_PRODUCTS) {
      expect(Number.isInteger(p.stockQuantity)).toBe(true);
      expect(p.stockQuantity).toBeGreaterThanOrEqual(0);
    }
  });

  it('describes every product with a name, a description, ingredients and a weight', () => {
    for (const p of DEMO_PRODUCTS) {
      expect(p.name.trim()).not.toBe('');
      expect(p.description.length).toBeGreaterThan(40);
      expect(p.ingredients.length).toBeGreaterThan(0);
      expect(p.weight).toMatch(/^\d+(g|kg)$/);
    }
  });

  it('draws every product with a known art kind and #rrggbb colours', () => {
    for (const { art } of DEMO_PRODUCTS) {
      expect(ART_KINDS).toContain(art.kind);
      for (const colour of [art.base, art.accent, art.background]) expect(colour).toMatch(HEX);
    }
  });
});
