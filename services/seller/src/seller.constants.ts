/** Injection token of the seller service's drizzle database. */
export const SELLER_DB = Symbol('SELLER_DB');
export const SERVICE = 'seller' as const;
