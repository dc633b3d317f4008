import { Module } from '@nestjs/common';
import type { OrderPart, OrderStatusChangedEvent } from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FINANCE_CLOCK, type Clock } from '../src/finance.constants';
import { FinanceModule } from '../src/finance.module';
import { FinanceOrderEventsConsumer } from '../src/messaging/order-events.consumer';
import { FakeSourcesController } from './fake-sources.controller';
import { guwahatiPart, line, maduraiSeller } from './order-parts';

@Module({ controllers: [FakeSourcesController] })
class FakeSourcesModule {}

/** The part `deliveredPart` delivers: ₹945 paid cash on delivery, ₹886.45 of it the seller's. */
export const PART_GROSS = 94_500;
export const PART_NET = 88_645;

/**
 * The finance service with the order and seller services faked, its clock at `now()` (a spec moves it), and the
 * steps a spec takes: an order event, and a one-seller order invoiced and delivered.
 */
export function financeServiceForTest(now: () => Date) {
  let svc: ServiceUnderTest | undefined;
  const running = () => {
    if (!svc) throw new Error('The finance service is not started: call start() in beforeAll');
    return svc;
  };
  /** The order service's order.status-changed of a one-seller order's part, handled now. */
  const status = (orderId: string, sellerId: string, to: OrderStatusChangedEvent['status']) =>
    running()
      .app.get(FinanceOrderEventsConsumer)
      .apply({
        orderId,
        orderNumber: `ORD-${orderId.slice(0, 8)}`,
        sellerId,
        status: to,
        orderStatus: to,
        at: now().toISOString(),
      });
  /**
   * A one-seller order of a new Madurai seller to Guwahati, shipped (invoiced) now; `change` alters the part the
   * order service answers (a coupon on it, say).
   */
  const shippedPart = async (change: (part: OrderPart) => OrderPart = (part) => part) => {
    const orderId = randomUUID();
    const seller = { ...maduraiSeller(), sellerId: `seller-${randomUUID()}` };
    FakeSourcesController.profiles.set(seller.sellerId, seller);
    FakeSourcesController.parts.set(`${orderId}:${seller.sellerId}`, change(guwahatiPart(orderId, seller, [line()])));
    await status(orderId, seller.sellerId, 'shipped');
    return { orderId, sellerId: seller.sellerId };
  };
  /** The same, delivered (settled) now too. */
  const deliveredPart = async (change?: (part: OrderPart) => OrderPart) => {
    const part = await shippedPart(change);
    await status(part.orderId, part.sellerId, 'delivered');
    return part;
  };
  return {
    async start(): Promise<ServiceUnderTest> {
      svc = await startServiceForTest(
        'finance',
        { module: class FinanceUnderTest {}, imports: [FinanceModule, FakeSourcesModule] },
        { env: { FINANCE_SWEEP_SECONDS: '86400', REQUEST_TIMEOUT_MS: '1500' } },
      );
      jest.spyOn(svc.app.get<Clock>(FINANCE_CLOCK), 'now').mockImplementation(now);
      return svc;
    },
    stop: async () => svc?.stop(),
    get svc(): ServiceUnderTest {
      return running();
    },
    status,
    shippedPart,
    deliveredPart,
  };
}
