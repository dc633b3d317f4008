import { MAIL_QUEUE, MailJobs, OrderPatterns, type ReviewRequestMail } from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { waitUntil, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { eq } from 'drizzle-orm';
import { fakeCatalog, laddu, murukku } from '../../test/fake-catalog';
import { amma, house, orderServiceForTest, shopper } from '../../test/order-fixture';
import type { OrderDb } from '../db/order-db';
import { reviewRequests } from '../db/schema';
import { ReviewRequestSweeper } from './review-request-sweeper';
import { ORDER_DB } from '../order.constants';

/** A shopper is asked to rate a delivered part REVIEW_REQUEST_DELAY_DAYS (3 here) after its delivery, once. */
describe('order service: asking for a review after delivery', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let sweeper: ReviewRequestSweeper;
  let db: OrderDb;
  const mails: ReviewRequestMail[] = [];
  // The timer stays out of the way: each test sweeps when it means to.
  const fixture = orderServiceForTest({ REVIEW_REQUEST_DELAY_DAYS: '3', REVIEW_REQUEST_SWEEP_SECONDS: '86400' });
  const { place, move, deliver, deliveredDaysAgo } = fixture;

  const requested = async (orderId: string) =>
    (await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId))).map((r) => r.sellerId);
  const mailsFor = (orderNumber: string) => mails.filter((m) => m.orderNumber === orderNumber);
  beforeAll(async () => {
    service = await fixture.start();
    platform = service.platform;
    sweeper = service.app.get(ReviewRequestSweeper);
    db = service.app.get<OrderDb>(ORDER_DB);
    await platform.jobs.process<ReviewRequestMail>(MAIL_QUEUE, async (data, { name }) => {
      if (name === MailJobs.reviewRequest) mails.push(data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it('asks about a part delivered three days ago exactly once, however often the sweep runs', async () => {
    const order = await place();
    await deliver(amma, order.id);
    await deliveredDaysAgo(order.id, amma.id, 3.1);

    await sweeper.sweep();
    await sweeper.sweep();
    await Promise.all([sweeper.sweep(), sweeper.sweep()]);

    expect(await requested(order.id)).toEqual([amma.id]);
    await waitUntil('the review request is mailed', () => mailsFor(order.orderNumber).length > 0);
    // Another order asked about after it: its mail comes after any second mail of the first would have.
    const later = await place();
    await deliver(house, later.id);
    await deliveredDaysAgo(later.id, house.id, 4);
    await sweeper.sweep();
    await waitUntil('the later review request is mailed', () => mailsFor(later.orderNumber).length > 0);
    expect(mailsFor(order.orderNumber)).toEqual([
      {
        to: `${shopper.id}@shoppers.example.in`,
        firstName: 'Meena',
        orderNumber: order.orderNumber,
        products: [{ productId: murukku.id, name: 'Murukku' }],
      },
    ]);
    expect(mailsFor(later.orderNumber)[0].products).toEqual([{ productId: laddu.id, name: 'Laddu' }]);
  });

  it('sends no mail for a part whose products the shopper has all reviewed already', async () => {
    const reviewed = await place();
    await deliver(amma, reviewed.id);
    await deliveredDaysAgo(reviewed.id, amma.id, 4);
    fakeCatalog.reviewed.add(`${reviewed.id}:${murukku.id}`);
    const marker = await place();
    await deliver(house, marker.id);
    await deliveredDaysAgo(marker.id, house.id, 4);

    await sweeper.sweep();

    expect(await requested(reviewed.id)).toEqual([amma.id]);
    // Both requests were processed in the same sweep: the other's mail comes once the first was settled.
    await waitUntil('the marker review request is mailed', () => mailsFor(marker.orderNumber).length > 0);
    expect(mailsFor(reviewed.orderNumber)).toEqual([]);
  });

  it('does not ask about a part delivered less than three days ago', async () => {
    const order = await place();
    await deliver(amma, order.id);
    await deliveredDaysAgo(order.id, amma.id, 2.9);
    await deliver(house, order.id);

    await sweeper.sweep();

    expect(await requested(order.id)).toEqual([]);
  });

  it('does not ask about a part that is shipped, cancelled or returned', async () => {
    const shipped = await place();
    await move(amma, shipped.id, 'shipped');
    const cancelled = await place();
    await platform.client.command(OrderPatterns.cancel, { principal: shopper, input: { id: cancelled.id } });
    const returned = await place();
    await deliver(amma, returned.id);
    await move(amma, returned.id, 'returned');
    for (const order of [shipped, cancelled, returned]) await deliveredDaysAgo(order.id, amma.id, 4);

    await sweeper.sweep();

    for (const order of [shipped, cancelled, returned]) expect(await requested(order.id)).toEqual([]);
  });

  it('does not ask about parts delivered more than two weeks before they were due a request', async () => {
    const order = await place();
    await deliver(amma, order.id);
    await deliveredDaysAgo(order.id, amma.id, 3 + 15);

    await sweeper.sweep();

    expect(await requested(order.id)).toEqual([]);
  });
});
