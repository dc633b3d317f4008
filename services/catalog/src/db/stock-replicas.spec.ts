import { CatalogStockPatterns, type ReleaseStockResult, type ReserveStockResult } from '@thindi/contracts';
import {
  startReplicasForTest,
  type ReplicasUnderTest,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { addProductsForSale } from '../../test/products-for-sale';
import { catalogWithFakeOrders } from '../../test/fake-orders';
import { ReservationSweeper } from '../jobs/reservation-sweeper';

/**
 * Two catalog replicas on one real PostgreSQL database (its own, dropped afterwards), so their transactions truly
 * run at once: the reservation row must serialise reserve and release, and sweepers must share the work.
 */
describe('catalog stock with two replicas on PostgreSQL', () => {
  let started: ReplicasUnderTest | undefined;
  let available = false;
  let a: ServiceUnderTest;
  let b: ServiceUnderTest;
  let id: string;

  const reserve = (replica: ServiceUnderTest, orderId: string) =>
    replica.platform.client.command<ReserveStockResult>(CatalogStockPatterns.reserve, {
      orderId,
      lines: [{ productId: id, quantity: 1 }],
    });
  const release = (replica: ServiceUnderTest, orderId: string) =>
    replica.platform.client.command<ReleaseStockResult>(CatalogStockPatterns.release, { orderId });
  const stock = async () => {
    const result = (await a.platform.db
      .drizzle({})
      .execute(sql`SELECT stock_quantity AS s FROM catalog.products WHERE id = ${id}`)) as unknown as {
      rows: { s: number }[];
    };
    return result.rows[0].s;
  };

  beforeAll(async () => {
    started = await startReplicasForTest('catalog', catalogWithFakeOrders, { database: 'thindi_catalog' });
    available = started.available;
    [a, b] = started.replicas;
    if (!available) return;
    [id] = await addProductsForSale(a.platform, 1);
  }, SERVICE_START_TIMEOUT_MS);
  beforeEach(async () => {
    if (available)
      await a.platform.db
        .drizzle({})
        .execute(
          sql`UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN 50 ELSE 0 END WHERE product_id = ${id}`,
        );
  });
  afterAll(() => started?.stop());

  it('leaves the stock exact when releases on one replica race reserves of the same orders on the other', async () => {
    if (!available) return;
    const orders = Array.from({ length: 40 }, () => randomUUID());
    const answers = await Promise.all(orders.flatMap((orderId) => [reserve(a, orderId), release(b, orderId)]));
    expect(await stock()).toBe(50);
    const late = answers.filter((r) => 'reason' in r && r.reason === 'released').length;
    const givenBack = answers.filter((r) => 'released' in r && r.released).length;
    expect(late + givenBack).toBe(40);
  });

  it('releases each expired reservation once when both replicas sweep at once', async () => {
    if (!available) return;
    for (let i = 0; i < 20; i++) await reserve(i % 2 ? a : b, randomUUID());
    const later = new Date(Date.now() + 3600_000 * 24);
    const [fromA, fromB] = await Promise.all([
      a.app.get(ReservationSweeper).sweep(later),
      b.app.get(ReservationSweeper).sweep(later),
    ]);
    expect(fromA + fromB).toBe(20);
    expect(await stock()).toBe(50);
  });
});
