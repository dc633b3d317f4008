/** The storefront's orders are the API's own list: `relevance` only means something while searching. */
export { PRODUCT_SORTS as SORT_OPTIONS, type ProductSort as SortOption } from '@thindi/contracts';
