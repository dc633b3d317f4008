import { CatalogStockPatterns, type ReleaseStockResult, type ReserveStockResult } from '@thindi/contracts';
import { startServiceForTest, type ServiceUnderTest } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { addProductsForSale } from '../test/products-for-sale';
import { catalogWithFakeOrders } from '../test/fake-orders';
import { ReservationSweeper } from './jobs/reservation-sweeper';

const postgres = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** On CI PostgreSQL must be there; elsewhere these tests are skipped without it (PGlite cannot run two at once). */
const required = process.env.CI === 'true';

async function reachable(): Promise<boolean> {
  const client = new Client({ connectionString: postgres, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * Two catalog replicas on one real PostgreSQL database (its own, dropped afterwards), so their transactions truly
 * run at once: the reservation row must serialise reserve and release, and sweepers must share the work.
 */
describe('catalog stock with two replicas on PostgreSQL', () => {
  const database = `thindi_catalog_${randomBytes(4).toString('hex')}`;
  let available = false;
  let a: ServiceUnderTest;
  let b: ServiceUnderTest;
  let id: string;

  const admin = async (query: string, params: unknown[] = []) => {
    const client = new Client({ connectionString: postgres });
    await client.connect();
    try {
      return (await client.query(query, params)).rows;
    } finally {
      await client.end();
    }
  };
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
    available = await reachable();
    if (!available) {
      if (required) throw new Error('PostgreSQL must be running for this test (CI=true)');
      return;
    }
    await admin(`CREATE DATABASE "${database}"`);
    const url = new URL(postgres);
    url.pathname = `/${database}`;
    const env = { DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '8' };
    a = await startServiceForTest('catalog', catalogWithFakeOrders, { env });
    b = await startServiceForTest('catalog', catalogWithFakeOrders, { env });
    [id] = await addProductsForSale(a.platform, 1);
  }, 60_000);
  beforeEach(async () => {
    if (available)
      await a.platform.db.drizzle({}).execute(sql`UPDATE catalog.products SET stock_quantity = 50 WHERE id = ${id}`);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (available) await admin(`DROP DATABASE IF EXISTS "${database}"`);
  });

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
