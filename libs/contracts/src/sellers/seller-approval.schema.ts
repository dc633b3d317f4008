import { z } from 'zod';
import { adminSellerSchema } from '../admin/admin-moderation.schema';
import { sellerFoodFactsCountsSchema } from '../catalog/seller-product.schema';

export const REJECTION_REASON_MESSAGE = 'Please provide a reason for rejection';

/** seller.sellers.approve (asked by the admin service) and PATCH /api/admin/sellers/:id/approve. */
export const approveSellerSchema = z.object({ id: z.string().trim().min(1, 'id is required').max(200) });
export type ApproveSellerInput = z.infer<typeof approveSellerSchema>;
/** seller.sellers.reject and PATCH /api/admin/sellers/:id/reject: the reason is required. */
export const rejectSellerSchema = approveSellerSchema.extend({
  reason: z
    .string({ error: REJECTION_REASON_MESSAGE })
    .trim()
    .min(1, REJECTION_REASON_MESSAGE)
    .max(500, 'reason must be at most 500 characters'),
});
export type RejectSellerInput = z.infer<typeof rejectSellerSchema>;
/** The seller as the admin sees it after the verdict. */
export const sellerDecisionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  seller: adminSellerSchema,
});
export type SellerDecisionResponse = z.infer<typeof sellerDecisionResponseSchema>;

/** seller.approved and seller.rejected: the seller's verdict; the catalog's mirror follows it. */
export const sellerDecisionEventSchema = z.object({
  sellerId: z.string(),
  businessName: z.string(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  reason: z.string().optional(),
  at: z.string(),
});
export type SellerDecisionEvent = z.infer<typeof sellerDecisionEventSchema>;
/**
 * seller.status-changed: a seller account (de)activated, resubmitted or edited. `isVerified` and `businessName` come
 * when they may have changed (a resubmission, a profile edit that starts verification again).
 */
export const sellerStatusChangedEventSchema = z.object({
  sellerId: z.string(),
  isActive: z.boolean(),
  isVerified: z.boolean().optional(),
  businessName: z.string().optional(),
  at: z.string(),
});
export type SellerStatusChangedEvent = z.infer<typeof sellerStatusChangedEventSchema>;

/** GET /api/sellers/stats: orders are zero until the orders service answers for them. */
export const sellerStatsResponseSchema = z.object({
  success: z.literal(true),
  stats: z.object({
    totalProducts: z.number().int(),
    activeProducts: z.number().int(),
    totalOrders: z.number().int(),
    totalRevenue: z.number(),
    recentOrders: z.array(z.unknown()),
    /** Products without their required food facts, from the catalog (decision 035). */
    foodFacts: sellerFoodFactsCountsSchema.optional(),
  }),
});
export type SellerStatsResponse = z.infer<typeof sellerStatsResponseSchema>;
