import {
  AdminModerationPatterns,
  OwnerAdminPatterns,
  type Principal,
  type ReviewPageResponse,
  type ReviewResponse,
} from '@thindi/contracts';
import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { startAdminForTest, type AdminCall, type AdminUnderTest } from '../../../test/admin-fixture';
import { FakeReviewsController, KNOWN_REVIEW_ID } from '../../../test/fake-reviews.controller';

/** The Reviews tab: the catalog's queue, read through this service, and each decision in the audit log. */
describe('admin review moderation', () => {
  let svc: ServiceUnderTest;
  let admin: Principal;
  let call: AdminCall;
  let audit: AdminUnderTest['auditOf'];
  const customer: Principal = { id: '6b0f5c4e-0000-4000-8000-0000000000c9', role: 'customer', email: 'c@x.in' };
  const asked = FakeReviewsController.asked;

  beforeAll(async () => {
    ({ svc, admin, command: call, auditOf: audit } = await startAdminForTest([FakeReviewsController]));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());
  beforeEach(() => asked.splice(0));

  it("reads the catalog's queue for the admin, waiting reviews by default", async () => {
    const page = await call<ReviewPageResponse>(AdminModerationPatterns.listReviews, { page: '1' });
    expect(page.reviews.map((r) => r.id)).toEqual([KNOWN_REVIEW_ID]);
    expect(asked).toEqual([
      {
        pattern: OwnerAdminPatterns.reviews.queue,
        message: { principal: admin, input: { page: 1, filter: 'waiting' } },
      },
    ]);
  });

  it("refuses a filter it doesn't know before asking the catalog", async () => {
    await expect(call(AdminModerationPatterns.listReviews, { filter: 'reported' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('filter'),
    });
    expect(asked).toEqual([]);
  });

  it('writes an approval and a hide, with its reason, to the audit log', async () => {
    await call<ReviewResponse>(AdminModerationPatterns.moderateReview, { id: KNOWN_REVIEW_ID, status: 'published' });
    const hidden = await call<ReviewResponse>(AdminModerationPatterns.moderateReview, {
      id: KNOWN_REVIEW_ID,
      status: 'hidden',
      reason: 'Shares a phone number',
    });
    expect(hidden.review).toMatchObject({ status: 'hidden', hiddenReason: 'Shares a phone number' });
    expect(await audit('review.approve')).toEqual([
      expect.objectContaining({ targetType: 'review', targetId: KNOWN_REVIEW_ID, reason: null }),
    ]);
    expect(await audit('review.hide')).toEqual([
      expect.objectContaining({
        admin: expect.objectContaining({ id: admin.id }),
        targetType: 'review',
        targetId: KNOWN_REVIEW_ID,
        reason: 'Shares a phone number',
        details: { productName: 'Ghee Mysore Pak', reason: 'Shares a phone number' },
      }),
    ]);
  });

  it('logs nothing when the catalog refuses the decision', async () => {
    const before = (await audit('review.hide')).length;
    await expect(
      call(AdminModerationPatterns.moderateReview, { id: KNOWN_REVIEW_ID, status: 'hidden' }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: 'reason is required to hide a review' });
    const unknown = '6b0f5c4e-0000-4000-8000-0000000000bb';
    await expect(
      call(AdminModerationPatterns.moderateReview, { id: unknown, status: 'published' }),
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    expect(await audit('review.hide')).toHaveLength(before);
  });

  it('refuses the queue and every decision to anyone but an admin, without asking the catalog', async () => {
    await expect(call(AdminModerationPatterns.listReviews, {}, customer)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(
      call(AdminModerationPatterns.moderateReview, { id: KNOWN_REVIEW_ID, status: 'published' }, customer),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    expect(asked).toEqual([]);
  });
});
