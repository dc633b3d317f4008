import { DomainError } from '@thindi/platform';
import type { ReviewRow } from '../../db/schema';
import type { ReviewsRepository } from '../../db/reviews.repository';

export const reviewNotFound = () => DomainError.notFound('Review not found', 'CATALOG.REVIEW_NOT_FOUND');

/** The review, unless it is unknown or withdrawn (a withdrawn review is gone for everyone but its history). */
export async function standingReview(repository: ReviewsRepository, id: string): Promise<ReviewRow> {
  const row = await repository.find(id);
  if (!row || row.status === 'withdrawn') throw reviewNotFound();
  return row;
}
