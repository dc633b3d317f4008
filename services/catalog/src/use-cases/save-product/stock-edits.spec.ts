import {
  CatalogEvents,
  CatalogPatterns,
  CatalogStockPatterns,
  PRODUCT_CHANGED_MESSAGE,
  type Principal,
  type ReserveStockResult,
  type SavedProductResponse,
  type SellerProduct,
  type SellerProductResponse,
} from '@thindi/contracts';
import { UnitOfWork, type InProcessEventBus } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { addProductsForSale } from '../../../test/products-for-sale';
import { CatalogModule } from '../../catalog.module';
import type { CatalogDb } from '../../db/catalog-db';
import { AdminProductsRepository } from '../../db/admin-products.repository';

/** A seller's stock edits never overwrite orders (versions), and every catalog event survives a broker outage. */
describe('catalog stock edits and the catalog outbox', () => {
  let service: ServiceUnderTest;
  const seller: Principal = { id: randomUUID(), role: 'seller', email: 'amma@example.in' };
  let id: string;

  const client = () => service.platform.client;
  const reserve = (quantity = 1) =>
    client().command<ReserveStockResult>(CatalogStockPatterns.reserve, {
      orderId: randomUUID(),
      lines: [{ productId: id, quantity }],
    });
  const open = async () =>
    (await client().query<SellerProductResponse>(CatalogPatterns.getMine, { principal: seller, input: { id } }))
      .product;
  const save = (product: SellerProduct, changes: { stockQuantity: number; version?: number }) =>
    client().command<SavedProductResponse>(CatalogPatterns.update, {
      principal: seller,
      input: {
        id,
        product: {
          name: product.name,
          description: product.description,
          price: product.price,
          weight: product.weight,
          images: product.images,
          ...changes,
        },
      },
    });
  const outboxReasons = async () => {
    const rows = (await service.platform.db
      .drizzle({})
      .execute(sql`SELECT data->>'reason' AS reason FROM catalog.outbox ORDER BY seq`)) as unknown as {
      rows: { reason: string }[];
    };
    return rows.rows.map((r) => r.reason);
  };

  beforeAll(async () => {
    service = await startServiceForTest('catalog', CatalogModule);
    [id] = await addProductsForSale(service.platform, 1, seller.id);
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => service?.stop());

  it('refuses a save from a form opened before an order, changing nothing', async () => {
    const form = await open();
    await reserve(2);
    const stale = save(form, { stockQuantity: 50, version: form.version });
    await expect(stale).rejects.toMatchObject({ kind: 'CONFLICT', message: PRODUCT_CHANGED_MESSAGE });
    const now = await open();
    expect(now.stockQuantity).toBe(form.stockQuantity - 2);
    expect(now.version).toBe(form.version + 1);
    const saved = await save(now, { stockQuantity: 50, version: now.version });
    expect(saved.product).toMatchObject({ stockQuantity: 50, version: now.version + 1 });
  });

  it('counts every change in the version: an order, its release and an admin switching the product off and on', async () => {
    const { version } = await open();
    const orderId = randomUUID();
    await client().command(CatalogStockPatterns.reserve, { orderId, lines: [{ productId: id, quantity: 1 }] });
    await client().command(CatalogStockPatterns.release, { orderId });
    const admin = service.app.get(AdminProductsRepository);
    const unitOfWork = service.app.get<UnitOfWork<CatalogDb>>(UnitOfWork);
    await unitOfWork.run((tx, events) => admin.toggleActive(tx, events, id, false));
    await unitOfWork.run((tx, events) => admin.toggleActive(tx, events, id, true));
    expect((await open()).version).toBe(version + 4);
  });

  it('loses no order when 50 orders race a seller restocking (who reloads on each refusal)', async () => {
    await save(await open(), { stockQuantity: 100 });
    const restock = async (times: number) => {
      for (let done = 0; done < times;) {
        const form = await open();
        try {
          await save(form, { stockQuantity: form.stockQuantity + 10, version: form.version });
          done++;
        } catch (err) {
          expect(err).toMatchObject({ message: PRODUCT_CHANGED_MESSAGE });
        }
      }
    };
    const [orders] = await Promise.all([Promise.all(Array.from({ length: 50 }, () => reserve())), restock(5)]);
    expect(orders.every((r) => r.ok)).toBe(true);
    expect((await open()).stockQuantity).toBe(100 + 5 * 10 - 50);
  });

  it('keeps the events of a change in the outbox while publishing fails, and sends them once it works', async () => {
    const outbox = service.app.get(UnitOfWork);
    await outbox.flush();
    const publish = jest.spyOn(service.platform.events, 'publish').mockRejectedValue(new Error('NATS is down'));
    const refused = await reserve(1_000);
    expect(refused).toMatchObject({ ok: false, reason: 'short' });
    expect((await reserve(1)).ok).toBe(true);
    const form = await open();
    await save(form, { stockQuantity: form.stockQuantity, version: form.version });
    expect(await outboxReasons()).toEqual(['stock reserved', 'product saved']);

    publish.mockRestore();
    const seen: string[] = [];
    await service.platform.events.subscribe<{ reason: string }>(CatalogEvents.productsChanged, {}, (e) => {
      seen.push(e.data.reason);
    });
    await outbox.flush();
    await (service.platform.events as InProcessEventBus).settle();
    expect(await outboxReasons()).toEqual([]);
    expect(seen).toEqual(['stock reserved', 'product saved']);
  });
});
