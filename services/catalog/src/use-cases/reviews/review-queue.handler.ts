import { Injectable } from '@nestjs/common';
import { ADMIN_PAGE_SIZE_DEFAULT, type ReviewPageResponse, type ReviewQueueQuery } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';

/** The admin's Reviews tab: what waits for a decision, what was hidden, or every standing review, with photos. */
@Injectable()
export class ReviewQueueHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(query: ReviewQueueQuery): Promise<ReviewPageResponse> {
    const { rows, total } = await this.reviews.queue(query, ADMIN_PAGE_SIZE_DEFAULT);
    return {
      success: true,
      // An admin judges the photos too, before any shopper sees them.
      reviews: rows.map(({ review, productName }) => toReview(review, { unapprovedPhotos: true, productName })),
      page: query.page,
      pageSize: ADMIN_PAGE_SIZE_DEFAULT,
      total,
    };
  }
}
