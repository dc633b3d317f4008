import type { Category, CategoryCounts, FoodCounts } from '@thindi/contracts';
import { CATEGORIES } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { addFoodCounts, noFoodCounts } from '../search/food-filters';
import { products } from './schema';

/** The counts of a filtered set and, per category, its newest product's creation time (ISO, microseconds kept). */
export interface CategoryTally {
  counts: CategoryCounts;
  newest: Partial<Record<'all' | Category, string>>;
  /** The food chips' counts (decision 035) over each category and over all. */
  food: Partial<Record<'all' | Category, FoodCounts>>;
}

/** Creation times keep PostgreSQL's microseconds, so an `asOf` sent back never leaves out the product it names. */
export const isoMicros = (column: typeof products.createdAt) =>
  sql<string>`to_char(max(${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface TallyRow {
  category: string;
  count: number;
  newest: string | null;
  food: FoodCounts;
}

/**
 * Folds per-category rows into the counts (with `all`), the newest creation time and the food chips' counts of each
 * category and of all.
 */
export function tallyOf(rows: TallyRow[]): CategoryTally {
  const counts = { all: 0, ...Object.fromEntries(CATEGORIES.map((c) => [c, 0])) } as CategoryCounts;
  const newest: CategoryTally['newest'] = {};
  const food: CategoryTally['food'] = { all: noFoodCounts() };
  for (const row of rows) {
    const category = row.category as Category;
    counts[category] = row.count;
    counts.all += row.count;
    food[category] = row.food;
    addFoodCounts(food.all!, row.food);
    if (row.newest) {
      newest[category] = row.newest;
      if (!newest.all || row.newest > newest.all) newest.all = row.newest;
    }
  }
  return { counts, newest, food };
}

/** Microseconds since the epoch as PostgreSQL's `YYYY-MM-DD"T"HH24:MI:SS.US"Z"` writes them. */
export function isoOfMicros(micros: number): string {
  const seconds = Math.floor(micros / 1_000_000);
  const fraction = micros - seconds * 1_000_000;
  return `${new Date(seconds * 1000).toISOString().slice(0, 19)}.${String(fraction).padStart(6, '0')}Z`;
}

/** An ISO moment (any offset, up to microseconds) as microseconds since the epoch; NaN when it is not one. */
export function microsOfIso(iso: string): number {
  const ms = Date.parse(iso);
  const fraction = /T\d\d:\d\d:\d\d\.(\d+)/.exec(iso)?.[1] ?? '';
  return Math.floor(ms / 1000) * 1_000_000 + Number(fraction.padEnd(6, '0').slice(0, 6));
}
