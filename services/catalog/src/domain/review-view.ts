import { reviewPhotoUrls, type Review } from '@thindi/contracts';
import type { ReviewRow } from '../db/schema';

/** Reported, or with photos no admin has approved yet: the review waits in the admin's Reviews tab. */
export const isAwaitingModeration = (row: ReviewRow): boolean =>
  row.status === 'published' && (row.reported || (row.photoKeys.length > 0 && row.approvedAt === null));

export interface ReviewViewOptions {
  /**
   * Whether photos not yet approved are shown: to the author, the product's seller and admins, never in the
   * public list.
   */
  unapprovedPhotos?: boolean;
  /** The product's name, in the seller's and the admin's lists. */
  productName?: string;
}

/** A review as shoppers, sellers and admins read it: every review here comes from a delivered order line. */
export function toReview(row: ReviewRow, options: ReviewViewOptions = {}): Review {
  const photosShown = options.unapprovedPhotos || row.approvedAt !== null;
  return {
    id: row.id,
    productId: row.productId,
    reviewerName: row.reviewerName,
    rating: row.rating,
    title: row.title,
    text: row.body,
    status: row.status,
    hiddenReason: row.hiddenReason,
    helpfulCount: row.helpfulCount,
    reported: row.reported,
    sellerReply: row.sellerReply,
    sellerRepliedAt: row.sellerRepliedAt?.toISOString() ?? null,
    verifiedPurchase: true,
    createdAt: row.createdAt.toISOString(),
    photos: photosShown ? row.photoKeys.map(reviewPhotoUrls) : [],
    awaitingModeration: isAwaitingModeration(row),
    ...(options.productName === undefined ? {} : { productName: options.productName }),
  };
}
