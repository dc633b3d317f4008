import { Injectable } from '@nestjs/common';
import type { CustomerReviewsResponse, Principal } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';

/**
 * Every review the calling shopper wrote, for their own copy of their data: withdrawn and hidden ones too, with
 * all their photos and the product's name. Only the principal's own reviews are ever read.
 */
@Injectable()
export class CustomerReviewsHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(principal: Principal): Promise<CustomerReviewsResponse> {
    const rows = await this.reviews.ofCustomer(principal.id);
    return {
      success: true,
      reviews: rows.map(({ review, productName }) => ({
        ...toReview(review, { unapprovedPhotos: true }),
        productName,
      })),
    };
  }
}
