import { z } from 'zod';
import { publicSellerSchema } from '../sellers/food-licence';

/** GET /api/sellers/:id/public (decision 035): any id is taken; one that is no visible seller is not found. */
export const publicSellerIdSchema = z.object({
  id: z
    .string({ error: 'id must be text' })
    .trim()
    .min(1, 'id is required')
    .max(200, 'id must be at most 200 characters'),
});
export type PublicSellerIdInput = z.infer<typeof publicSellerIdSchema>;

export const PUBLIC_SELLER_NOT_FOUND_MESSAGE = 'This seller is not selling on Thindi';

/** A seller's public page: its public block with its story, since when it sells and how many products it shows. */
export const publicSellerPageSchema = publicSellerSchema.extend({
  about: z.string().nullable(),
  /** When the seller was approved (ISO moment), null when not known. */
  since: z.string().nullable(),
  /** How many of its products the storefront shows. */
  productCount: z.number().int(),
});
export type PublicSellerPage = z.infer<typeof publicSellerPageSchema>;
export const publicSellerResponseSchema = z.object({ success: z.literal(true), seller: publicSellerPageSchema });
export type PublicSellerResponse = z.infer<typeof publicSellerResponseSchema>;
