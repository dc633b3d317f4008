import {
  type IssueListResponse,
  type Order,
  type SellerOrderStats,
  MailJobs,
  OrderPatterns,
  type Principal,
  type SellerOrder,
} from '@thindi/contracts';
import type { Platform } from '@thindi/platform';
import { waitUntil, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { amma, house, orderServiceForTest, shopper } from '../../../test/order-fixture';

/** A seller records the return of its delivered part, within the return window (RETURN_WINDOW_DAYS, 7 here). */
describe('order service: returning a delivered part', () => {
  let platform: Platform;
  const fixture = orderServiceForTest<{ orderNumber: string; note: string | null }>({ RETURN_WINDOW_DAYS: '7' });
  const { place, move, deliver, deliveredDaysAgo, mails, eventsOf: statusEvents } = fixture;

  beforeAll(async () => {
    ({ platform } = await fixture.start({ watch: true }));
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());

  it('records the return of a delivered part with its reason and sends order.status-changed and the mail', async () => {
    const order = await place();
    await deliver(amma, order.id);
    await deliver(house, order.id);

    const { order: view } = await move(amma, order.id, 'returned', 'Pack arrived crushed');

    expect(view.orderStatus).toBe('returned');
    expect(view.orderHistory.at(-1)).toMatchObject({ status: 'returned', note: 'Pack arrived crushed' });
    await waitUntil('the return is announced', () => statusEvents(order.id).some((e) => e.status === 'returned'));
    // The other part is still delivered, so the order is.
    expect(statusEvents(order.id).find((e) => e.status === 'returned')).toMatchObject({
      sellerId: amma.id,
      orderStatus: 'delivered',
    });
    await waitUntil('the return is mailed', () =>
      mails.some((m) => m.name === MailJobs.orderReturned && m.data.orderNumber === order.orderNumber),
    );
    expect(mails.find((m) => m.name === MailJobs.orderReturned)?.data.note).toBe('Pack arrived crushed');

    // A returned share is no longer the seller's revenue.
    const stats = await platform.client.query<SellerOrderStats>(OrderPatterns.sellerStats, { sellerId: amma.id });
    expect(stats.recentOrders.find((o) => o._id === order.id)?.orderStatus).toBe('returned');
    const returnedShare = stats.recentOrders.find((o) => o._id === order.id)?.sellerSubtotal ?? 0;
    expect(returnedShare).toBeGreaterThan(0);
    expect(stats.totalRevenue).toBe(
      stats.recentOrders
        .filter((o) => !['cancelled', 'returned'].includes(o.orderStatus))
        .reduce((sum, o) => sum + o.sellerSubtotal, 0),
    );

    await move(house, order.id, 'returned');
    await waitUntil("the house's return is announced", () =>
      statusEvents(order.id).some((e) => e.sellerId === house.id && e.status === 'returned'),
    );
    expect(statusEvents(order.id).at(-1)).toMatchObject({ status: 'returned', orderStatus: 'returned' });
  });

  it("is a ticket the seller opened and settled, the refund it owes naming it, in the shopper's tickets", async () => {
    const order = await place();
    await deliver(amma, order.id);
    await move(amma, order.id, 'returned', 'Returned at the door: box crushed');

    const { issues } = await platform.client.query<IssueListResponse>(OrderPatterns.listMyIssues, {
      principal: shopper,
      input: {},
    });
    const ticket = issues.find((i) => i.orderId === order.id)!;
    const murukkuLine = order.items.find((i) => i.sellerId === amma.id)!;
    expect(ticket).toMatchObject({
      kind: 'returned',
      status: 'resolved',
      sellerId: amma.id,
      description: 'Returned at the door: box crushed',
      lines: [expect.objectContaining({ productId: murukkuLine.productId, quantity: murukkuLine.quantity })],
      resolution: { kind: 'refund', amount: ticket.value, by: 'seller' },
      overdue: false,
    });
    expect(ticket.history.map((h) => [h.status, h.by])).toEqual([
      ['open', 'seller'],
      ['resolved', 'seller'],
    ]);
    const { order: shown } = await platform.client.query<{ order: Order }>(OrderPatterns.get, {
      principal: shopper,
      input: { id: order.id },
    });
    expect(shown.refund!.refunds).toEqual([
      expect.objectContaining({ reason: 'returned', issueNumber: ticket.number, amount: ticket.value }),
    ]);
  });

  it('refuses the return of a part not yet delivered, and any move of a returned part', async () => {
    const order = await place();
    await move(amma, order.id, 'shipped');
    await expect(move(amma, order.id, 'returned')).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.STATUS_NOT_ALLOWED',
      message: 'Only a delivered order can be returned',
    });
    await move(amma, order.id, 'delivered');
    await move(amma, order.id, 'returned');
    await expect(move(amma, order.id, 'delivered')).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'This order is already returned',
    });
  });

  it('refuses a return once the return window has closed', async () => {
    const order = await place();
    await deliver(amma, order.id);
    await deliveredDaysAgo(order.id, amma.id, 8);
    await expect(move(amma, order.id, 'returned', 'Too late')).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'ORDER.RETURN_WINDOW_CLOSED',
      message: 'The return window for this order has closed',
    });
    // Six days after the delivery it is still within the window.
    await deliveredDaysAgo(order.id, amma.id, 6);
    await expect(move(amma, order.id, 'returned')).resolves.toMatchObject({ order: { orderStatus: 'returned' } });
  });

  it("does not let another seller return a seller's part", async () => {
    const order = await place();
    await deliver(amma, order.id);
    const stranger: Principal = { id: randomUUID(), role: 'seller', email: 'stranger@example.in' };
    await expect(move(stranger, order.id, 'returned')).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    // The other seller of the same order moves only its own part, which is not delivered.
    await expect(move(house, order.id, 'returned')).rejects.toMatchObject({ kind: 'CONFLICT' });
    const { order: mine } = await platform.client.query<{ order: SellerOrder }>(OrderPatterns.get, {
      principal: amma,
      input: { id: order.id },
    });
    expect(mine.orderStatus).toBe('delivered');
  });
});
