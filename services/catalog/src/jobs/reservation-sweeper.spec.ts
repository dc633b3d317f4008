import { CatalogStockPatterns, type ConfirmStockResult, type ReserveStockResult } from '@thindi/contracts';
import { UnitOfWork } from '@thindi/platform';
import {
  startServiceForTest,
  waitUntil,
  type ServiceUnderTest,
  SERVICE_START_TIMEOUT_MS,
} from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { addProductsForSale } from '../../test/products-for-sale';
import { catalogWithFakeOrders, fakeOrders } from '../../test/fake-orders';
import { StockRepository } from '../db/stock.repository';
import { ReservationSweeper } from './reservation-sweeper';

const TTL_SECONDS = 900;
/** A clock past every reservation made in this test run. */
const afterExpiry = () => new Date(Date.now() + (TTL_SECONDS + 60) * 1000);

/** Held reservations that no order confirmed are given back once they expire, by a sweep on a timer. */
describe('catalog reservation sweeper', () => {
  let service: ServiceUnderTest;
  let sweeper: ReservationSweeper;
  let id: string;

  const client = () => service.platform.client;
  const reserve = (orderId: string, quantity: number) =>
    client().command<ReserveStockResult>(CatalogStockPatterns.reserve, {
      orderId,
      lines: [{ productId: id, quantity }],
    });
  const confirm = (orderId: string) => client().command<ConfirmStockResult>(CatalogStockPatterns.confirm, { orderId });
  const run = (query: ReturnType<typeof sql>) => service.platform.db.drizzle({}).execute(query);
  const stock = async () => {
    const rows = (await run(sql`SELECT stock_quantity FROM catalog.products WHERE id = ${id}`)) as unknown as {
      rows: { stock_quantity: number }[];
    };
    return rows.rows[0].stock_quantity;
  };

  beforeAll(async () => {
    service = await startServiceForTest('catalog', catalogWithFakeOrders, {
      env: { RESERVATION_TTL_SECONDS: String(TTL_SECONDS), RESERVATION_SWEEP_SECONDS: '1' },
    });
    sweeper = service.app.get(ReservationSweeper);
    [id] = await addProductsForSale(service.platform, 1);
  }, SERVICE_START_TIMEOUT_MS);
  beforeEach(async () => {
    fakeOrders.reset();
    await sweeper.sweep(afterExpiry());
    await run(
      sql`UPDATE catalog.product_variants SET stock_quantity = CASE WHEN is_default THEN 10 ELSE 0 END WHERE product_id = ${id}`,
    );
  });
  afterAll(() => service?.stop());

  it('gives back expired held reservations and keeps confirmed ones', async () => {
    const abandoned = randomUUID();
    const placed = randomUUID();
    await reserve(abandoned, 2);
    await reserve(placed, 3);
    await confirm(placed);
    expect(await sweeper.sweep(new Date())).toBe(0);
    expect(await sweeper.sweep(afterExpiry())).toBe(1);
    expect(await stock()).toBe(7);
    expect(await confirm(abandoned)).toEqual({ confirmed: true });
    expect(await stock()).toBe(5);
  });

  it('releases each expired reservation once when two sweepers run at once', async () => {
    for (let i = 0; i < 6; i++) await reserve(randomUUID(), 1);
    const { platform } = service;
    const other = new ReservationSweeper(
      platform.client,
      platform.config,
      platform.jobs,
      platform.logger,
      service.app.get(StockRepository),
      service.app.get(UnitOfWork),
    );
    const [a, b] = await Promise.all([sweeper.sweep(afterExpiry()), other.sweep(afterExpiry())]);
    expect(a + b).toBe(6);
    expect(await stock()).toBe(10);
  });

  it('sweeps by itself every RESERVATION_SWEEP_SECONDS', async () => {
    const orderId = randomUUID();
    await reserve(orderId, 4);
    await run(
      sql`UPDATE catalog.reservations SET expires_at = now() - interval '1 second' WHERE order_id = ${orderId}`,
    );
    await waitUntil('the sweep gives the stock back', async () => (await stock()) === 10, 20_000, 50);
    const rows = (await run(sql`SELECT status FROM catalog.reservations WHERE order_id = ${orderId}`)) as unknown as {
      rows: { status: string }[];
    };
    expect(rows.rows[0].status).toBe('released');
  });

  it('keeps the stock of an expired reservation whose order was written (a lost confirm)', async () => {
    const placed = randomUUID();
    await reserve(placed, 3);
    fakeOrders.standing.add(placed);
    expect(await sweeper.sweep(afterExpiry())).toBe(0);
    expect(await stock()).toBe(7);
    const rows = (await run(sql`SELECT status FROM catalog.reservations WHERE order_id = ${placed}`)) as unknown as {
      rows: { status: string }[];
    };
    expect(rows.rows[0].status).toBe('confirmed');
  });

  it('frees nothing while the order service cannot say which orders stand', async () => {
    await reserve(randomUUID(), 2);
    fakeOrders.down = true;
    expect(await sweeper.sweep(afterExpiry())).toBe(0);
    expect(await stock()).toBe(8);
    fakeOrders.down = false;
    expect(await sweeper.sweep(afterExpiry())).toBe(1);
    expect(await stock()).toBe(10);
  });
});
