import { Inject, Injectable } from '@nestjs/common';
import type { Principal, ReviewResponse } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import { standingReview } from './review-errors';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * A shopper withdraws their own review. It leaves the product's rating, and the order line may be reviewed
 * again: editing a review is withdrawing it and writing a new one.
 */
@Injectable()
export class WithdrawReviewHandler {
  constructor(
    private readonly reviews: ReviewsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(principal: Principal, id: string): Promise<ReviewResponse> {
    const review = await standingReview(this.reviews, id);
    if (review.customerId !== principal.id) throw DomainError.forbidden('You can withdraw only your own review');
    const row = await this.unitOfWork.run((tx, events) =>
      this.reviews.setStatus(tx, events, id, 'withdrawn', null, (r) => r.status !== 'withdrawn'),
    );
    if (!row) throw DomainError.notFound('Review not found', 'CATALOG.REVIEW_NOT_FOUND');
    // The author sees their own photos, approved or not.
    return { success: true, review: toReview(row, { unapprovedPhotos: true }) };
  }
}
