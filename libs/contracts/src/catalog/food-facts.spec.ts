import {
  ALLERGENS,
  containsSentence,
  excludeAllergensField,
  foodFactsInputSchema,
  isVegetarian,
  missingFoodFacts,
  NO_FOOD_FACTS,
} from './food-facts';

const nutrition = {
  energyKcal: 520,
  proteinG: 9.5,
  carbohydrateG: 55,
  totalSugarsG: 38,
  addedSugarsG: 35,
  totalFatG: 29,
  saturatedFatG: 14,
  transFatG: 0,
  sodiumMg: 45,
};
const messages = (input: unknown) => {
  const r = foodFactsInputSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the allergen list', () => {
  it('holds the nine the FSS labelling regulations name, and sesame and mustard', () => {
    expect(ALLERGENS).toEqual(
      expect.arrayContaining(['gluten', 'crustacean', 'milk', 'egg', 'fish', 'peanut', 'tree-nut', 'soy', 'sulphite']),
    );
    expect(ALLERGENS).toEqual(expect.arrayContaining(['sesame', 'mustard']));
    expect(new Set(ALLERGENS).size).toBe(11);
  });

  it('is said as a label says it, an empty list meaning none', () => {
    expect(containsSentence(['milk', 'tree-nut'])).toBe('Contains: milk, tree nuts');
    expect(containsSentence([])).toBe('Contains no declared allergens');
  });

  it('is taken in the list order, once each, whatever order and case a query gives', () => {
    expect(excludeAllergensField.parse('Peanut, milk,peanut')).toEqual(['milk', 'peanut']);
    expect(excludeAllergensField.parse('')).toBeUndefined();
    expect(excludeAllergensField.parse(undefined)).toBeUndefined();
    const bad = excludeAllergensField.safeParse('peanuts');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^excludeAllergens may hold only: gluten, crustacean/);
  });
});

describe('food facts as a seller gives them', () => {
  it('takes a whole declaration and keeps allergens in the list order', () => {
    const food = foodFactsInputSchema.parse({
      diet: 'veg',
      allergens: ['tree-nut', 'milk'],
      nutritionPer100g: nutrition,
      shelfLifeDays: 20,
      storage: 'Store in a cool, dry place',
      countryOfOrigin: 'India',
      manufacturer: { name: 'Mysuru Mithai Mane', address: 'Sayyaji Rao Road, Mysuru 570001' },
    });
    expect(food.allergens).toEqual(['milk', 'tree-nut']);
    expect(missingFoodFacts({ ...NO_FOOD_FACTS, ...food } as never)).toEqual([]);
  });

  it('takes a part, and null to clear one', () => {
    expect(foodFactsInputSchema.parse({ diet: 'egg', allergens: ['egg', 'gluten'] })).toEqual({
      diet: 'egg',
      allergens: ['gluten', 'egg'],
    });
    expect(foodFactsInputSchema.parse({ shelfLifeDays: null })).toEqual({ shelfLifeDays: null });
  });

  it('refuses a veg mark on food with egg, fish or crustaceans, and an egg mark without egg', () => {
    expect(messages({ diet: 'veg', allergens: ['milk', 'egg'] })).toEqual([
      'A product containing egg cannot carry the veg mark',
    ]);
    expect(messages({ diet: 'veg', allergens: ['crustacean', 'fish'] })).toEqual([
      'A product containing crustaceans and fish cannot carry the veg mark',
    ]);
    expect(messages({ diet: 'egg', allergens: ['milk'] })).toEqual([
      "A product marked 'egg' must list egg among its allergens",
    ]);
    expect(messages({ diet: 'non-veg', allergens: ['fish'] })).toEqual([]);
  });

  it('names the field of every bad value', () => {
    expect(messages({ diet: 'vegan' })).toEqual(['food.diet must be one of: veg, egg, non-veg']);
    expect(messages({ allergens: ['peanuts'] })[0]).toMatch(/^food\.allergens may hold only/);
    expect(messages({ allergens: 'milk' })).toEqual(['food.allergens must be a list (an empty list means none)']);
    expect(messages({ shelfLifeDays: 0 })).toEqual(['food.shelfLifeDays must be at least 1']);
    expect(messages({ shelfLifeDays: 2.5 })).toEqual(['food.shelfLifeDays must be a whole number of days']);
    expect(messages({ countryOfOrigin: '  ' })).toEqual(['food.countryOfOrigin must not be blank']);
    expect(messages({ manufacturer: { name: 'Amma' } })).toEqual(['food.manufacturer.address must be text']);
    expect(messages({ colour: 'green' })[0]).toMatch(/colour/);
  });

  it('refuses nutrition that no label could print', () => {
    expect(messages({ nutritionPer100g: { ...nutrition, energyKcal: 1200 } })).toEqual([
      'nutritionPer100g.energyKcal must be at most 900 kcal',
    ]);
    expect(messages({ nutritionPer100g: { ...nutrition, addedSugarsG: 40 } })).toEqual([
      'nutritionPer100g.addedSugarsG cannot exceed totalSugarsG',
    ]);
    expect(messages({ nutritionPer100g: { ...nutrition, saturatedFatG: 20, transFatG: 10 } })).toEqual([
      'nutritionPer100g.saturatedFatG and transFatG together cannot exceed totalFatG',
    ]);
    expect(messages({ nutritionPer100g: { ...nutrition, proteinG: 40 } })).toEqual([
      'nutritionPer100g: protein, carbohydrate, fat and sodium add up to more than 100 g',
    ]);
    const { sodiumMg: _dropped, ...withoutSodium } = nutrition;
    expect(messages({ nutritionPer100g: withoutSodium })).toEqual(['nutritionPer100g.sodiumMg must be a number']);
  });
});

describe('the diet mark', () => {
  it('is green only for veg: egg and non-veg carry the brown mark', () => {
    expect(isVegetarian('veg')).toBe(true);
    expect(isVegetarian('egg')).toBe(false);
    expect(isVegetarian('non-veg')).toBe(false);
    expect(isVegetarian(null)).toBe(false);
  });

  it('is required, with the allergens, shelf life, origin and manufacturer', () => {
    expect(missingFoodFacts(NO_FOOD_FACTS)).toEqual([
      'diet',
      'allergens',
      'shelfLifeDays',
      'countryOfOrigin',
      'manufacturer',
    ]);
    expect(missingFoodFacts({ ...NO_FOOD_FACTS, allergens: [] })).not.toContain('allergens');
  });
});
