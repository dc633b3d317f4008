import { Module } from '@nestjs/common';
import type { OrderStatusChangedEvent } from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FakeSourcesController } from '../../../test/fake-sources.controller';
import { guwahatiPart, line, maduraiSeller } from '../../../test/order-parts';
import { FINANCE_CLOCK, type Clock } from '../../finance.constants';
import { FinanceModule } from '../../finance.module';
import { FinanceSweeper } from '../../jobs/finance-sweeper';
import { sellerHeld, sellerPayable } from '../../ledger/accounts';
import { Ledger } from '../../ledger/ledger';
import { FinanceOrderEventsConsumer } from '../../messaging/order-events.consumer';

@Module({ controllers: [FakeSourcesController] })
class FakeSourcesModule {}

const DAY = 24 * 3600 * 1000;
const NET = 88_645;

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
  const event = (orderId: string, sellerId: string, status: OrderStatusChangedEvent['status']) =>
    consumer.apply({
      orderId,
      orderNumber: `ORD-${orderId.slice(0, 8)}`,
      sellerId,
      status,
      orderStatus: status,
      at: now.toISOString(),
    });
  const ticket = (orderId: string, sellerId: string) => ({
    issueId: randomUUID(),
    number: `TK-20261121-${randomUUID().slice(0, 5).toUpperCase()}`,
    orderId,
    sellerId,
  });

  /** A one-seller order delivered now: ₹945 settled, ₹886.45 held for the seller. */
  async function delivered() {
    const orderId = randomUUID();
    const seller = { ...maduraiSeller(), sellerId: `seller-${randomUUID()}` };
    FakeSourcesController.profiles.set(seller.sellerId, seller);
    FakeSourcesController.parts.set(`${orderId}:${seller.sellerId}`, guwahatiPart(orderId, seller, [line()]));
    await event(orderId, seller.sellerId, 'shipped');
    await event(orderId, seller.sellerId, 'delivered');
    return { orderId, sellerId: seller.sellerId };
  }
  const payable = (sellerId: string) => ledger.balanceOf(sellerPayable(sellerId));
  const afterWindow = async () => {
    now = new Date(now.getTime() + 8 * DAY);
    await sweeper.sweep();
  };

  beforeAll(async () => {
    svc = await startServiceForTest(
      'finance',
      { module: class FinanceUnderTest {}, imports: [FinanceModule, FakeSourcesModule] },
      { env: { FINANCE_SWEEP_SECONDS: '86400', REQUEST_TIMEOUT_MS: '1500' } },
    );
    consumer = svc.app.get(FinanceOrderEventsConsumer);
    ledger = svc.app.get(Ledger);
    sweeper = svc.app.get(FinanceSweeper);
    jest.spyOn(svc.app.get<Clock>(FINANCE_CLOCK), 'now').mockImplementation(() => now);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());
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
    const orderId = randomUUID();
    const seller = { ...maduraiSeller(), sellerId: `seller-${randomUUID()}` };
    FakeSourcesController.profiles.set(seller.sellerId, seller);
    FakeSourcesController.parts.set(`${orderId}:${seller.sellerId}`, guwahatiPart(orderId, seller, [line()]));
    await event(orderId, seller.sellerId, 'shipped');
    await consumer.issueOpened(ticket(orderId, seller.sellerId), now);
    await event(orderId, seller.sellerId, 'delivered');

    await afterWindow();
    expect(await payable(seller.sellerId)).toBe(0);
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
