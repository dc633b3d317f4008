import type { Review } from '@thindi/contracts';

/** A published, verified-purchase review; `overrides` change any field. */
export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    productId: 'p1',
    reviewerName: 'Asha R.',
    rating: 5,
    title: 'Melts in the mouth',
    text: 'Fresh and rich with ghee.',
    status: 'published',
    hiddenReason: null,
    helpfulCount: 2,
    reported: false,
    sellerReply: null,
    sellerRepliedAt: null,
    verifiedPurchase: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    photos: [],
    awaitingModeration: false,
    ...overrides,
  };
}
