import { type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { financeServiceForTest, PART_NET } from '../../../test/finance-fixture';
import { randomUUID } from 'node:crypto';
import { FinanceSweeper } from '../../jobs/finance-sweeper';
import { sellerHeld, sellerPayable } from '../../ledger/accounts';
import { Ledger } from '../../ledger/ledger';
import { FinanceOrderEventsConsumer } from '../../messaging/order-events.consumer';

const DAY = 24 * 3600 * 1000;
const NET = PART_NET;

/**
 * A shopper's open ticket holds its part's money: the return window's release waits until the ticket is resolved,
 * whatever order the ticket's events come in and however often.
 */
describe('finance service: a ticket holds its part', () => {
  let svc: ServiceUnderTest;
  let consumer: FinanceOrderEventsConsumer;
  let ledger: Ledger;
  let sweeper: FinanceSweeper;
  let now = new Date('2026-11-21T06:00:00Z');
  const ticket = (orderId: string, sellerId: string) => ({
    issueId: randomUUID(),
    number: `TK-20261121-${randomUUID().slice(0, 5).toUpperCase()}`,
    orderId,
    sellerId,
  });

  const fixture = financeServiceForTest(() => now);
  const { status: event, deliveredPart: delivered } = fixture;
  const payable = (sellerId: string) => ledger.balanceOf(sellerPayable(sellerId));
  const afterWindow = async () => {
    now = new Date(now.getTime() + 8 * DAY);
    await sweeper.sweep();
  };

  beforeAll(async () => {
    svc = await fixture.start();
    consumer = svc.app.get(FinanceOrderEventsConsumer);
    ledger = svc.app.get(Ledger);
    sweeper = svc.app.get(FinanceSweeper);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => fixture.stop());
  beforeEach(() => {
    now = new Date('2026-11-21T06:00:00Z');
  });

  it('keeps the part held past its return window while a ticket is open, and releases it once resolved', async () => {
    const { orderId, sellerId } = await delivered();
    const open = ticket(orderId, sellerId);
    await consumer.issueOpened(open, now);
    await consumer.issueOpened(open, now); // a replay changes nothing

    await afterWindow();
    expect(await payable(sellerId)).toBe(0);
    expect(await ledger.balanceOf(sellerHeld(sellerId))).toBe(-NET);

    await consumer.issueResolved(open, now);
    await sweeper.sweep();
    expect(await payable(sellerId)).toBe(-NET);
    expect(await ledger.balanceOf(sellerHeld(sellerId))).toBe(0);
  });

  it('holds until every open ticket of the part is resolved, and only that part', async () => {
    const first = await delivered();
    const other = await delivered();
    const damaged = ticket(first.orderId, first.sellerId);
    const missing = ticket(first.orderId, first.sellerId);
    await consumer.issueOpened(damaged, now);
    await consumer.issueOpened(missing, now);
    await consumer.issueResolved(damaged, now);

    await afterWindow();
    expect(await payable(first.sellerId)).toBe(0);
    expect(await payable(other.sellerId)).toBe(-NET);

    await consumer.issueResolved(missing, now);
    await sweeper.sweep();
    expect(await payable(first.sellerId)).toBe(-NET);
  });

  it('takes a resolution that comes before its opening: the late opening holds nothing', async () => {
    const { orderId, sellerId } = await delivered();
    const settled = ticket(orderId, sellerId);
    await consumer.issueResolved(settled, now);
    await consumer.issueOpened(settled, now);
    await consumer.issueResolved(settled, now);

    await afterWindow();
    expect(await payable(sellerId)).toBe(-NET);
  });

  it('holds a part whose ticket was opened before it was delivered (not delivered, then it came)', async () => {
    const { orderId, sellerId } = await fixture.shippedPart();
    await consumer.issueOpened(ticket(orderId, sellerId), now);
    await event(orderId, sellerId, 'delivered');

    await afterWindow();
    expect(await payable(sellerId)).toBe(0);
  });

  it('never releases a part whose ticket opens while the sweep runs', async () => {
    const parts = await Promise.all(Array.from({ length: 6 }, () => delivered()));
    now = new Date(now.getTime() + 8 * DAY);
    await Promise.all([
      sweeper.sweep(),
      ...parts.map((part) => consumer.issueOpened(ticket(part.orderId, part.sellerId), now)),
    ]);
    // Each part is either released before its ticket came (its money then nets from a later payout) or held: the
    // ledger and the settlement agree either way, and a second sweep releases none of the held ones.
    const before = await Promise.all(parts.map((part) => payable(part.sellerId)));
    await sweeper.sweep();
    expect(await Promise.all(parts.map((part) => payable(part.sellerId)))).toEqual(before);
    for (const [i, part] of parts.entries()) {
      expect(before[i] + (await ledger.balanceOf(sellerHeld(part.sellerId)))).toBe(-NET);
    }
  });
});
