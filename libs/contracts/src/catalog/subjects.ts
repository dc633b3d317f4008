/** Request/reply patterns answered by the catalog service. */
export const CatalogPatterns = {
  listProducts: 'catalog.products.list',
  getProduct: 'catalog.products.get',
  listFeatured: 'catalog.products.featured',
  /** Suggestions as the shopper types (suggestionsQuerySchema). */
  suggest: 'catalog.search.suggest',
  /** The seller's own products, every state, paged and searchable ({principal, input: sellerProductListQuery}). */
  listMine: 'catalog.products.mine',
  /** One of the seller's own products, for editing. */
  getMine: 'catalog.products.get-mine',
  /** The seller's whole catalogue as a CSV file, one row per pack ({principal, input: {}} → CsvFile). */
  exportMine: 'catalog.products.export-mine',
  /**
   * Loads the seller's catalogue from that file, stored by the gateway under the seller's folder
   * ({principal, input: importCatalogSchema} → CatalogImportAnswer; a key outside that folder: 400): checked, then
   * applied in one transaction, or queued as a job above CATALOG_IMPORT_JOB_ROWS rows. The file is deleted once the
   * import or its job has ended.
   */
  importMine: 'catalog.products.import-mine',
  /** One of the seller's import jobs ({principal, input: {jobId}} → CatalogImportJobResponse; another's: 404). */
  importStatus: 'catalog.products.import-status',
  create: 'catalog.products.create',
  update: 'catalog.products.update',
  delete: 'catalog.products.delete',
  sellerStats: 'catalog.products.seller-stats',
  /** A seller's public page from the catalog's mirror (publicSellerIdSchema → PublicSellerResponse; 404 when hidden). */
  publicSeller: 'catalog.sellers.public',
  health: 'catalog.health',
} as const;

/** Domain events emitted by the catalog service. */
export const CatalogEvents = {
  /** Something a storefront read could show has changed: caches drop what they hold. */
  productsChanged: 'catalog.products-changed',
} as const;
