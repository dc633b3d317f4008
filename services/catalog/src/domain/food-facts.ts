import {
  foodFactsInputSchema,
  missingFoodFacts,
  type FoodFacts,
  type FoodFactsInput,
  type FoodFactsState,
} from '@thindi/contracts';
import type { ProductRow } from '../db/schema';

// A product's label facts (decision 035) between their columns and the API.

type FactColumns = Pick<
  ProductRow,
  'diet' | 'allergens' | 'nutrition' | 'shelfLifeDays' | 'storage' | 'countryOfOrigin' | 'manufacturer'
>;

/** The facts as the API answers them: null where the seller has not declared them. */
export const foodFactsOf = (p: Partial<FactColumns>): FoodFacts => ({
  diet: p.diet ?? null,
  allergens: p.allergens ?? null,
  nutritionPer100g: p.nutrition ?? null,
  shelfLifeDays: p.shelfLifeDays ?? null,
  storage: p.storage ?? null,
  countryOfOrigin: p.countryOfOrigin ?? null,
  manufacturer: p.manufacturer ?? null,
});

/**
 * The columns a save writes: only the parts given (`null` clears one), so a form that leaves `food` out, or a part
 * of it, keeps what is stored.
 */
export function foodColumnsOf(food: FoodFactsInput | undefined): Partial<FactColumns> {
  if (!food) return {};
  const given = <K extends keyof FoodFactsInput>(k: K) => k in food && food[k] !== undefined;
  return {
    ...(given('diet') && { diet: food.diet ?? null }),
    ...(given('allergens') && { allergens: food.allergens ?? null }),
    ...(given('nutritionPer100g') && { nutrition: food.nutritionPer100g ?? null }),
    ...(given('shelfLifeDays') && { shelfLifeDays: food.shelfLifeDays ?? null }),
    ...(given('storage') && { storage: food.storage ?? null }),
    ...(given('countryOfOrigin') && { countryOfOrigin: food.countryOfOrigin ?? null }),
    ...(given('manufacturer') && { manufacturer: food.manufacturer ?? null }),
  };
}

/**
 * The facts a save leaves stored: the stored ones with the given parts replaced. A veg mark and an animal allergen
 * can meet across two saves (one part given, the other stored), so the result is checked as the form's schema
 * checks one body; answers the first problem, or null.
 */
export function factsAfterSave(
  stored: FactColumns | undefined,
  food: FoodFactsInput | undefined,
): { facts: FoodFacts; problem: string | null } {
  const facts = foodFactsOf({ ...stored, ...foodColumnsOf(food) });
  const checked = foodFactsInputSchema.safeParse(facts);
  return { facts, problem: checked.success ? null : (checked.error.issues[0]?.message ?? 'food is not valid') };
}

/** Milliseconds in a day. */
const DAY_MS = 86_400_000;

/** Until when a product without its required facts is sold: its first save plus the grace days. */
export const factsDueAt = (since: Date, graceDays: number): Date => new Date(since.getTime() + graceDays * DAY_MS);

/** Where the product stands with its facts, as its seller (and the admin) sees it. */
export function foodFactsStateOf(
  p: FactColumns & Pick<ProductRow, 'foodFactsSince' | 'factsHeld'>,
  graceDays: number,
): FoodFactsState {
  const missing = missingFoodFacts(foodFactsOf(p));
  const complete = missing.length === 0;
  return {
    complete,
    missing,
    dueAt: complete ? null : factsDueAt(p.foodFactsSince, graceDays).toISOString(),
    held: p.factsHeld,
  };
}
