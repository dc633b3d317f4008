import { Injectable } from '@nestjs/common';
import type { ReviewResponse } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import { reviewNotFound, standingReview } from './review-errors';

/** A shopper or a seller reports a review to the admins; reporting again changes nothing. */
@Injectable()
export class ReportReviewHandler {
  constructor(private readonly reviews: ReviewsRepository) {}

  async execute(id: string): Promise<ReviewResponse> {
    await standingReview(this.reviews, id);
    const row = await this.reviews.report(id);
    if (!row) throw reviewNotFound();
    return { success: true, review: toReview(row) };
  }
}
