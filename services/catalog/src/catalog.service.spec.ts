import { Test } from '@nestjs/testing';
import type { INestMicroservice } from '@nestjs/common';
import { CatalogEvents, CatalogPatterns, type Product, type ProductListResponse } from '@thindi/contracts';
import {
  createLogger,
  InProcessEventBus,
  loadConfig,
  Platform,
  PlatformModule,
  type DomainError,
} from '@thindi/platform';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogModule } from './catalog.module';
import { DEMO_PRODUCTS } from './seed/demo-products';

/** The catalog module on PGlite, called through its message handlers over the in-process transport. */
describe('catalog service', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-catalog-'));
  let platform: Platform;
  let app: INestMicroservice;
  const changed: unknown[] = [];

  const list = (payload: unknown) => platform.client.query<ProductListResponse>(CatalogPatterns.listProducts, payload);
  const names = async (payload: unknown) => (await list(payload)).products.map((p) => p.name);

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    await platform.events.subscribe(CatalogEvents.productsChanged, {}, (e) => void changed.push(e));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), CatalogModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('catalog') });
    await app.listen();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds every demo product on an empty database and announces the change', async () => {
    const { products } = await list({});
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    await (platform.events as InProcessEventBus).settle();
    expect(changed).toHaveLength(1);
  });

  it('stores money as paise and answers rupees with two decimals', async () => {
    const { products } = await list({});
    const demo = DEMO_PRODUCTS.find((p) => p.slug === products[0].slug)!;
    expect(products[0].price).toBe(demo.pricePaise / 100);
  });

  it('lists featured products first', async () => {
    const { products } = await list({});
    const firstPlain = products.findIndex((p) => !p.featured);
    expect(products.slice(firstPlain).some((p) => p.featured)).toBe(false);
  });

  it('derives inStock from the stock quantity', async () => {
    const { products } = await list({});
    for (const p of products) expect(p.inStock).toBe(p.stockQuantity > 0);
  });

  it('ranks a name match above a description match', async () => {
    const found = await names({ search: 'halwa' });
    expect(found[0]).toMatch(/halwa/i);
  });

  it('finds by ingredient and ignores letter case', async () => {
    expect((await names({ search: 'JAGGERY' })).length).toBeGreaterThan(0);
  });

  it('finds a half-typed word and a misspelt one', async () => {
    expect(await names({ search: 'muru' })).toEqual(expect.arrayContaining([expect.stringMatching(/murukku/i)]));
    expect(await names({ search: 'banan chips' })).toEqual(
      expect.arrayContaining([expect.stringMatching(/banana chips/i)]),
    );
  });

  it('is not fooled by search syntax or SQL in the query', async () => {
    for (const search of ["' OR 1=1 --", '"unclosed', 'a & | ! b', '%_%', '\\']) {
      await expect(list({ search })).resolves.toMatchObject({ success: true });
    }
  });

  it('answers NOT_FOUND for an unknown product', async () => {
    await expect(
      platform.client.query(CatalogPatterns.getProduct, { id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' } satisfies Partial<DomainError>);
  });

  it('validates every message it receives, whoever sent it', async () => {
    await expect(list({ category: 'pizza' })).rejects.toMatchObject({ code: 'VALIDATION' });
    await expect(platform.client.query(CatalogPatterns.getProduct, {})).rejects.toMatchObject({ code: 'VALIDATION' });
  });

  it('answers its health message with the state of its database', async () => {
    await expect(platform.client.query('catalog.health', {})).resolves.toMatchObject({
      service: 'catalog',
      status: 'up',
      dependencies: expect.objectContaining({ database: 'up' }),
    });
  });

  it('keeps the catalogue across a restart and does not seed twice', async () => {
    await app.close();
    await platform.close();
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    const moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), CatalogModule],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('catalog') });
    await app.listen();
    const { products } = await list({});
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    const product: Product = products[0];
    await expect(platform.client.query(CatalogPatterns.getProduct, { id: product.id })).resolves.toMatchObject({
      product: { id: product.id },
    });
  }, 60_000);
});
