/** Injection token of the order service's drizzle database. */
export const ORDER_DB = Symbol('ORDER_DB');
export const SERVICE = 'order' as const;
