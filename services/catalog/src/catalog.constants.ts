/** Injection token of the catalog's drizzle database. */
export const CATALOG_DB = Symbol('CATALOG_DB');
export const SERVICE = 'catalog' as const;
/** Injection token of the food-facts policy (FoodFactsPolicy: the grace days, from FOOD_FACTS_GRACE_DAYS). */
export const FOOD_FACTS_POLICY = Symbol('FOOD_FACTS_POLICY');
