import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { CatalogPatterns, type ProductBrowseResponse } from '@thindi/contracts';
import { createLogger, loadConfig, Platform, PlatformModule } from '@thindi/platform';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogModule } from '../../catalog.module';
import type { CatalogDb } from '../../db/catalog-db';
import { SellersMirrorRepository } from '../../db/sellers-mirror.repository';
import { catalogTables, meta, products, productVisible, sellers } from '../../db/schema';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** The storefront's visibility flag and catalogue version, kept by the database, on PGlite. */
describe('catalog service: visibility and the catalogue version', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-catalog-paging-'));
  let platform: Platform;
  let app: INestMicroservice;
  let db: CatalogDb;
  let mirror: SellersMirrorRepository;

  const version = async () => (await db.select().from(meta).where(eq(meta.key, 'catalog_version')))[0]?.value;
  const visibleOf = async (id: string) =>
    (await db.select({ visible: productVisible }).from(products).where(eq(products.id, id)))[0].visible;
  const browse = (query: Record<string, unknown> = {}) =>
    platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, query);
  let made = 0;
  const insertProduct = async (sellerId: string, over: Partial<typeof products.$inferInsert> = {}) => {
    const [row] = await db
      .insert(products)
      .values({
        sellerId,
        slug: `paged-${++made}`,
        name: `Paged Thattai ${made}`,
        description: 'Crisp',
        category: 'savory',
        weight: '200g',
        pricePaise: 9900,
        ...over,
      })
      .returning({ id: products.id });
    return row.id;
  };

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), CatalogModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('catalog') });
    await app.listen();
    db = platform.db.drizzle(catalogTables);
    mirror = moduleRef.get(SellersMirrorRepository);
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows a product exactly while it is active and its seller is verified and active', async () => {
    const sellerId = randomUUID();
    await mirror.registered(db, sellerId, 'Flag Snacks');
    const id = await insertProduct(sellerId);
    expect(await visibleOf(id)).toBe(false);
    await mirror.apply(db, { id: sellerId, isVerified: true });
    expect(await visibleOf(id)).toBe(true);
    await db.update(products).set({ isActive: false }).where(eq(products.id, id));
    expect(await visibleOf(id)).toBe(false);
    await db.update(products).set({ isActive: true }).where(eq(products.id, id));
    await mirror.apply(db, { id: sellerId, isActive: false });
    expect(await visibleOf(id)).toBe(false);
  });

  it('bumps the catalogue version when a price changes, not when only the stock moves', async () => {
    const sellerId = randomUUID();
    await db.insert(sellers).values({ id: sellerId, businessName: 'Version Sweets', isVerified: true });
    const id = await insertProduct(sellerId);
    const before = await version();
    await db.update(products).set({ stockQuantity: 7 }).where(eq(products.id, id));
    expect(await version()).toBe(before);
    await db.update(products).set({ pricePaise: 12000 }).where(eq(products.id, id));
    expect(Number(await version())).toBeGreaterThan(Number(before));
  });

  it('counts a new product at once: the memoised counts follow the version', async () => {
    const sellerId = randomUUID();
    await db.insert(sellers).values({ id: sellerId, businessName: 'Counted Snacks', isVerified: true });
    const before = await browse();
    await insertProduct(sellerId, { category: 'sweet', pricePaise: 123_400 });
    const after = await browse();
    expect(after.counts.sweet).toBe(before.counts.sweet + 1);
    expect(after.pagination.total).toBe(before.pagination.total + 1);
    expect(after.priceRange.max).toBe(1234);
  });

  it('keeps counting what an older asOf saw, without the products added since', async () => {
    const sellerId = randomUUID();
    await db.insert(sellers).values({ id: sellerId, businessName: 'Anchored Snacks', isVerified: true });
    await insertProduct(sellerId, { createdAt: new Date(Date.now() - 60_000) });
    const first = await browse();
    await insertProduct(sellerId, { createdAt: new Date(Date.now() + 1000) });
    const anchored = await browse({ asOf: first.asOf, page: 2 });
    expect(anchored.pagination.total).toBe(first.pagination.total);
    expect((await browse()).pagination.total).toBe(first.pagination.total + 1);
  });

  it('sorts by customer rating, unreviewed last, and a new rating moves a searched page at once', async () => {
    const sellerId = randomUUID();
    await db.insert(sellers).values({ id: sellerId, businessName: 'Rated Snacks', isVerified: true });
    const rated = (reviewCount: number, ratingTotal: number) =>
      insertProduct(sellerId, { name: `Rated Chakli ${made + 1}`, category: 'spicy', reviewCount, ratingTotal });
    const fourFromTen = await rated(10, 40);
    const fiveFromOne = await rated(1, 5);
    const unreviewed = await rated(0, 0);
    const fourFromTwo = await rated(2, 8);
    const order = [fiveFromOne, fourFromTen, fourFromTwo, unreviewed];
    const ids = (r: ProductBrowseResponse) => r.products.map((p) => p._id).filter((id) => order.includes(id));
    expect(ids(await browse({ category: 'spicy', sort: 'rating', pageSize: 100 }))).toEqual(order);
    expect(ids(await browse({ search: 'rated chakli', sort: 'rating', pageSize: 100 }))).toEqual(order);

    // One more five-star review lifts the unreviewed product to the top, in the memoised search too.
    await db.update(products).set({ reviewCount: 1, ratingTotal: 5 }).where(eq(products.id, unreviewed));
    const [first, second] = ids(await browse({ search: 'rated chakli', sort: 'rating', pageSize: 100 }));
    expect([first, second].sort()).toEqual([fiveFromOne, unreviewed].sort());
  });

  it('keeps a browsed page under the catalogue version: a new order shows at once, fresh stock always', async () => {
    const sellerId = randomUUID();
    await db.insert(sellers).values({ id: sellerId, businessName: 'Kept Pages', isVerified: true });
    const priced = (pricePaise: number) => insertProduct(sellerId, { category: 'spicy', pricePaise });
    const [cheap, middle, dear] = [await priced(1), await priced(2), await priced(3)];
    const second = async () =>
      (await browse({ category: 'spicy', sort: 'price-asc', page: 2, pageSize: 1 })).products[0];
    expect((await second())._id).toBe(middle);

    // Stock does not move the version: the kept ids are read again as they are now.
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, middle));
    expect(await second()).toMatchObject({ _id: middle, inStock: false });

    // A price does: the same page, kept a moment ago, now holds what the new order puts there.
    await db.update(products).set({ pricePaise: 4 }).where(eq(products.id, cheap));
    expect((await second())._id).toBe(dear);
  });
});
