/** Injection token of the catalog's drizzle database. */
export const CATALOG_DB = Symbol('CATALOG_DB');
export const SERVICE = 'catalog' as const;
