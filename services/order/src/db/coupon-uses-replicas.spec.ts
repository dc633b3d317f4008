import { UnitOfWork } from '@thindi/platform';
import {
  startReplicasForTest,
  type ReplicasUnderTest,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { OrderModule } from '../order.module';
import { CouponsRepository } from './coupons.repository';
import type { OrderDb } from './order-db';

const DAY = 24 * 3600 * 1000;

/**
 * Two order replicas on one real PostgreSQL database (its own, dropped afterwards), so orders taking a coupon's uses
 * truly race: its limit and a shopper's hold, and a refused order leaves no use behind.
 */
describe('coupon uses with two order replicas on PostgreSQL', () => {
  let started: ReplicasUnderTest | undefined;
  let available = false;
  let a: ServiceUnderTest;
  let b: ServiceUnderTest;

  beforeAll(async () => {
    started = await startReplicasForTest('order', OrderModule, { database: 'thindi_order' });
    ({ available } = started);
    [a, b] = started.replicas;
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => started?.stop());

  const coupon = (more: { usageLimit?: number; perCustomerLimit?: number }) =>
    a.app.get(CouponsRepository).insert({
      id: randomUUID(),
      code: `RACE${randomUUID().slice(0, 8).toUpperCase()}`,
      funder: 'platform',
      kind: 'percent',
      percentBps: 1000,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      usageLimit: more.usageLimit ?? null,
      perCustomerLimit: more.perCustomerLimit ?? 1,
      status: 'active',
      createdBy: 'admin',
    });
  /** An order taking a use: the coupon is read first, as checkout reads it, then used in the order's transaction. */
  const claim = async (replica: ServiceUnderTest, couponId: string, customerId: string) => {
    const repo = replica.app.get(CouponsRepository);
    const row = (await repo.byId(couponId))!;
    return replica.app
      .get<UnitOfWork<OrderDb>>(UnitOfWork)
      .run((tx) => repo.claimUse(tx, row, { orderId: randomUUID(), customerId, discountPaise: 1000 }, new Date()));
  };

  it('gives a coupon with 5 uses left to exactly 5 of 20 orders racing on both replicas', async () => {
    if (!available) return;
    const { id } = await coupon({ usageLimit: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => claim(i % 2 ? a : b, id, randomUUID())),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await a.app.get(CouponsRepository).byId(id))!.used).toBe(5);
  });

  it("holds one shopper to the coupon's limit per shopper when its orders race", async () => {
    if (!available) return;
    const { id } = await coupon({ perCustomerLimit: 2 });
    const meena = randomUUID();
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => claim(i % 2 ? a : b, id, meena)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await a.app.get(CouponsRepository).usesOf(id, meena)).toBe(2);
  });
});
