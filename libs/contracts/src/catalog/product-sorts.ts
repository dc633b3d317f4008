/**
 * The storefront's orders, in the order the SPA offers them. `relevance` only means something while searching;
 * `rating`: the best average first (unreviewed products last), more reviews first among equals. Each order's
 * meaning (its keys, in SQL and in memory) is defined once in the catalog service's product orders.
 */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'discount', 'rating'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
