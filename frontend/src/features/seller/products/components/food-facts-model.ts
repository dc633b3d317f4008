import {
  ALLERGENS,
  DIETS,
  foodFactsInputSchema,
  NO_FOOD_FACTS,
  NUTRIENTS,
  type Allergen,
  type Diet,
  type FoodFacts,
  type FoodFactsInput,
  type NutrientKey,
} from '@thindi/contracts';
import { z } from 'zod';

/** Where a product is made unless the seller says otherwise. */
export const DEFAULT_COUNTRY = 'India';
export const NUTRITION_ALL_OR_NONE_MESSAGE = 'Give every nutrition value per 100 g, or leave them all blank';

/**
 * The food facts as the form keeps them: text as typed, and the allergens as ticks with 'Contains none of these'
 * apart, so that nothing ticked stays 'not declared' while 'none' is a declaration of its own.
 */
export interface FoodFactsDraft {
  diet: Diet | '';
  allergens: Allergen[];
  noAllergens: boolean;
  nutrition: Record<NutrientKey, string>;
  shelfLifeDays: string;
  storage: string;
  countryOfOrigin: string;
  manufacturerName: string;
  manufacturerAddress: string;
}

const blankNutrition = (): Record<NutrientKey, string> =>
  Object.fromEntries(NUTRIENTS.map((n) => [n.key, ''])) as Record<NutrientKey, string>;

/** The form filled from what the product declared; a new or undeclared product starts from 'India'. */
export function foodDraftFrom(food: FoodFacts | undefined): FoodFactsDraft {
  const facts = food ?? NO_FOOD_FACTS;
  const nutrition = blankNutrition();
  if (facts.nutritionPer100g) for (const n of NUTRIENTS) nutrition[n.key] = String(facts.nutritionPer100g[n.key]);
  return {
    diet: facts.diet ?? '',
    allergens: facts.allergens ? [...facts.allergens] : [],
    noAllergens: facts.allergens?.length === 0,
    nutrition,
    shelfLifeDays: facts.shelfLifeDays === null ? '' : String(facts.shelfLifeDays),
    storage: facts.storage ?? '',
    countryOfOrigin: facts.countryOfOrigin ?? DEFAULT_COUNTRY,
    manufacturerName: facts.manufacturer?.name ?? '',
    manufacturerAddress: facts.manufacturer?.address ?? '',
  };
}

const orNull = (text: string): string | null => (text.trim() ? text : null);
/** A number typed, or NaN for text that is not one (the contract then names the field). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** What a save sends as `food`: every part, `null` where the seller declared nothing. */
export function toFoodInput(draft: FoodFactsDraft): FoodFactsInput {
  const typed = NUTRIENTS.filter((n) => draft.nutrition[n.key].trim() !== '');
  const noManufacturer = !draft.manufacturerName.trim() && !draft.manufacturerAddress.trim();
  return {
    diet: draft.diet || null,
    allergens: draft.noAllergens ? [] : draft.allergens.length ? draft.allergens : null,
    nutritionPer100g:
      typed.length === 0
        ? null
        : (Object.fromEntries(NUTRIENTS.map((n) => [n.key, numberOf(draft.nutrition[n.key])])) as Record<
            NutrientKey,
            number
          >),
    shelfLifeDays: draft.shelfLifeDays.trim() ? numberOf(draft.shelfLifeDays) : null,
    storage: orNull(draft.storage),
    countryOfOrigin: orNull(draft.countryOfOrigin),
    manufacturer: noManufacturer ? null : { name: draft.manufacturerName, address: draft.manufacturerAddress },
  };
}

/**
 * The food facts part of the product form: the draft read into the contract's `food` and checked by its rules
 * and messages (the veg mark with egg, sugars above carbohydrate…); nutrition is all or nothing.
 */
export const foodFactsDraftSchema = z
  .object({
    diet: z.union([z.enum(DIETS), z.literal('')]),
    allergens: z.array(z.enum(ALLERGENS)),
    noAllergens: z.boolean(),
    nutrition: z.record(z.string(), z.string()),
    shelfLifeDays: z.string(),
    storage: z.string(),
    countryOfOrigin: z.string(),
    manufacturerName: z.string(),
    manufacturerAddress: z.string(),
  })
  .superRefine((draft, ctx) => {
    const typed = NUTRIENTS.filter((n) => (draft.nutrition[n.key] ?? '').trim() !== '').length;
    if (typed > 0 && typed < NUTRIENTS.length)
      ctx.addIssue({ code: 'custom', path: ['nutrition'], message: NUTRITION_ALL_OR_NONE_MESSAGE });
  })
  .transform((draft) => toFoodInput(draft as FoodFactsDraft))
  .pipe(foodFactsInputSchema);
