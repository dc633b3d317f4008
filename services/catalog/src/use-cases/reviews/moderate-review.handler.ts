import { Injectable } from '@nestjs/common';
import type { ModerateReviewInput, ReviewResponse } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
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
    // The shopper and the seller may ask why a review went: hiding one always says so.
    if (status === 'hidden' && !reason) throw DomainError.validation('reason is required to hide a review');
    const row = await this.reviews.setStatus(id, status, reason ?? null, (r) => r.status !== 'withdrawn');
    if (!row) throw reviewNotFound();
    await this.outbox.flush();
    return { success: true, review: toReview(row) };
  }
}
