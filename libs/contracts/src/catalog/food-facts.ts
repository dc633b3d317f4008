import { z } from 'zod';

/**
 * What a food label says (decision 035): the diet mark of the FSS (Labelling and Display) Regulations 2020 (the
 * green veg mark; the brown non-veg mark, which a product with egg also carries), the allergens it declares,
 * nutrition per 100 g, shelf life and storage, and the Legal Metrology facts (country of origin; manufacturer,
 * packer or marketer). The seller declares them; the marketplace shows them and filters by them as declared.
 */
export const DIETS = ['veg', 'egg', 'non-veg'] as const;
export type Diet = (typeof DIETS)[number];
/** How the page names each diet; the mark's colour follows `isVegetarian`. */
export const DIET_LABELS: Record<Diet, string> = {
  veg: 'Vegetarian',
  egg: 'Contains egg',
  'non-veg': 'Non-vegetarian',
};
/** Only `veg` carries the green mark: egg and non-veg carry the brown one. */
export const isVegetarian = (diet: Diet | null | undefined): boolean => diet === 'veg';

/** The allergens the regulations name (cereals with gluten … sulphite), and sesame and mustard, which labels add. */
export const ALLERGENS = [
  'gluten',
  'crustacean',
  'milk',
  'egg',
  'fish',
  'peanut',
  'tree-nut',
  'soy',
  'sulphite',
  'sesame',
  'mustard',
] as const;
export type Allergen = (typeof ALLERGENS)[number];
/** 'Contains: milk, tree nuts'. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  gluten: 'gluten',
  crustacean: 'crustaceans',
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  peanut: 'peanuts',
  'tree-nut': 'tree nuts',
  soy: 'soy',
  sulphite: 'sulphites',
  sesame: 'sesame',
  mustard: 'mustard',
};
/** The filter chips' words: 'Free from peanuts'. */
export const allergenFreeLabel = (a: Allergen): string => `Free from ${ALLERGEN_NAMES[a]}`;
/** 'Contains: milk, tree nuts' / 'Contains no declared allergens'. */
export const containsSentence = (allergens: readonly Allergen[]): string =>
  allergens.length === 0
    ? 'Contains no declared allergens'
    : `Contains: ${allergens.map((a) => ALLERGEN_NAMES[a]).join(', ')}`;

/** Nutrition per 100 g, in the order a label lists it, with each value's unit and most plausible value. */
export const NUTRIENTS = [
  { key: 'energyKcal', label: 'Energy', unit: 'kcal', max: 900 },
  { key: 'proteinG', label: 'Protein', unit: 'g', max: 100 },
  { key: 'carbohydrateG', label: 'Carbohydrate', unit: 'g', max: 100 },
  { key: 'totalSugarsG', label: 'Total sugars', unit: 'g', max: 100 },
  { key: 'addedSugarsG', label: 'Added sugars', unit: 'g', max: 100 },
  { key: 'totalFatG', label: 'Total fat', unit: 'g', max: 100 },
  { key: 'saturatedFatG', label: 'Saturated fat', unit: 'g', max: 100 },
  { key: 'transFatG', label: 'Trans fat', unit: 'g', max: 100 },
  { key: 'sodiumMg', label: 'Sodium', unit: 'mg', max: 40_000 },
] as const;
export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export type NutritionPer100g = Record<NutrientKey, number>;

/** Shelf life from packing: a day to three years. */
export const MAX_SHELF_LIFE_DAYS = 1095;
/** The facts a product must declare to be sold past its grace period (nutrition and storage are shown when given). */
export const REQUIRED_FOOD_FACTS = ['diet', 'allergens', 'shelfLifeDays', 'countryOfOrigin', 'manufacturer'] as const;
export type RequiredFoodFact = (typeof REQUIRED_FOOD_FACTS)[number];
export const REQUIRED_FOOD_FACT_LABELS: Record<RequiredFoodFact, string> = {
  diet: 'veg or non-veg mark',
  allergens: 'allergens',
  shelfLifeDays: 'shelf life',
  countryOfOrigin: 'country of origin',
  manufacturer: 'manufacturer',
};
/** How long a product without its required facts stays on sale from its first save, unless configured. */
export const FOOD_FACTS_GRACE_DAYS_DEFAULT = 30;

/** The facts as the API answers them: null where the seller has not declared them yet (`allergens: []` is 'none'). */
export const foodFactsSchema = z.object({
  diet: z.enum(DIETS).nullable(),
  allergens: z.array(z.enum(ALLERGENS)).nullable(),
  nutritionPer100g: z
    .object(Object.fromEntries(NUTRIENTS.map((n) => [n.key, z.number()])) as Record<NutrientKey, z.ZodNumber>)
    .nullable(),
  shelfLifeDays: z.number().int().nullable(),
  storage: z.string().nullable(),
  countryOfOrigin: z.string().nullable(),
  manufacturer: z.object({ name: z.string(), address: z.string() }).nullable(),
});
export type FoodFacts = z.infer<typeof foodFactsSchema>;
export const NO_FOOD_FACTS: FoodFacts = {
  diet: null,
  allergens: null,
  nutritionPer100g: null,
  shelfLifeDays: null,
  storage: null,
  countryOfOrigin: null,
  manufacturer: null,
};

/** The required facts a product has not declared, in the order a form shows them. */
export const missingFoodFacts = (food: FoodFacts): RequiredFoodFact[] =>
  REQUIRED_FOOD_FACTS.filter((k) => food[k] === null || food[k] === undefined);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be blank`)
    .max(max, `${field} must be at most ${max} characters`);
const amount = (key: string, unit: string, max: number) =>
  z
    .number({ error: `nutritionPer100g.${key} must be a number` })
    .min(0, `nutritionPer100g.${key} must be at least 0`)
    .max(max, `nutritionPer100g.${key} must be at most ${max} ${unit}`)
    .refine((n) => Math.abs(Math.round(n * 10) - n * 10) < 1e-6, `nutritionPer100g.${key} must have at most 1 decimal`);
/** An object's message: what it does not take, by name, or what it must be. */
const objectError =
  (field: string, must: string) =>
  (iss: { code?: string; keys?: string[] }): string =>
    iss.code === 'unrecognized_keys' ? `${field} does not take ${(iss.keys ?? []).join(', ')}` : `${field} ${must}`;
/** Grams of a nutrient that may exceed its parent by rounding on the label. */
const LABEL_ROUNDING_G = 0.5;

const nutritionInputSchema = z
  .object(
    Object.fromEntries(NUTRIENTS.map((n) => [n.key, amount(n.key, n.unit, n.max)])) as Record<
      NutrientKey,
      ReturnType<typeof amount>
    >,
    { error: objectError('nutritionPer100g', `must give ${NUTRIENTS.map((n) => n.key).join(', ')}`) },
  )
  .strict()
  .superRefine((n, ctx) => {
    const over = (part: NutrientKey, whole: NutrientKey, words: string) => {
      if (n[part] > n[whole] + LABEL_ROUNDING_G) ctx.addIssue({ code: 'custom', path: [part], message: words });
    };
    over('addedSugarsG', 'totalSugarsG', 'nutritionPer100g.addedSugarsG cannot exceed totalSugarsG');
    over('totalSugarsG', 'carbohydrateG', 'nutritionPer100g.totalSugarsG cannot exceed carbohydrateG');
    if (n.saturatedFatG + n.transFatG > n.totalFatG + LABEL_ROUNDING_G)
      ctx.addIssue({
        code: 'custom',
        path: ['saturatedFatG'],
        message: 'nutritionPer100g.saturatedFatG and transFatG together cannot exceed totalFatG',
      });
    // Sodium is in milligrams: 1,000 mg is a gram of the 100.
    if (n.proteinG + n.carbohydrateG + n.totalFatG + n.sodiumMg / 1000 > 100 + LABEL_ROUNDING_G * 3)
      ctx.addIssue({
        code: 'custom',
        path: ['proteinG'],
        message: 'nutritionPer100g: protein, carbohydrate, fat and sodium add up to more than 100 g',
      });
  });

/**
 * `food` of POST/PUT /api/products: any part may be given (a product without its required facts is sold only for
 * its grace period); a part given is checked. `null` clears a part. Left out entirely, a save keeps what is stored.
 */
export const foodFactsInputSchema = z
  .object(
    {
      diet: z.enum(DIETS, { error: `food.diet must be one of: ${DIETS.join(', ')}` }).nullable(),
      allergens: z
        .array(z.enum(ALLERGENS, { error: `food.allergens may hold only: ${ALLERGENS.join(', ')}` }), {
          error: 'food.allergens must be a list (an empty list means none)',
        })
        .max(ALLERGENS.length)
        .transform((list) => ALLERGENS.filter((a) => list.includes(a)))
        .nullable(),
      nutritionPer100g: nutritionInputSchema.nullable(),
      shelfLifeDays: z
        .number({ error: 'food.shelfLifeDays must be a number of days' })
        .int('food.shelfLifeDays must be a whole number of days')
        .min(1, 'food.shelfLifeDays must be at least 1')
        .max(MAX_SHELF_LIFE_DAYS, `food.shelfLifeDays must be at most ${MAX_SHELF_LIFE_DAYS}`)
        .nullable(),
      storage: text('food.storage', 200).nullable(),
      countryOfOrigin: text('food.countryOfOrigin', 60).nullable(),
      manufacturer: z
        .object(
          { name: text('food.manufacturer.name', 120), address: text('food.manufacturer.address', 300) },
          { error: objectError('food.manufacturer', 'must give name and address') },
        )
        .strict()
        .nullable(),
    },
    { error: objectError('food', 'must be an object') },
  )
  .strict()
  .partial()
  .superRefine((f, ctx) => {
    const animal = (f.allergens ?? []).filter((a) => a === 'egg' || a === 'fish' || a === 'crustacean');
    if (f.diet === 'veg' && animal.length > 0)
      ctx.addIssue({
        code: 'custom',
        path: ['diet'],
        message: `A product containing ${animal.map((a) => ALLERGEN_NAMES[a]).join(' and ')} cannot carry the veg mark`,
      });
    if (f.diet === 'egg' && f.allergens && !f.allergens.includes('egg'))
      ctx.addIssue({
        code: 'custom',
        path: ['allergens'],
        message: "A product marked 'egg' must list egg among its allergens",
      });
  });
export type FoodFactsInput = z.infer<typeof foodFactsInputSchema>;

/** A seller's view of where a product stands with its facts: what is missing, and when it stops being sold. */
export const foodFactsStateSchema = z.object({
  complete: z.boolean(),
  missing: z.array(z.enum(REQUIRED_FOOD_FACTS)),
  /** Until when a product without its facts is sold (null when complete). */
  dueAt: z.string().nullable(),
  /** True once the grace period ended without them: the product is not sold until completed. */
  held: z.boolean(),
});
export type FoodFactsState = z.infer<typeof foodFactsStateSchema>;

/** `excludeAllergens=peanut,milk` of GET /api/products and search: a comma list of allergen ids. */
export const excludeAllergensField = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v.join(',') : (v ?? ''))
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.enum(ALLERGENS, { error: `excludeAllergens may hold only: ${ALLERGENS.join(', ')}` }))
      .transform((list) => ALLERGENS.filter((a) => list.includes(a))),
  )
  .transform((list) => (list.length ? list : undefined));
export const dietFilterField = z
  .union([z.literal('veg'), z.literal('')], { error: 'diet must be veg' })
  .optional()
  .transform((d) => (d ? d : undefined));

/**
 * The chips' counts over a list as filtered: how many products the list would hold with 'Veg only' turned on, and
 * with each 'Free from …' added, the other filters as they are (declared facts only).
 */
export const foodCountsSchema = z.object({
  veg: z.number().int(),
  without: z.object(Object.fromEntries(ALLERGENS.map((a) => [a, z.number().int()])) as Record<Allergen, z.ZodNumber>),
});
export type FoodCounts = z.infer<typeof foodCountsSchema>;

/** The catalog's queue of the food-facts sweep, which holds products whose grace ended without their facts. */
export const CATALOG_FOOD_FACTS_QUEUE = 'catalog-food-facts';
export const CatalogFoodFactsJobs = { holdDue: 'food-facts.hold-due' } as const;
