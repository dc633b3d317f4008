/** Injection token of the order service's drizzle database. */
export const ORDER_DB = Symbol('ORDER_DB');
/** Injection token of the clock the unpaid-order sweep reads (tests move it past an order's time to pay). */
export const ORDER_CLOCK = Symbol('ORDER_CLOCK');
export const SERVICE = 'order' as const;

export interface Clock {
  now(): Date;
}
