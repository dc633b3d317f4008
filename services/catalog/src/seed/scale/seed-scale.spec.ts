import { createPgliteClient, type DatabaseClient } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { join } from 'node:path';
import type { CatalogDb } from '../../db/catalog-db';
import { catalogTables, products, sellers } from '../../db/schema';
import { hasDemoCatalogue, seedScale, type SeedScaleOptions } from './seed-scale';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

const OPTIONS: SeedScaleOptions = { seed: 3, sellers: 10, products: 1_200, batchSize: 500, now: new Date() };

describe('seeding a scale catalogue', () => {
  let client: DatabaseClient;
  let db: CatalogDb;

  beforeAll(async () => {
    client = await createPgliteClient(undefined);
    await client.migrate('catalog', join(__dirname, '..', '..', 'db', 'migrations'));
    db = client.drizzle(catalogTables);
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await client?.close();
  });

  it('writes every product and seller through the catalog tables, in batches, reporting progress', async () => {
    const progress: number[] = [];
    const result = await seedScale(db, { ...OPTIONS, onProgress: (done) => progress.push(done) });
    const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
    expect(result).toMatchObject({ sellers: 10, products: 1_200 });
    expect(count).toBe(1_200);
    expect(progress).toEqual([500, 1_000, 1_200]);
  });

  it('counts as visible only the active products it wrote', async () => {
    const active = async () =>
      (
        await db
          .select({ count: sql<number>`count(*)::int` })
          .from(products)
          .where(sql`${products.isActive}`)
      )[0].count;
    const before = await active();
    const result = await seedScale(db, { ...OPTIONS, seed: 4 });
    expect(result.visible).toBeLessThan(result.products);
    expect(await active()).toBe(before + result.visible);
  });

  it('adds nothing twice when run again with the same seed', async () => {
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(sellers);
    const result = await seedScale(db, OPTIONS);
    const after = await db.select({ count: sql<number>`count(*)::int` }).from(sellers);
    expect(result).toEqual({ sellers: 0, products: 0, visible: 0 });
    expect(after).toEqual(before);
  });

  it('gives each seller the sums of its products’ reviews, its rating', async () => {
    const rows = await db
      .select({ kept: sellers.reviewCount, counted: sql<number>`coalesce(sum(${products.reviewCount}), 0)::int` })
      .from(sellers)
      .leftJoin(products, sql`${products.sellerId} = ${sellers.id}`)
      .groupBy(sellers.id);
    expect(rows.some((r) => r.counted > 0)).toBe(true);
    for (const r of rows) expect(r.kept).toBe(r.counted);
  });

  it('makes the products findable by the full-text search', async () => {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.searchVector} @@ websearch_to_tsquery('english', 'murukku')`);
    expect(count).toBeGreaterThan(0);
  });

  it('tells whether the app has seeded its demo catalogue here', async () => {
    expect(await hasDemoCatalogue(db)).toBe(false);
  });
});
