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
  /** {principal: seller, input: sellerReviewQuerySchema} → ReviewPageResponse: reviews of the seller's own products. */
  sellerList: 'catalog.reviews.seller-list',
  /** {principal: admin, input: reviewQueueQuerySchema} → ReviewPageResponse: reported or photo reviews waiting. */
  queue: 'catalog.reviews.queue',
  /** {principal: customer, input: orderReviewsQuerySchema} → OrderReviewsResponse: their standing reviews of it. */
  mine: 'catalog.reviews.mine',
  /** {principal: customer, input: {}} → CustomerReviewsResponse: every review the shopper wrote, for their data copy. */
  ofCustomer: 'catalog.reviews.of-customer',
} as const;

/** Photos a shopper may add to one review. */
export const MAX_REVIEW_PHOTOS = 3;

export const REVIEW_MESSAGES = {
  rating: 'rating must be a whole number from 1 to 5',
  title: 'title must be at most 100 characters',
  text: 'text must be at most 1000 characters',
  textRequired: 'text is required',
  notDelivered: 'You can review a product after it has been delivered to you',
  duplicate: 'You have already reviewed this product for this order',
  photos: `You can add at most ${MAX_REVIEW_PHOTOS} photos`,
  photoRefused: 'A photo must be one you uploaded for this review',
  hideReason: 'reason is required to hide a review',
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
  /**
   * Keys (or the platform's own file URLs) of images the shopper uploaded through `POST /api/reviews/photos`.
   * A review with photos waits for an admin before its photos are shown.
   */
  photos: z
    .array(z.string({ message: REVIEW_MESSAGES.photoRefused }).max(500, REVIEW_MESSAGES.photoRefused), {
      message: REVIEW_MESSAGES.photos,
    })
    .max(MAX_REVIEW_PHOTOS, REVIEW_MESSAGES.photos)
    .default([]),
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

/**
 * 'published' approves a review (its photos are shown, a report is cleared, or a hidden one comes back);
 * 'hidden' takes it out of the list and the average, and mails the reason to its author.
 */
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

/** The seller's dashboard: its products' reviews (every status but withdrawn), newest first. */
export const sellerReviewQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  /** 'unanswered': without the seller's reply. */
  filter: z.enum(['all', 'unanswered'], { message: "filter must be 'all' or 'unanswered'" }).default('all'),
});
export type SellerReviewQuery = z.infer<typeof sellerReviewQuerySchema>;

export const REVIEW_QUEUE_FILTERS = ['waiting', 'hidden', 'all'] as const;
/** The admin's Reviews tab: 'waiting' (reported, or with photos not yet approved), 'hidden', or all but withdrawn. */
export const reviewQueueQuerySchema = z.object({
  page: z.coerce
    .number({ message: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .default(1),
  filter: z.enum(REVIEW_QUEUE_FILTERS, { message: "filter must be 'waiting', 'hidden' or 'all'" }).default('waiting'),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

export const reviewPhotoSchema = z.object({ url: z.string(), thumbnailUrl: z.string() });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** POST /api/reviews/photos: the stored photos, whose `url`s the review form then sends as `photos`. */
export const reviewPhotoUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  files: z.array(reviewPhotoSchema.extend({ key: z.string(), name: z.string() })),
});
export type ReviewPhotoUploadResponse = z.infer<typeof reviewPhotoUploadResponseSchema>;

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
  /**
   * Its photos. The public list shows them once an admin approved them; the author, the product's seller and
   * admins see them all.
   */
  photos: z.array(reviewPhotoSchema),
  /** Reported, or with photos not yet approved: it is in the admin's Reviews tab. */
  awaitingModeration: z.boolean(),
  /** The product's name, in the seller's and the admin's lists; absent in the public list. */
  productName: z.string().optional(),
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

/** A page of reviews for the seller's dashboard or the admin's Reviews tab. */
export const reviewPageResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReviewPageResponse = z.infer<typeof reviewPageResponseSchema>;

/** The shopper's own reviews of one order's products, for /orders (rated lines show their stars and 'Withdraw'). */
export const orderReviewsQuerySchema = z.object({ orderId: id('orderId') });
export type OrderReviewsQuery = z.infer<typeof orderReviewsQuerySchema>;
export const orderReviewsResponseSchema = z.object({ success: z.literal(true), reviews: z.array(reviewSchema) });
export type OrderReviewsResponse = z.infer<typeof orderReviewsResponseSchema>;

/**
 * Every review the calling shopper wrote, withdrawn ones too (still held), newest first, each with its product's
 * name and all its photos: the shopper's own copy of their data.
 */
export const customerReviewsResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema.extend({ productName: z.string() })),
});
export type CustomerReviewsResponse = z.infer<typeof customerReviewsResponseSchema>;
