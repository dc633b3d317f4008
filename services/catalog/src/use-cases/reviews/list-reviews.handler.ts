import { Injectable } from '@nestjs/common';
import { REVIEW_PAGE_SIZE, type ReviewListQuery, type ReviewListResponse } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';

/** Anyone reads a product's published reviews, newest or most helpful first, with the rating's summary. */
@Injectable()
export class ListReviewsHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(query: ReviewListQuery): Promise<ReviewListResponse> {
    const [{ rows, total }, summary] = await Promise.all([
      this.reviews.page(query, REVIEW_PAGE_SIZE),
      this.reviews.summary(query.productId),
    ]);
    return {
      success: true,
      reviews: rows.map((row) => toReview(row)),
      summary,
      page: query.page,
      pageSize: REVIEW_PAGE_SIZE,
      total,
    };
  }
}
