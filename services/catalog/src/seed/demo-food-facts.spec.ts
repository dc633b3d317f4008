import { DEMO_SELLERS, foodFactsInputSchema, missingFoodFacts } from '@thindi/contracts';
import { demoFoodFactsOf } from './demo-food-facts';
import { DEMO_PRODUCTS } from './demo-products';

const factsOf = (slug: string) => demoFoodFactsOf(DEMO_PRODUCTS.find((p) => p.slug === slug)!);
const madeWith = (word: RegExp) => DEMO_PRODUCTS.filter((p) => p.ingredients.some((i) => word.test(i)));

describe('the demo catalogue’s food facts', () => {
  it('declares every required fact of every product, as a seller’s form would accept them', () => {
    for (const product of DEMO_PRODUCTS) {
      const facts = demoFoodFactsOf(product);
      expect({ slug: product.slug, missing: missingFoodFacts(facts) }).toEqual({ slug: product.slug, missing: [] });
      const checked = foodFactsInputSchema.safeParse(facts);
      expect({ slug: product.slug, problems: checked.error?.issues.map((i) => i.message) ?? [] }).toEqual({
        slug: product.slug,
        problems: [],
      });
    }
  });

  it('names each product’s seller and a kitchen in its city as the manufacturer, in India', () => {
    for (const product of DEMO_PRODUCTS) {
      const seller = DEMO_SELLERS.find((s) => s.id === product.sellerId)!;
      const facts = demoFoodFactsOf(product);
      expect(facts.manufacturer?.name).toBe(seller.businessName);
      expect(facts.manufacturer?.address).toContain(seller.city);
      expect(facts.manufacturer?.address).toContain(seller.pincode);
      expect(facts.countryOfOrigin).toBe('India');
    }
  });

  it('declares the allergens its ingredients carry: butter and ghee are milk, peanuts, sesame, cashews, wheat', () => {
    const rules: Array<[RegExp, string]> = [
      [/^(butter|ghee|milk)/i, 'milk'],
      [/peanut/i, 'peanut'],
      [/sesame|gingelly/i, 'sesame'],
      [/cashew/i, 'tree-nut'],
      [/wheat|semolina|asafoetida/i, 'gluten'],
      [/mustard/i, 'mustard'],
      [/^egg$/i, 'egg'],
      [/prawn/i, 'crustacean'],
    ];
    for (const [word, allergen] of rules)
      for (const product of madeWith(word))
        expect([product.slug, factsOf(product.slug).allergens]).toEqual([
          product.slug,
          expect.arrayContaining([allergen]),
        ]);
  });

  it('marks veg only what has no egg, fish or crustacean, and keeps some products free of every allergen', () => {
    expect(factsOf('kerala-achappam')).toMatchObject({ diet: 'egg', allergens: expect.arrayContaining(['egg']) });
    expect(factsOf('kerala-prawn-pickle')).toMatchObject({
      diet: 'non-veg',
      allergens: ['crustacean', 'mustard', 'sesame'],
    });
    expect(factsOf('kadalekai-chikki')).toMatchObject({ diet: 'veg', allergens: ['peanut'] });
    expect(factsOf('mysore-pak')).toMatchObject({ diet: 'veg', allergens: ['milk'] });
    expect(factsOf('kerala-banana-chips').allergens).toEqual([]);
    expect(factsOf('sambar-powder').allergens).toContain('mustard');
  });

  it('keeps milk sweets one to three weeks, fried snacks two to three months, powders and pickles half a year or more', () => {
    const days = (slugs: string[]) => slugs.map((slug) => factsOf(slug).shelfLifeDays!);
    const within = (lo: number, hi: number) => (d: number) => d >= lo && d <= hi;
    const sweets = days(['mysore-pak', 'dharwad-peda', 'srivilliputhur-palkova', 'kaju-katli', 'kobbari-mithai']);
    const fried = days(['manapparai-murukku', 'kerala-banana-chips', 'madras-mixture', 'thattai']);
    const kept = days([
      'sambar-powder',
      'rasam-powder',
      'avakaya-mango-pickle',
      'kerala-lime-pickle',
      'kerala-prawn-pickle',
    ]);
    expect(sweets.every(within(7, 20))).toBe(true);
    expect(fried.every(within(45, 90))).toBe(true);
    expect(kept.every(within(180, 365))).toBe(true);
  });
});
