import { z } from 'zod';
import { REQUIRED_FOOD_FACTS } from './food-facts';

/**
 * The catalog's mail to a seller. The catalog keeps no seller contact details, so the notice is written to its
 * outbox with the change and a worker asks the seller service for the address before queueing the mail.
 */
export const CATALOG_SELLER_MAIL_QUEUE = 'catalog-seller-mails';
export const CatalogSellerJobs = {
  productDeactivated: 'product-deactivated',
  foodFactsHeld: 'food-facts-held',
} as const;

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

/** Products a food-facts hold mail names; the rest are counted ('and 12 more'). */
export const FOOD_FACTS_HELD_MAIL_LIMIT = 50;

/**
 * The food-facts sweep held products of the seller (their grace ended without their required facts): one notice per
 * seller per sweep, naming up to FOOD_FACTS_HELD_MAIL_LIMIT of them with what each misses.
 */
export const foodFactsHeldJobSchema = z.object({
  sellerId: z.string(),
  products: z
    .array(z.object({ productId: z.string(), name: z.string(), missing: z.array(z.enum(REQUIRED_FOOD_FACTS)).min(1) }))
    .min(1),
  /** Held in the same sweep beyond the ones named. */
  more: z.number().int().min(0),
  /** When the sweep held them: with the first product, one mail per hold. */
  heldAt: z.string(),
});
export type FoodFactsHeldJob = z.infer<typeof foodFactsHeldJobSchema>;
