import { NO_FOOD_FACTS } from '@thindi/contracts';
import { makeFoodFacts, makeProduct } from '../../../../test/product.factory';
import { productJsonLd } from './product-head';

const URL = 'https://thindi.example/product/p';

describe("the product's structured data", () => {
  it('names its country of origin, its maker and its label facts as PropertyValues', () => {
    const ld = productJsonLd(makeProduct({ food: makeFoodFacts() }), URL, []);

    expect(ld).toMatchObject({
      countryOfOrigin: 'India',
      manufacturer: { '@type': 'Organization', name: 'Amma Sweets & Snacks' },
    });
    expect(ld).not.toHaveProperty('nutrition');
    expect(ld).not.toHaveProperty('suitableForDiet');
    expect(ld.additionalProperty).toEqual(
      expect.arrayContaining([
        { '@type': 'PropertyValue', name: 'Diet', value: 'Vegetarian' },
        { '@type': 'PropertyValue', name: 'Allergens', value: 'milk, tree nuts' },
        { '@type': 'PropertyValue', name: 'Shelf life from packing', value: 30, unitText: 'days' },
        { '@type': 'PropertyValue', name: 'Storage', value: 'Store in a cool, dry place' },
        { '@type': 'PropertyValue', name: 'Energy per 100 g', value: 520, unitText: 'kcal' },
        { '@type': 'PropertyValue', name: 'Sodium per 100 g', value: 45, unitText: 'mg' },
      ]),
    );
  });

  it('states nothing the seller has not declared', () => {
    const ld = productJsonLd(makeProduct({ food: NO_FOOD_FACTS }), URL, []);

    expect(ld).not.toHaveProperty('countryOfOrigin');
    expect(ld).not.toHaveProperty('manufacturer');
    expect(ld).not.toHaveProperty('additionalProperty');
  });
});
