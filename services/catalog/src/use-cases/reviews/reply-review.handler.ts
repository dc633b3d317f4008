import { Injectable } from '@nestjs/common';
import type { Principal, ReviewReplyInput, ReviewResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import { standingReview } from './review-errors';

/**
 * The seller of the reviewed product answers a review, once, in public. A review the marketplace hid cannot be
 * answered: no shopper would read the reply.
 */
@Injectable()
export class ReplyReviewHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(principal: Principal, { id, text }: ReviewReplyInput): Promise<ReviewResponse> {
    const review = await standingReview(this.reviews, id);
    if ((await this.reviews.sellerOf(review)) !== principal.id)
      throw DomainError.forbidden('Only the seller of this product can reply', 'CATALOG.NOT_PRODUCT_OWNER');
    if (review.status === 'hidden')
      throw DomainError.conflict('A review hidden by the marketplace cannot be answered', 'CATALOG.REVIEW_HIDDEN');
    const row = await this.reviews.reply(id, text);
    if (!row) throw DomainError.conflict('This review already has a reply', 'CATALOG.REVIEW_REPLIED');
    return { success: true, review: toReview(row, { unapprovedPhotos: true }) };
  }
}
