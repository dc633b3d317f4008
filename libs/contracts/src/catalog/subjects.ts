/** Request/reply patterns answered by the catalog service. */
export const CatalogPatterns = {
  listProducts: 'catalog.products.list',
  getProduct: 'catalog.products.get',
  listFeatured: 'catalog.products.featured',
  health: 'catalog.health',
} as const;

/** Domain events emitted by the catalog service. */
export const CatalogEvents = {
  /** Something a storefront read could show has changed: caches drop what they hold. */
  productsChanged: 'catalog.products-changed',
} as const;
