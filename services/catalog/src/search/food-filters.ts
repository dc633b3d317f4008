import { ALLERGENS, DIETS, type Allergen, type Diet, type FoodCounts } from '@thindi/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { products } from '../db/schema';

/*
 * The food filters (decision 035) as declared by the seller: 'Veg only' keeps products declared veg (never egg or
 * non-veg, never undeclared), 'Free from …' keeps products whose declared allergens hold none of those excluded
 * (never undeclared ones). Written here in SQL and in memory side by side, with the chips' counts.
 */

/** A diet as the search index keeps it: 0 undeclared, then each diet by its place in DIETS, from 1. */
export const dietCodeOf = (diet: Diet | null): number => (diet === null ? 0 : DIETS.indexOf(diet) + 1);
export const VEG_CODE = dietCodeOf('veg');

/** Declared allergens as bits (bit i: ALLERGENS[i]); -1 when the seller has not declared them. */
export const UNDECLARED_ALLERGENS = -1;
export function allergenMaskOf(allergens: readonly Allergen[] | null): number {
  if (allergens === null) return UNDECLARED_ALLERGENS;
  let mask = 0;
  for (const allergen of allergens) mask |= 1 << ALLERGENS.indexOf(allergen);
  return mask;
}

/** An allergen list as one text parameter (`{peanut,milk}`): the ids are the contract's own words. */
const allergenArray = (allergens: readonly Allergen[]) => sql`${`{${allergens.join(',')}}`}::text[]`;

/** 'Veg only' in SQL. */
export const vegSql = (): SQL => sql`${products.diet} = 'veg'`;

/** 'Free from' these allergens in SQL: declared, and none of them among the declared. */
export const freeFromSql = (allergens: readonly Allergen[]): SQL =>
  sql`(${products.allergens} is not null and not (${products.allergens} && ${allergenArray(allergens)}))`;

/** 'Free from' these allergens in memory, over a slot's allergen bits. */
export function freeFromTest(allergens: readonly Allergen[], masks: ArrayLike<number>): (slot: number) => boolean {
  const excluded = allergenMaskOf(allergens);
  return (slot) => masks[slot] !== UNDECLARED_ALLERGENS && (masks[slot]! & excluded) === 0;
}

/**
 * The chips' counts as columns of an aggregate over the filtered set: how many are veg, and per allergen how many
 * are declared free of it. One pass, whatever the number of chips.
 */
export const foodCountColumns = () => ({
  veg: sql<number>`(count(*) filter (where ${vegSql()}))::int`,
  without: sql<number[]>`array[${sql.join(
    ALLERGENS.map((a) => sql`count(*) filter (where ${freeFromSql([a])})`),
    sql`, `,
  )}]::int[]`,
});

export const noFoodCounts = (): FoodCounts => ({
  veg: 0,
  without: Object.fromEntries(ALLERGENS.map((a) => [a, 0])) as FoodCounts['without'],
});

/** The counts from the aggregate's columns (`without` in ALLERGENS order). */
export function foodCountsOf(veg: number, without: ArrayLike<number>): FoodCounts {
  const counts = noFoodCounts();
  counts.veg = Number(veg);
  ALLERGENS.forEach((a, i) => (counts.without[a] = Number(without[i] ?? 0)));
  return counts;
}

/** Adds `more` into `into`. */
export function addFoodCounts(into: FoodCounts, more: FoodCounts): FoodCounts {
  into.veg += more.veg;
  for (const a of ALLERGENS) into.without[a] += more.without[a];
  return into;
}

/** Read once: an imported binding is a getter, too dear in a loop over every slot. */
const ALLERGEN_COUNT = ALLERGENS.length;

/**
 * The same counts in memory, per category code: `add` a slot's diet and allergen bits under its category, `of` a
 * category's counts. Per category it counts the declared slots and, per allergen, those holding it (a slot holds
 * few): 'free from' one is the difference.
 */
export class FoodCounter {
  private readonly veg = new Int32Array(256);
  private readonly declared = new Int32Array(256);
  private readonly holding = new Int32Array(256 * ALLERGEN_COUNT);

  add(category: number, diet: number, mask: number): void {
    if (diet === VEG_CODE) this.veg[category]++;
    if (mask === UNDECLARED_ALLERGENS) return;
    this.declared[category]++;
    const base = category * ALLERGEN_COUNT;
    // Each set bit, lowest first.
    for (let rest = mask; rest !== 0; rest &= rest - 1) this.holding[base + 31 - Math.clz32(rest & -rest)]++;
  }

  of(category: number): FoodCounts {
    const base = category * ALLERGEN_COUNT;
    const declared = this.declared[category]!;
    const without = Array.from({ length: ALLERGEN_COUNT }, (_, a) => declared - this.holding[base + a]!);
    return foodCountsOf(this.veg[category]!, without);
  }
}
