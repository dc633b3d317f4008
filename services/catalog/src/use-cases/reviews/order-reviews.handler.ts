import { Injectable } from '@nestjs/common';
import type { OrderReviewsQuery, OrderReviewsResponse, Principal } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';

/**
 * A shopper's own reviews of one order, for /orders: a rated line shows its stars (and, when hidden, why) with
 * 'Withdraw review', the first step of rewriting it. Only the principal's own reviews are ever read.
 */
@Injectable()
export class OrderReviewsHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(principal: Principal, { orderId }: OrderReviewsQuery): Promise<OrderReviewsResponse> {
    const rows = await this.reviews.ofOrder(principal.id, orderId);
    return { success: true, reviews: rows.map((row) => toReview(row, { unapprovedPhotos: true })) };
  }
}
