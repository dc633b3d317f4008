/** Injection token of the seller service's drizzle database. */
export const SELLER_DB = Symbol('SELLER_DB');
export const SERVICE = 'seller' as const;

/** The seller service's own upkeep jobs. */
export const SELLER_JOBS_QUEUE = 'seller-jobs';
export const SellerJobs = { sweepUnproven: 'unproven.sweep' } as const;

/** The FSSAI licence sweep (decision 035) has its own queue: one processor per queue. */
export const SELLER_LICENCE_QUEUE = 'seller-licence-jobs';
/** Also the id of its job scheduler: every replica upserts the same one, so the sweep is not duplicated. */
export const SellerLicenceJobs = { sweep: 'licences.sweep' } as const;
