/** Injection token of the seller service's drizzle database. */
export const SELLER_DB = Symbol('SELLER_DB');
export const SERVICE = 'seller' as const;

/** The seller service's own upkeep jobs. */
export const SELLER_JOBS_QUEUE = 'seller-jobs';
export const SellerJobs = { sweepUnproven: 'unproven.sweep' } as const;
