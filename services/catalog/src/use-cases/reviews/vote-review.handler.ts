import { Inject, Injectable } from '@nestjs/common';
import type { Principal, ReviewResponse } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import type { CatalogDb } from '../../db/catalog-db';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import { reviewNotFound, standingReview } from './review-errors';

/** A shopper finds a published review helpful: once per shopper, and never their own. */
@Injectable()
export class VoteReviewHandler {
  constructor(
    private readonly reviews: ReviewsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(principal: Principal, id: string): Promise<ReviewResponse> {
    const review = await standingReview(this.reviews, id);
    if (review.status !== 'published') throw reviewNotFound();
    if (review.customerId === principal.id) throw DomainError.forbidden('You cannot vote for your own review');
    if (!(await this.unitOfWork.run((tx) => this.reviews.vote(tx, id, principal.id))))
      throw DomainError.conflict('You have already voted for this review', 'CATALOG.REVIEW_VOTED');
    return { success: true, review: toReview((await this.reviews.find(id))!) };
  }
}
