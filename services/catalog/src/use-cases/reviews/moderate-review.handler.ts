import { Injectable } from '@nestjs/common';
import type { ModerateReviewInput, ReviewResponse } from '@thindi/contracts';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import { CatalogOutbox } from '../../messaging/catalog-outbox';
import { reviewNotFound } from './review-errors';

/**
 * An admin hides a review (with a reason) or publishes it again. A hidden review leaves the product's rating
 * in the same transaction; a withdrawn one is the shopper's and is not brought back.
 */
@Injectable()
export class ModerateReviewHandler {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async execute({ id, status, reason }: ModerateReviewInput): Promise<ReviewResponse> {
    const row = await this.reviews.setStatus(id, status, reason ?? null, (r) => r.status !== 'withdrawn');
    if (!row) throw reviewNotFound();
    await this.outbox.flush();
    return { success: true, review: toReview(row) };
  }
}
