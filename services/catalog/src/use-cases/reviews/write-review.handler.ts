import { Inject, Injectable } from '@nestjs/common';
import {
  OrderPatterns,
  REVIEW_MESSAGES,
  type CreateReviewInput,
  type Principal,
  type ReviewableLine,
  type ReviewResponse,
} from '@thindi/contracts';
import { DomainError, PLATFORM, type Platform } from '@thindi/platform';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import { CatalogOutbox } from '../../messaging/catalog-outbox';

/**
 * A shopper reviews a product of one of their orders. The order service, which owns orders, says whether that
 * line was delivered to them; the catalog keeps one standing review per order line.
 */
@Injectable()
export class WriteReviewHandler {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly reviews: ReviewsRepository,
    private readonly outbox: CatalogOutbox,
  ) {}

  async execute(principal: Principal, input: CreateReviewInput): Promise<ReviewResponse> {
    if (!(await this.reviews.productExists(input.productId)))
      throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    const line = await this.platform.client.query<ReviewableLine>(OrderPatterns.reviewable, {
      customerId: principal.id,
      orderId: input.orderId,
      productId: input.productId,
    });
    if (!line.reviewable) throw DomainError.forbidden(REVIEW_MESSAGES.notDelivered, 'CATALOG.REVIEW_NOT_ALLOWED');
    const row = await this.reviews.insert({
      productId: input.productId,
      orderId: input.orderId,
      customerId: principal.id,
      reviewerName: line.reviewerName ?? 'Verified buyer',
      rating: input.rating,
      title: input.title || null,
      body: input.text,
    });
    if (!row) throw DomainError.conflict(REVIEW_MESSAGES.duplicate, 'CATALOG.REVIEW_EXISTS');
    await this.outbox.flush();
    return { success: true, review: toReview(row) };
  }
}
