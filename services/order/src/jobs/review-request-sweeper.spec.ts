import {
  MAIL_QUEUE,
  MailJobs,
  OrderPatterns,
  type PlaceOrderResult,
  type Principal,
  type ReviewRequestMail,
  type SellerOrder,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { fakeCatalog, laddu, murukku, orderWithFakeCatalog } from '../../test/fake-catalog';
import type { OrderDb } from '../db/order-db';
import { fulfilments, reviewRequests } from '../db/schema';
import { ReviewRequestSweeper } from './review-request-sweeper';
import { ORDER_DB } from '../order.constants';

const DAY = 24 * 3600 * 1000;

/** A shopper is asked to rate a delivered part REVIEW_REQUEST_DELAY_DAYS (3 here) after its delivery, once. */
describe('order service: asking for a review after delivery', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  let sweeper: ReviewRequestSweeper;
  let db: OrderDb;
  const mails: ReviewRequestMail[] = [];
  const shopper: Principal = { id: randomUUID(), role: 'customer', email: 'meena@example.in' };
  const amma: Principal = { id: murukku.sellerId, role: 'seller', email: 'amma@example.in' };
  const house: Principal = { id: laddu.sellerId, role: 'seller', email: 'house@example.in' };
  const shippingAddress = {
    type: 'home',
    firstName: 'Meena',
    lastName: 'Iyer',
    street: '12 Car Street',
    city: 'Madurai',
    state: 'Tamil Nadu',
    pincode: '625001',
    phone: '9876543210',
  };

  const place = async () => {
    const items = [
      { productId: murukku.id, quantity: 2 },
      { productId: laddu.id, quantity: 1 },
    ];
    const { order } = await platform.client.command<PlaceOrderResult>(OrderPatterns.place, {
      principal: shopper,
      input: { order: { items, shippingAddress } },
    });
    return order;
  };
  const move = (seller: Principal, id: string, status: string) =>
    platform.client.command<{ order: SellerOrder }>(OrderPatterns.updateStatus, {
      principal: seller,
      input: { id, status },
    });
  const deliver = async (seller: Principal, id: string) => {
    await move(seller, id, 'shipped');
    await move(seller, id, 'delivered');
  };
  /** Moves the part's delivery back in time, as if it had been delivered `days` ago. */
  const deliveredDaysAgo = async (orderId: string, sellerId: string, days: number) => {
    const where = and(eq(fulfilments.orderId, orderId), eq(fulfilments.sellerId, sellerId));
    const [part] = await db.select().from(fulfilments).where(where);
    const at = new Date(Date.now() - days * DAY).toISOString();
    const history = part.history.map((e) => (e.status === 'delivered' ? { ...e, timestamp: at } : e));
    await db.update(fulfilments).set({ history }).where(where);
  };
  const requested = async (orderId: string) =>
    (await db.select().from(reviewRequests).where(eq(reviewRequests.orderId, orderId))).map((r) => r.sellerId);
  const mailsFor = (orderNumber: string) => mails.filter((m) => m.orderNumber === orderNumber);
  beforeAll(async () => {
    service = await startServiceForTest('order', orderWithFakeCatalog, {
      // The timer stays out of the way: each test sweeps when it means to.
      env: { REVIEW_REQUEST_DELAY_DAYS: '3', REVIEW_REQUEST_SWEEP_SECONDS: '86400' },
    });
    platform = service.platform;
    sweeper = service.app.get(ReviewRequestSweeper);
    db = service.app.get<OrderDb>(ORDER_DB);
    await platform.jobs.process<ReviewRequestMail>(MAIL_QUEUE, async (data, { name }) => {
      if (name === MailJobs.reviewRequest) mails.push(data);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

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
