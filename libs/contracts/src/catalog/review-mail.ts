import { z } from 'zod';

/**
 * The catalog's mail to a review's author. The catalog keeps no shopper contact details, so the hide is written
 * to its outbox with the review and a worker asks the auth service for the address before queueing the mail.
 */
export const CATALOG_REVIEW_MAIL_QUEUE = 'catalog-review-mails';
export const CatalogReviewJobs = { reviewHidden: 'review-hidden' } as const;

/** An admin hid the shopper's review: the reason goes to its author. */
export const reviewHiddenJobSchema = z.object({
  reviewId: z.string(),
  customerId: z.string(),
  productName: z.string(),
  reason: z.string(),
  /** When the review was hidden: one mail per hiding, a review hidden again after approval is mailed again. */
  hiddenAt: z.string(),
});
export type ReviewHiddenJob = z.infer<typeof reviewHiddenJobSchema>;
