import { z } from 'zod';

/**
 * The catalog's mail to a seller. The catalog keeps no seller contact details, so the notice is written to its
 * outbox with the change and a worker asks the seller service for the address before queueing the mail.
 */
export const CATALOG_SELLER_MAIL_QUEUE = 'catalog-seller-mails';
export const CatalogSellerJobs = { productDeactivated: 'product-deactivated' } as const;

/** An admin switched the seller's product off: the reason goes to the seller. */
export const productDeactivatedJobSchema = z.object({
  productId: z.string(),
  sellerId: z.string(),
  productName: z.string(),
  reason: z.string().nullable(),
  /** When it was switched off: one mail per switching off. */
  deactivatedAt: z.string(),
});
export type ProductDeactivatedJob = z.infer<typeof productDeactivatedJobSchema>;
