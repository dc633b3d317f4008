import type { Issue } from '@thindi/contracts';

/** A ticket as the API answers it (POST /api/orders/:id/issues, GET /api/support/:number); override what the test is about. */
export function makeIssue(overrides: Partial<Issue> = {}): Issue {
  return {
    id: 'i1',
    number: 'TK-20261202-4F7K2',
    status: 'open',
    kind: 'damaged',
    orderId: 'o1',
    orderNumber: 'TH-20261124-ABCDE',
    sellerId: 's1',
    sellerName: 'Amma Sweets',
    topic: null,
    lines: [{ productId: 'p1', variantId: 'v1', name: 'Mysore Pak', packLabel: '500 g', quantity: 1 }],
    description: 'The box was crushed and the pieces broken.',
    photos: ['/api/files/review-photos/p1.webp'],
    // 5 Dec 01:30 in India (still 4 Dec in UTC): the page shows India's date.
    acknowledgeBy: '2026-12-04T20:00:00.000Z',
    resolveBy: '2027-01-01T10:00:00.000Z',
    value: 450,
    resolution: null,
    respondBy: null,
    acknowledgedAt: null,
    replacement: null,
    overdue: false,
    createdAt: '2026-12-02T20:00:00.000Z',
    updatedAt: '2026-12-02T20:00:00.000Z',
    history: [{ status: 'open', at: '2026-12-02T20:00:00.000Z', by: 'shopper' }],
    ...overrides,
  };
}

/** A ticket the seller answered with a refund, waiting for the shopper to accept or escalate it. */
export function makeOfferedIssue(overrides: Partial<Issue> = {}): Issue {
  return makeIssue({
    status: 'offered',
    resolution: { kind: 'refund', amount: 450, by: 'seller', at: '2026-12-03T04:00:00.000Z' },
    // 10 Dec 2026, 9:30 am in India.
    respondBy: '2026-12-10T04:00:00.000Z',
    acknowledgedAt: '2026-12-03T04:00:00.000Z',
    updatedAt: '2026-12-03T04:00:00.000Z',
    history: [
      { status: 'open', at: '2026-12-02T20:00:00.000Z', by: 'shopper' },
      { status: 'offered', at: '2026-12-03T04:00:00.000Z', by: 'seller', note: 'Refund of ₹450.00 offered' },
    ],
    ...overrides,
  });
}
