import { Inject, Injectable } from '@nestjs/common';
import {
  MediaPatterns,
  OrderPatterns,
  REVIEW_MESSAGES,
  reviewPhotoKeyOf,
  type CreateReviewInput,
  type OwnedFilesResponse,
  type Principal,
  type ReviewableLine,
  type ReviewResponse,
} from '@thindi/contracts';
import { DomainError, ServiceClient, UnitOfWork } from '@thindi/platform';
import { ReviewsRepository } from '../../db/reviews.repository';
import { toReview } from '../../domain/review-view';
import type { CatalogDb } from '../../db/catalog-db';

/**
 * A shopper reviews a product of one of their orders. The order service, which owns orders, says whether that
 * line was delivered to them; the catalog keeps one standing review per order line. Its photos must be the
 * shopper's own uploads, and wait for an admin before the public list shows them.
 */
@Injectable()
export class WriteReviewHandler {
  constructor(
    private readonly client: ServiceClient,
    private readonly reviews: ReviewsRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(principal: Principal, input: CreateReviewInput): Promise<ReviewResponse> {
    if (!(await this.reviews.productExists(input.productId)))
      throw DomainError.notFound('Product not found', 'CATALOG.PRODUCT_NOT_FOUND');
    const line = await this.client.query<ReviewableLine>(OrderPatterns.reviewable, {
      customerId: principal.id,
      orderId: input.orderId,
      productId: input.productId,
    });
    if (!line.reviewable) throw DomainError.forbidden(REVIEW_MESSAGES.notDelivered, 'CATALOG.REVIEW_NOT_ALLOWED');
    const photoKeys = await this.photoKeys(principal, input.photos);
    const review = {
      productId: input.productId,
      orderId: input.orderId,
      customerId: principal.id,
      reviewerName: line.reviewerName ?? 'Verified buyer',
      rating: input.rating,
      title: input.title || null,
      body: input.text,
      photoKeys,
    };
    const row = await this.unitOfWork.run((tx, events) => this.reviews.insert(tx, events, review));
    if (!row) throw DomainError.conflict(REVIEW_MESSAGES.duplicate, 'CATALOG.REVIEW_EXISTS');
    return { success: true, review: toReview(row, { unapprovedPhotos: true }) };
  }

  /**
   * The stored keys of the form's photos: each entry is a key or a URL of the platform's own file route, and must
   * be a review photo this shopper uploaded, so no review can show another shopper's picture or another host's.
   * The media service keeps the photos claimed this way for good.
   */
  private async photoKeys(principal: Principal, photos: string[]): Promise<string[]> {
    const keys = photos.map((photo) => reviewPhotoKeyOf(photo));
    if (keys.length === 0) return [];
    if (keys.some((key) => key === undefined) || new Set(keys).size !== keys.length) throw photoRefused();
    const { owned } = await this.client.query<OwnedFilesResponse>(MediaPatterns.claimFiles, {
      principal,
      input: { keys },
    });
    if (keys.some((key) => !owned.includes(key!))) throw photoRefused();
    return keys as string[];
  }
}

const photoRefused = () => DomainError.validation(REVIEW_MESSAGES.photoRefused, 'CATALOG.REVIEW_PHOTO_REFUSED');
