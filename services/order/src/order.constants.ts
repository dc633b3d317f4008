/** Injection token of the order service's drizzle database. */
export const ORDER_DB = Symbol('ORDER_DB');
/** Injection token of the service clock the unpaid-order and ticket sweeps and ticket moves read (tests move it). */
export const ORDER_CLOCK = Symbol('ORDER_CLOCK');
export const SERVICE = 'order' as const;

export interface Clock {
  now(): Date;
}
