import type { Allergen } from '@thindi/contracts';
import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { freeFromSql, freeFromTest, VEG_CODE, vegSql } from '../search/food-filters';
import { microsOfIso } from './category-counts';
import type { OrderValueName } from './product-orders';
import { products } from './schema';

/** The storefront list's filters besides the search and the category (which the counts leave aside). */
export interface ListFilter {
  featured?: boolean;
  minPricePaise?: number;
  maxPricePaise?: number;
  /** Only products created at or before this moment (ISO): the later pages of one browse. */
  asOf?: string;
  /** 'Veg only' (decision 035): declared veg. */
  diet?: 'veg';
  /** 'Free from …': declared allergens holding none of these. */
  excludeAllergens?: Allergen[];
  /** One seller's products. */
  sellerId?: string;
}

/**
 * The search index's columns by slot: each order value, the diet code and allergen bits (food-filters), and the
 * seller's code, which `sellerCode` gives for a seller id (undefined when the index holds none of its products).
 */
export interface SlotValues {
  (name: OrderValueName | 'diet' | 'allergens' | 'seller'): ArrayLike<number>;
  sellerCode(id: string): number | undefined;
}

interface FilterRule<K extends keyof ListFilter> {
  /** Its condition in SQL. */
  sql: (value: NonNullable<ListFilter[K]>) => SQL;
  /** Its test of a slot of the search index: the same condition in memory. */
  slot: (value: NonNullable<ListFilter[K]>, values: SlotValues) => (slot: number) => boolean;
}

/** Each filter once, in SQL and in memory side by side; a filter left undefined, false or empty asks nothing. */
export const PRODUCT_FILTERS: { [K in keyof Required<ListFilter>]: FilterRule<K> } = {
  featured: {
    sql: () => eq(products.featured, true),
    slot: (_, values) => {
      const featured = values('featured');
      return (slot) => featured[slot] === 1;
    },
  },
  minPricePaise: {
    sql: (min) => gte(products.pricePaise, min),
    slot: (min, values) => {
      const price = values('price');
      return (slot) => price[slot]! >= min;
    },
  },
  maxPricePaise: {
    sql: (max) => lte(products.pricePaise, max),
    slot: (max, values) => {
      const price = values('price');
      return (slot) => price[slot]! <= max;
    },
  },
  asOf: {
    sql: (asOf) => sql`${products.createdAt} <= ${asOf}::timestamptz`,
    slot: (asOf, values) => {
      const created = values('created');
      const micros = microsOfIso(asOf);
      return (slot) => !(created[slot]! > micros);
    },
  },
  diet: {
    sql: () => vegSql(),
    slot: (_, values) => {
      const diet = values('diet');
      return (slot) => diet[slot] === VEG_CODE;
    },
  },
  excludeAllergens: {
    sql: (allergens) => freeFromSql(allergens),
    slot: (allergens, values) => freeFromTest(allergens, values('allergens')),
  },
  sellerId: {
    sql: (id) => eq(products.sellerId, id),
    slot: (id, values) => {
      const seller = values('seller');
      const code = values.sellerCode(id) ?? -1;
      return (slot) => seller[slot] === code;
    },
  },
};

const FILTER_NAMES = Object.keys(PRODUCT_FILTERS) as Array<keyof ListFilter>;

/** The filters `filter` asks for, each with its value. */
function asked(filter: ListFilter): Array<[keyof ListFilter, NonNullable<ListFilter[keyof ListFilter]>]> {
  return FILTER_NAMES.flatMap((name) => {
    const value = filter[name];
    const none = value === undefined || value === false || value === '' || (Array.isArray(value) && !value.length);
    return none ? [] : [[name, value]];
  });
}

/** The SQL conditions of the filters `filter` asks for. */
export const filterSql = (filter: ListFilter): SQL[] =>
  asked(filter).map(([name, value]) => (PRODUCT_FILTERS[name].sql as (v: typeof value) => SQL)(value));

/** The search index's tests of the filters `filter` asks for. */
export const slotTests = (filter: ListFilter, values: SlotValues): Array<(slot: number) => boolean> =>
  asked(filter).map(([name, value]) =>
    (PRODUCT_FILTERS[name].slot as (v: typeof value, values: SlotValues) => (slot: number) => boolean)(value, values),
  );

/**
 * The filter's slot tests as one test, for the index's loops over every slot: one call per slot instead of a
 * closure and an `every` per slot.
 */
export function slotTest(filter: ListFilter, values: SlotValues): (slot: number) => boolean {
  const tests = slotTests(filter, values);
  const [first, second] = tests;
  if (!first) return () => true;
  if (!second) return first;
  if (tests.length === 2) return (slot) => first(slot) && second(slot);
  return (slot) => {
    for (const passes of tests) if (!passes(slot)) return false;
    return true;
  };
}

/** Whether the filter asks for nothing. */
export const unfiltered = (filter: ListFilter): boolean => asked(filter).length === 0;

/** The filter's values in the table's order (a memo key's part). */
export const filterKey = (filter: ListFilter): unknown[] => FILTER_NAMES.map((name) => filter[name] ?? null);
