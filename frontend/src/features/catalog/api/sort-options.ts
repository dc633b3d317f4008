/** The storefront's orders: `relevance` only means something while searching. */
export const SORT_OPTIONS = ['relevance', 'newest', 'price-asc', 'price-desc', 'discount', 'rating'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
