import { CatalogEvents, CatalogPatterns, type Product, type ProductListResponse } from '@thindi/contracts';
import type { DomainError, InProcessEventBus, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { CatalogModule } from '../../catalog.module';
import { DEMO_PRODUCTS } from '../../seed/demo-products';

/** The catalog module on PGlite, called through its message handlers over the in-process transport. */
describe('catalog service', () => {
  let service: ServiceUnderTest;
  let platform: Platform;
  const changed: unknown[] = [];

  const list = (payload: unknown) => platform.client.query<ProductListResponse>(CatalogPatterns.listProducts, payload);
  const names = async (payload: unknown) => (await list(payload)).products.map((p) => p.name);

  // The demo seed is what these tests search: seeding stays on.
  const start = (dataDir?: string) =>
    startServiceForTest('catalog', CatalogModule, {
      dataDir,
      env: { SEED_DEMO: 'true' },
      prepare: (p) => void p.events.subscribe(CatalogEvents.productsChanged, {}, (e) => void changed.push(e)),
    });

  beforeAll(async () => {
    service = await start();
    platform = service.platform;
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => service?.stop());

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

  it('gives each product the GST class, HSN and rate its category and name default to', async () => {
    const { products } = await list({});
    const gstOf = (name: string) => {
      const p = products.find((product) => product.name === name)!;
      return [p.gstClass, p.hsn, p.gstRate];
    };
    expect(gstOf('Manapparai Murukku')).toEqual(['namkeen-sweets', '2106 90', 5]);
    expect(gstOf('Jackfruit Chips')).toEqual(['chips', '2008 19 40', 5]);
    expect(gstOf('Sambar Powder')).toEqual(['spice-powders', '0910 91', 5]);
    expect(gstOf('Avakaya (Andhra Mango Pickle)')).toEqual(['pickles', '2001', 5]);
    expect(gstOf('Mysore Pak (Pure Ghee)')).toEqual(['namkeen-sweets', '2106 90', 5]);
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
    ).rejects.toMatchObject({ kind: 'NOT_FOUND' } satisfies Partial<DomainError>);
  });

  it('validates every message it receives, whoever sent it', async () => {
    await expect(list({ category: 'pizza' })).rejects.toMatchObject({ kind: 'VALIDATION' });
    await expect(platform.client.query(CatalogPatterns.getProduct, {})).rejects.toMatchObject({ kind: 'VALIDATION' });
  });

  it('answers its health message with the state of its database', async () => {
    await expect(platform.client.query('catalog.health', {})).resolves.toMatchObject({
      service: 'catalog',
      status: 'up',
      dependencies: expect.objectContaining({ database: 'up' }),
    });
  });

  it('keeps the catalogue across a restart and does not seed twice', async () => {
    await service.close();
    service = await start(service.dataDir);
    platform = service.platform;
    const { products } = await list({});
    expect(products).toHaveLength(DEMO_PRODUCTS.length);
    const product: Product = products[0];
    await expect(platform.client.query(CatalogPatterns.getProduct, { id: product.id })).resolves.toMatchObject({
      product: { id: product.id },
    });
  }, 60_000);
});
