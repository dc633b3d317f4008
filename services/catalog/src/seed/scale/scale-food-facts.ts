import { DEMO_SELLERS, type Allergen, type FoodFacts } from '@thindi/contracts';
import { demoFoodFactsOf } from '../demo-food-facts';

/** Share of generated products whose seller has not declared its facts yet (on sale in their grace period). */
const UNDECLARED = 0.06;
/** Share made with cashews as well (a richer recipe), or made in a kitchen that also handles peanuts. */
const WITH_CASHEWS = 0.08;
const MAY_HOLD_PEANUTS = 0.05;

/** The columns of a product's facts, as the seed writes them. */
export interface ScaleFoodColumns {
  diet: FoodFacts['diet'];
  allergens: Allergen[] | null;
  nutrition: FoodFacts['nutritionPer100g'];
  shelfLifeDays: number | null;
  storage: string | null;
  countryOfOrigin: string | null;
  manufacturer: FoodFacts['manufacturer'];
}

const NONE: ScaleFoodColumns = {
  diet: null,
  allergens: null,
  nutrition: null,
  shelfLifeDays: null,
  storage: null,
  countryOfOrigin: null,
  manufacturer: null,
};

/**
 * A generated product's facts: those of the demo product it is drawn after (its recipe), with now and then an
 * allergen more, made by its own seller in its town; a few are not declared at all, so the food filters have
 * undeclared products to leave out at scale.
 */
export function scaleFoodOf(
  demoSlug: string,
  seller: { name: string; town: string },
  random: () => number,
): ScaleFoodColumns {
  if (random() < UNDECLARED) return NONE;
  const facts = demoFoodFactsOf({ slug: demoSlug, sellerId: DEMO_SELLERS[0].id });
  const extra: Allergen[] = [
    ...(random() < WITH_CASHEWS ? (['tree-nut'] as const) : []),
    ...(random() < MAY_HOLD_PEANUTS ? (['peanut'] as const) : []),
  ];
  const allergens = [...new Set([...(facts.allergens ?? []), ...extra])];
  return {
    diet: facts.diet,
    allergens,
    nutrition: facts.nutritionPer100g,
    shelfLifeDays: facts.shelfLifeDays,
    storage: facts.storage,
    countryOfOrigin: 'India',
    manufacturer: {
      name: seller.name,
      address: `${1 + Math.floor(random() * 120)}, Bazaar Street, ${seller.town}, India`,
    },
  };
}
