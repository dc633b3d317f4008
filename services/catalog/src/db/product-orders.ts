import type { ProductSort } from '@thindi/contracts';
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { products } from './schema';

/** What ordering a product reads of it; the search index's products carry all of it. */
export interface OrderedProduct {
  featured: boolean;
  pricePaise: number;
  originalPricePaise: number | null;
  /** Creation time in microseconds since the epoch, as PostgreSQL keeps it. */
  createdMicros: number;
  ratingTotal: number;
  reviewCount: number;
}

interface OrderValue {
  /** As PostgreSQL computes it: written exactly as the partial index's expression, so the index serves the order. */
  sql: SQL | AnyColumn;
  /** As the search index computes it from the same columns (a float division in both). */
  of: (product: OrderedProduct) => number;
}

/** Every value a storefront order sorts on, in SQL and in memory side by side. */
export const ORDER_VALUES = {
  featured: { sql: products.featured, of: (p) => (p.featured ? 1 : 0) },
  created: { sql: products.createdAt, of: (p) => p.createdMicros },
  price: { sql: products.pricePaise, of: (p) => p.pricePaise },
  /** The share of the original price taken off, 0 without a higher original price. */
  discount: {
    sql: sql`(CASE WHEN ${products.originalPricePaise} > ${products.pricePaise} THEN (${products.originalPricePaise} - ${products.pricePaise})::float / ${products.originalPricePaise} ELSE 0 END)`,
    of: ({ originalPricePaise: original, pricePaise: price }) =>
      original !== null && original > price ? (original - price) / original : 0,
  },
  /** The average rating, 0 without reviews. */
  rating: {
    sql: sql`(CASE WHEN ${products.reviewCount} > 0 THEN ${products.ratingTotal}::float / ${products.reviewCount} ELSE 0 END)`,
    of: (p) => (p.reviewCount > 0 ? p.ratingTotal / p.reviewCount : 0),
  },
  reviews: { sql: products.reviewCount, of: (p) => p.reviewCount },
} satisfies Record<string, OrderValue>;
export type OrderValueName = keyof typeof ORDER_VALUES;
export const ORDER_VALUE_NAMES = Object.keys(ORDER_VALUES) as OrderValueName[];

/** One key of an order: a value, a search's match score (in memory only), or the id that breaks every tie. */
export interface OrderKey {
  by: OrderValueName | 'score' | 'id';
  direction: 'asc' | 'desc';
}

/** The storefront's orders, and `browse`: an unsearched list with no sort (relevance needs a search). */
export type ProductOrder = ProductSort | 'browse';

const up = (by: OrderKey['by']): OrderKey => ({ by, direction: 'asc' });
const down = (by: OrderKey['by']): OrderKey => ({ by, direction: 'desc' });

/**
 * Each order's keys, every order total (ties broken by id) so pages never repeat or skip, and the partial indexes
 * an unsearched page walks for it (with or without a leading category; a test checks their keys against these).
 */
export const PRODUCT_ORDERS: Record<ProductOrder, { keys: OrderKey[]; indexes: string[] }> = {
  browse: {
    keys: [down('featured'), down('created'), up('id')],
    indexes: ['products_browse_idx', 'products_browse_category_idx'],
  },
  relevance: { keys: [down('score'), up('id')], indexes: [] },
  newest: { keys: [down('created'), up('id')], indexes: ['products_newest_idx'] },
  'price-asc': { keys: [up('price'), up('id')], indexes: ['products_price_idx', 'products_category_price_idx'] },
  // The price indexes walked backwards.
  'price-desc': { keys: [down('price'), down('id')], indexes: ['products_price_idx', 'products_category_price_idx'] },
  discount: { keys: [down('discount'), up('price'), up('id')], indexes: ['products_discount_idx'] },
  rating: {
    keys: [down('rating'), down('reviews'), up('id')],
    indexes: ['products_rating_idx', 'products_category_rating_idx'],
  },
};

/** An unsearched list's order: the sort asked for, else featured first and then newest. */
export const browseOrderOf = (sort: ProductSort | undefined): ProductOrder =>
  sort && sort !== 'relevance' ? sort : 'browse';

/** A searched set's order: the sort asked for, else relevance. */
export const searchOrderOf = (sort: ProductSort | undefined): ProductOrder => sort ?? 'relevance';

/** The SQL of one key (the score has none: only the search index ranks). */
export function keySql(key: OrderKey): SQL | AnyColumn {
  if (key.by === 'score') throw new Error('the relevance order needs a search');
  return key.by === 'id' ? products.id : ORDER_VALUES[key.by].sql;
}

/** ORDER BY of an unsearched list in `order`. */
export const orderBySql = (order: ProductOrder): SQL[] =>
  PRODUCT_ORDERS[order].keys.map((key) => (key.direction === 'asc' ? asc(keySql(key)) : desc(keySql(key))));

/**
 * Compares two slots of the search index in `order`: `values` gives each value's column by slot, `scores` the
 * search's scores, `ids` the product ids (compared as PostgreSQL compares their UUIDs).
 */
export function slotComparator(
  order: ProductOrder,
  values: (name: OrderValueName) => ArrayLike<number>,
  scores: ArrayLike<number>,
  ids: readonly string[],
): (a: number, b: number) => number {
  const steps = PRODUCT_ORDERS[order].keys.map(({ by, direction }) => {
    const sign = direction === 'asc' ? 1 : -1;
    if (by === 'id') return (a: number, b: number) => sign * (ids[a]! < ids[b]! ? -1 : ids[a]! > ids[b]! ? 1 : 0);
    const column = by === 'score' ? scores : values(by);
    return (a: number, b: number) => sign * (column[a]! - column[b]!);
  });
  return (a, b) => {
    for (const step of steps) {
      const difference = step(a, b);
      if (difference !== 0) return difference;
    }
    return 0;
  };
}
