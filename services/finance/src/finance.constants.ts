/** Injection token of the finance service's drizzle database. */
export const FINANCE_DB = Symbol('FINANCE_DB');
/** Injection token of the clock invoices are dated by (tests move it across a financial year's end). */
export const FINANCE_CLOCK = Symbol('FINANCE_CLOCK');
export const SERVICE = 'finance' as const;

export interface Clock {
  now(): Date;
}
