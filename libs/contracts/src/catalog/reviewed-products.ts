import { z } from 'zod';

/**
 * Internal, answered by the catalog for the order service: which products of an order already have a standing
 * review, so a review request asks only about the rest.
 */
export const ReviewedProductPatterns = { reviewed: 'catalog.reviews.reviewed' } as const;

export const reviewedProductsQuerySchema = z.object({
  orderId: z.string().uuid(),
  productIds: z.array(z.string().uuid()).min(1).max(100),
});
export type ReviewedProductsQuery = z.infer<typeof reviewedProductsQuerySchema>;
export interface ReviewedProductsResponse {
  /** The ones among the asked product ids reviewed for that order (a withdrawn review does not count). */
  reviewed: string[];
}
