import { Injectable } from '@nestjs/common';
import { REVIEW_PAGE_SIZE, type Principal, type ReviewPageResponse, type SellerReviewQuery } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';

/**
 * A seller reads the reviews of its own products in the dashboard, hidden ones with the admin's reason, and
 * every photo (the seller may report one the admins have not looked at yet).
 */
@Injectable()
export class ListSellerReviewsHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(principal: Principal, query: SellerReviewQuery): Promise<ReviewPageResponse> {
    const { rows, total } = await this.reviews.sellerPage(principal.id, query, REVIEW_PAGE_SIZE);
    return {
      success: true,
      reviews: rows.map(({ review, productName }) => toReview(review, { unapprovedPhotos: true, productName })),
      page: query.page,
      pageSize: REVIEW_PAGE_SIZE,
      total,
    };
  }
}
