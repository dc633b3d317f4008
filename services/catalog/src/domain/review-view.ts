import type { Review } from '@thindi/contracts';
import type { ReviewRow } from '../db/schema';

/** A review as shoppers, sellers and admins read it: every review here comes from a delivered order line. */
export function toReview(row: ReviewRow): Review {
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
  };
}
