import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
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
}

/** The search index's columns, by slot. */
export type SlotValues = (name: OrderValueName) => ArrayLike<number>;

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
};

const FILTER_NAMES = Object.keys(PRODUCT_FILTERS) as Array<keyof ListFilter>;

/** The filters `filter` asks for, each with its value. */
function asked(filter: ListFilter): Array<[keyof ListFilter, string | number | true]> {
  return FILTER_NAMES.flatMap((name) => {
    const value = filter[name];
    return value === undefined || value === false || value === '' ? [] : [[name, value]];
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

/** Whether the filter asks for nothing. */
export const unfiltered = (filter: ListFilter): boolean => asked(filter).length === 0;

/** The filter's values in the table's order (a memo key's part). */
export const filterKey = (filter: ListFilter): unknown[] => FILTER_NAMES.map((name) => filter[name] ?? null);
