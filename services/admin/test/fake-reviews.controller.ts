import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { OwnerAdminPatterns, type ModerateReviewInput, type Principal, type Review } from '@thindi/contracts';
import { DomainError, RpcErrorFilter } from '@thindi/platform';

export const KNOWN_REVIEW_ID = '6b0f5c4e-0000-4000-8000-0000000000e1';

const review = (over: Partial<Review> = {}): Review => ({
  id: KNOWN_REVIEW_ID,
  productId: '6b0f5c4e-0000-4000-8000-0000000000c1',
  productName: 'Ghee Mysore Pak',
  reviewerName: 'Meena I.',
  rating: 1,
  title: null,
  text: 'Call me on 98400 12345',
  status: 'published',
  hiddenReason: null,
  helpfulCount: 0,
  reported: true,
  sellerReply: null,
  sellerRepliedAt: null,
  verifiedPurchase: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  photos: [],
  awaitingModeration: true,
  ...over,
});

/**
 * Plays the catalog's review moderation in admin tests: one reported review in the queue, decisions on it
 * answered as the catalog would (an unknown review is 404, a hide needs a reason), and what it was asked.
 */
@Controller()
@UseFilters(RpcErrorFilter)
export class FakeReviewsController {
  static readonly asked: Array<{ pattern: string; message: { principal: Principal; input: unknown } }> = [];

  @MessagePattern(OwnerAdminPatterns.reviews.queue)
  queue(@Payload() message: { principal: Principal; input: unknown }) {
    FakeReviewsController.asked.push({ pattern: OwnerAdminPatterns.reviews.queue, message });
    return { success: true, reviews: [review()], page: 1, pageSize: 20, total: 1 };
  }

  @MessagePattern(OwnerAdminPatterns.reviews.moderate)
  moderate(@Payload() message: { principal: Principal; input: ModerateReviewInput }) {
    FakeReviewsController.asked.push({ pattern: OwnerAdminPatterns.reviews.moderate, message });
    const { id, status, reason } = message.input;
    if (id !== KNOWN_REVIEW_ID) throw DomainError.notFound('Review not found');
    if (status === 'hidden' && !reason) throw DomainError.validation('reason is required to hide a review');
    const decided = status === 'hidden' ? { status, hiddenReason: reason! } : { status, reported: false };
    return { success: true, review: review({ ...decided, awaitingModeration: false }) };
  }
}
