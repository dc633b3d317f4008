import { Test } from '@nestjs/testing';
import type { INestMicroservice } from '@nestjs/common';
import {
  CatalogStockPatterns,
  OrderEvents,
  type ProductSnapshotResponse,
  type ReleaseStockResult,
  type ReserveStockResult,
} from '@thindi/contracts';
import { createLogger, loadConfig, Platform, PlatformModule } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogModule } from './catalog.module';

/** Stock reservations keyed by order id, on PGlite through the message handlers. */
describe('catalog stock reservations', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-stock-'));
  let platform: Platform;
  let app: INestMicroservice;
  let ids: string[] = [];

  const reserve = (orderId: string, lines: { productId: string; quantity: number }[]) =>
    platform.client.command<ReserveStockResult>(CatalogStockPatterns.reserve, { orderId, lines });
  const release = (orderId: string) =>
    platform.client.command<ReleaseStockResult>(CatalogStockPatterns.release, { orderId });
  const stock = async (id: string) => {
    const { products } = await platform.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds: [id],
    });
    return products[0].stockQuantity;
  };
  const setStock = (id: string, n: number) =>
    platform.db.drizzle({}).execute(sql`UPDATE catalog.products SET stock_quantity = ${n} WHERE id = ${id}`);

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), CatalogModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('catalog') });
    await app.listen();
    const result = (await platform.db
      .drizzle({})
      .execute(sql`SELECT id FROM catalog.products WHERE is_active ORDER BY id LIMIT 2`)) as unknown as {
      rows: { id: string }[];
    };
    ids = result.rows.map((r) => r.id);
    for (const id of ids) await setStock(id, 5);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('snapshots products with their price in paise and their seller', async () => {
    const { products } = await platform.client.query<ProductSnapshotResponse>(CatalogStockPatterns.snapshot, {
      productIds: ids,
    });
    expect(products).toHaveLength(2);
    expect(products[0]).toEqual(
      expect.objectContaining({
        pricePaise: expect.any(Number),
        sellerId: expect.any(String),
        sellerName: expect.any(String),
      }),
    );
  });

  it('reserves every line or none, naming the short product', async () => {
    const short = await reserve(randomUUID(), [
      { productId: ids[0], quantity: 2 },
      { productId: ids[1], quantity: 6 },
    ]);
    expect(short).toMatchObject({ ok: false, productId: ids[1], available: 5 });
    expect([await stock(ids[0]), await stock(ids[1])]).toEqual([5, 5]);
  });

  it('reserves and releases once per order, however often asked', async () => {
    const orderId = randomUUID();
    const lines = [{ productId: ids[0], quantity: 2 }];
    expect(await reserve(orderId, lines)).toEqual({ ok: true });
    expect(await reserve(orderId, lines)).toEqual({ ok: true });
    expect(await stock(ids[0])).toBe(3);
    const releases = await Promise.all([release(orderId), release(orderId), release(orderId)]);
    expect(releases.filter((r) => r.released)).toHaveLength(1);
    expect(await stock(ids[0])).toBe(5);
  });

  it('releases a cancelled order when order.status-changed says so', async () => {
    const orderId = randomUUID();
    await reserve(orderId, [{ productId: ids[1], quantity: 4 }]);
    expect(await stock(ids[1])).toBe(1);
    const event = { orderId, orderNumber: 'TH-1', sellerId: null, status: 'cancelled', orderStatus: 'cancelled' };
    await platform.events.publish(OrderEvents.statusChanged, { ...event, at: new Date().toISOString() });
    await platform.events.publish(OrderEvents.statusChanged, { ...event, at: new Date().toISOString() });
    const deadline = Date.now() + 5000;
    while ((await stock(ids[1])) !== 5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    expect(await stock(ids[1])).toBe(5);
  });

  it('never sells more than there is under parallel orders', async () => {
    await setStock(ids[0], 5);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => reserve(randomUUID(), [{ productId: ids[0], quantity: 1 }])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(await stock(ids[0])).toBe(0);
  });
});
