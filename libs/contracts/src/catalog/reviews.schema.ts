import { z } from 'zod';

/** Request/reply patterns for reviews, answered by the catalog (it owns the product's rating). */
export const ReviewPatterns = {
  /** {principal: customer, input: createReviewSchema} → ReviewResponse. */
  create: 'catalog.reviews.create',
  /** Public: reviewListQuerySchema → ReviewListResponse. */
  list: 'catalog.reviews.list',
  /** {principal: the review's writer, input: reviewIdSchema} → ReviewResponse. */
  withdraw: 'catalog.reviews.withdraw',
  /** {principal: customer, input: reviewIdSchema} → ReviewResponse. */
  helpful: 'catalog.reviews.helpful',
  /** {principal: customer or seller, input: reviewIdSchema} → ReviewResponse. */
  report: 'catalog.reviews.report',
  /** {principal: the product's seller, input: reviewReplySchema} → ReviewResponse. */
  reply: 'catalog.reviews.reply',
  /** {principal: admin, input: moderateReviewSchema} → ReviewResponse. */
  moderate: 'catalog.reviews.moderate',
} as const;

export const REVIEW_MESSAGES = {
  rating: 'rating must be a whole number from 1 to 5',
  title: 'title must be at most 100 characters',
  text: 'text must be at most 1000 characters',
  textRequired: 'text is required',
  notDelivered: 'You can review a product after it has been delivered to you',
  duplicate: 'You have already reviewed this product for this order',
} as const;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export const REVIEW_PAGE_SIZE = 10;

const rating = z
  .number({ message: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);
const id = (name: string) => z.string({ message: `${name} is required` }).uuid(`${name} must be a valid id`);

/** The review form (the HTTP body, plus the product from the path). */
export const createReviewSchema = z.object({
  productId: id('productId'),
  orderId: id('orderId'),
  rating,
  title: z.string().trim().max(100, REVIEW_MESSAGES.title).optional(),
  text: z
    .string({ message: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(1000, REVIEW_MESSAGES.text),
});
export type CreateReviewInput = z.infer<typeof createReviewSchema>;

export const reviewIdSchema = z.object({ id: id('id') });
export type ReviewIdInput = z.infer<typeof reviewIdSchema>;

export const reviewReplySchema = z.object({
  id: id('id'),
  text: z
    .string({ message: REVIEW_MESSAGES.textRequired })
    .trim()
    .min(1, REVIEW_MESSAGES.textRequired)
    .max(1000, REVIEW_MESSAGES.text),
});
export type ReviewReplyInput = z.infer<typeof reviewReplySchema>;

export const moderateReviewSchema = z.object({
  id: id('id'),
  status: z.enum(['hidden', 'published'], { message: "status must be 'hidden' or 'published'" }),
  reason: z.string().trim().max(500, 'reason must be at most 500 characters').optional(),
});
export type ModerateReviewInput = z.infer<typeof moderateReviewSchema>;

export const reviewListQuerySchema = z.object({
  productId: id('productId'),
  sort: z.enum(REVIEW_SORTS, { message: "sort must be 'newest' or 'helpful'" }).default('newest'),
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  title: z.string().nullable(),
  text: z.string(),
  status: z.enum(['published', 'hidden', 'withdrawn']),
  /** Why an admin hid it; null unless hidden. */
  hiddenReason: z.string().nullable(),
  helpfulCount: z.number().int(),
  reported: z.boolean(),
  sellerReply: z.string().nullable(),
  sellerRepliedAt: z.string().nullable(),
  /** Every review here is from a delivered order. */
  verifiedPurchase: z.literal(true),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponseSchema = z.object({ success: z.literal(true), review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const reviewSummarySchema = z.object({
  /** Mean of the published ratings to one decimal; 0 without any. */
  average: z.number(),
  count: z.number().int(),
  distribution: z.object({
    1: z.number().int(),
    2: z.number().int(),
    3: z.number().int(),
    4: z.number().int(),
    5: z.number().int(),
  }),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  summary: reviewSummarySchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;
