import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_REVIEW_MAIL_QUEUE,
  CatalogReviewJobs,
  REVIEW_MESSAGES,
  type ModerateReviewInput,
  type ReviewHiddenJob,
  type ReviewResponse,
} from '@thindi/contracts';
import { DomainError, type OutboxEntry, UnitOfWork } from '@thindi/platform';
import { ReviewsRepository } from '../../db/reviews.repository';
import type { ReviewRow } from '../../db/schema';
import { toReview } from '../../domain/review-view';
import { reviewNotFound, standingReview } from './review-errors';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * An admin approves a review (its photos are shown, a report is settled, a hidden one is counted again) or hides
 * it with a reason. A hidden review leaves the product's rating, and its author's mail is queued, in the same
 * transaction; a withdrawn one is the shopper's and is not brought back.
 */
@Injectable()
export class ModerateReviewHandler {
  constructor(
    private readonly reviews: ReviewsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute({ id, status, reason }: ModerateReviewInput): Promise<ReviewResponse> {
    // The shopper may ask why a review went: hiding one always says so, in the mail to them.
    if (status === 'hidden' && !reason) throw DomainError.validation(REVIEW_MESSAGES.hideReason);
    const review = await standingReview(this.reviews, id);
    const productName = await this.reviews.productNameOf(review);
    // The author hears once per hiding: a second hide (a corrected reason, a retried request) mails nobody.
    const mail = (before: ReviewRow) =>
      status === 'hidden' && before.status !== 'hidden' ? [hiddenMail(before, productName, reason ?? '')] : [];
    const row = await this.unitOfWork.run((tx, events) =>
      this.reviews.setStatus(tx, events, id, status, reason ?? null, (r) => r.status !== 'withdrawn', mail),
    );
    if (!row) throw reviewNotFound();
    return { success: true, review: toReview(row, { unapprovedPhotos: true, productName }) };
  }
}

/** The job that mails the author (the catalog has no address for them: the worker asks the auth service). */
function hiddenMail(review: ReviewRow, productName: string, reason: string): OutboxEntry {
  const data: ReviewHiddenJob = {
    reviewId: review.id,
    customerId: review.customerId,
    productName,
    reason,
    hiddenAt: new Date().toISOString(),
  };
  return { kind: 'job', queue: CATALOG_REVIEW_MAIL_QUEUE, name: CatalogReviewJobs.reviewHidden, data };
}
