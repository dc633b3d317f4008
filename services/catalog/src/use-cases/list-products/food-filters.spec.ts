import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { ALLERGENS, CatalogPatterns, type Allergen, type Diet, type ProductBrowseResponse } from '@thindi/contracts';
import { createLogger, loadConfig, Platform, PlatformModule, type DomainError } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CatalogModule } from '../../catalog.module';
import type { CatalogDb } from '../../db/catalog-db';
import type { ListFilter } from '../../db/product-filters';
import { browseOrderOf } from '../../db/product-orders';
import type { ProductFilter } from '../../domain/catalog-search';
import { ProductsRepository } from '../../db/products.repository';
import { SellersMirrorRepository } from '../../db/sellers-mirror.repository';
import { IndexedSearch } from '../../search/indexed-search';
import { catalogTables, products } from '../../db/schema';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

interface Made {
  id: string;
  name: string;
  category: 'sweet' | 'savory';
  pricePaise: number;
  diet: Diet | null;
  allergens: Allergen[] | null;
  sellerId: string;
}

/**
 * 'Veg only' and 'Free from …' as the seller declared them (decision 035), on the browsed list (SQL) and the searched
 * one (this process's search index), with the chips' counts. Every product here is named "… Thattai", so a search of
 * 'thattai' holds the same set a browse does and the two paths can be compared product for product.
 */
describe('catalog service: the food filters and their counts', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-catalog-food-'));
  let platform: Platform;
  let app: INestMicroservice;
  let db: CatalogDb;
  let repository: ProductsRepository;
  let indexed: IndexedSearch;
  const made: Made[] = [];
  const [sellerA, sellerB] = [randomUUID(), randomUUID()];

  const list = (query: Record<string, unknown> = {}) =>
    platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, { pageSize: 100, ...query });
  const namesOf = async (query: Record<string, unknown>) =>
    (await list({ sort: 'price-asc', ...query })).products.map((p) => p.name);
  /** What the rule says the list holds, from the facts written here. */
  const expected = (keep: (p: Made) => boolean) =>
    made
      .filter(keep)
      .sort((a, b) => a.pricePaise - b.pricePaise || (a.id < b.id ? -1 : 1))
      .map((p) => p.name);
  const freeFrom = (p: Made, excluded: Allergen[]) =>
    p.allergens !== null && !excluded.some((a) => p.allergens!.includes(a));

  const setFacts = (id: string, diet: Diet | null, allergens: Allergen[] | null) =>
    db.execute(sql`update catalog.products set diet = ${diet},
      allergens = ${allergens === null ? null : `{${allergens.join(',')}}`}::text[] where id = ${id}::uuid`);

  const add = async (
    name: string,
    category: Made['category'],
    rupees: number,
    diet: Diet | null,
    allergens: Allergen[] | null,
    sellerId = sellerA,
  ) => {
    const [row] = await db
      .insert(products)
      .values({
        sellerId,
        slug: `food-${made.length + 1}`,
        name: `${name} Thattai`,
        description: 'Crisp rice crackers',
        category,
        weight: '200g',
        pricePaise: rupees * 100,
      })
      .returning({ id: products.id });
    await setFacts(row.id, diet, allergens);
    made.push({ id: row.id, name: `${name} Thattai`, category, pricePaise: rupees * 100, diet, allergens, sellerId });
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
    const mirror = moduleRef.get(SellersMirrorRepository);
    repository = moduleRef.get(ProductsRepository);
    indexed = moduleRef.get(IndexedSearch);
    await mirror.apply(db, { id: sellerA, businessName: 'Amma Snacks', isVerified: true });
    await mirror.apply(db, { id: sellerB, businessName: 'Kovai Sweets', isVerified: true });
    await add('Plain', 'savory', 80, 'veg', []);
    await add('Peanut', 'savory', 90, 'veg', ['peanut']);
    await add('Butter', 'savory', 100, 'veg', ['milk', 'gluten']);
    await add('Egg', 'savory', 110, 'egg', ['egg']);
    await add('Prawn', 'savory', 120, 'non-veg', ['crustacean']);
    await add('Unlabelled', 'savory', 130, null, null);
    await add('Diet Only', 'savory', 140, 'veg', null);
    await add('Allergens Only', 'savory', 150, null, []);
    await add('Jaggery', 'sweet', 160, 'veg', ['sesame'], sellerB);
    await add('Ghee', 'sweet', 170, 'veg', ['milk'], sellerB);
    await add('Cake', 'sweet', 180, 'egg', ['egg', 'milk', 'gluten'], sellerB);
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe.each([
    ['browsed (SQL)', {}],
    ['searched (search index)', { search: 'thattai' }],
  ])('a %s list', (_, path) => {
    it('keeps only products declared veg for diet=veg: never egg, non-veg or undeclared', async () => {
      expect(await namesOf({ ...path, diet: 'veg' })).toEqual(expected((p) => p.diet === 'veg'));
      expect(await namesOf({ ...path, diet: 'veg' })).not.toContain('Unlabelled Thattai');
      expect(await namesOf({ ...path, diet: 'veg' })).not.toContain('Egg Thattai');
    });

    it('keeps products declared free of every allergen excluded, never undeclared ones', async () => {
      const found = await namesOf({ ...path, excludeAllergens: 'peanut,milk' });
      expect(found).toEqual(expected((p) => freeFrom(p, ['peanut', 'milk'])));
      expect(found).toContain('Allergens Only Thattai');
      expect(found).not.toContain('Diet Only Thattai');
      expect(found).not.toContain('Unlabelled Thattai');
    });

    it('combines the food filters with each other, the category, the price and the seller', async () => {
      expect(await namesOf({ ...path, diet: 'veg', excludeAllergens: 'milk' })).toEqual(
        expected((p) => p.diet === 'veg' && freeFrom(p, ['milk'])),
      );
      expect(await namesOf({ ...path, diet: 'veg', category: 'sweet' })).toEqual(['Jaggery Thattai', 'Ghee Thattai']);
      expect(await namesOf({ ...path, excludeAllergens: 'gluten', minPrice: 100, maxPrice: 160 })).toEqual(
        expected((p) => freeFrom(p, ['gluten']) && p.pricePaise >= 10_000 && p.pricePaise <= 16_000),
      );
      expect(await namesOf({ ...path, seller: sellerB, excludeAllergens: 'egg' })).toEqual([
        'Jaggery Thattai',
        'Ghee Thattai',
      ]);
      expect(await namesOf({ ...path, seller: sellerB })).toEqual(expected((p) => p.sellerId === sellerB));
      expect(await namesOf({ ...path, seller: sellerB.toUpperCase() })).toEqual(
        expected((p) => p.sellerId === sellerB),
      );
    });

    it('counts per chip exactly what turning that chip on lists, the other filters as they are', async () => {
      for (const base of [
        {},
        { category: 'savory' },
        { diet: 'veg' },
        { excludeAllergens: 'milk' },
        { minPrice: 95 },
      ]) {
        const query = { ...path, ...base };
        const { foodCounts, pagination } = await list(query);
        expect(foodCounts.veg).toBe((await list({ ...query, diet: 'veg' })).pagination.total);
        for (const allergen of ALLERGENS) {
          const excluded = [...(('excludeAllergens' in base && [base.excludeAllergens]) || []), allergen];
          const turnedOn = await list({ ...query, excludeAllergens: excluded.join(',') });
          expect([allergen, foodCounts.without[allergen]]).toEqual([allergen, turnedOn.pagination.total]);
        }
        if ('diet' in base) expect(foodCounts.veg).toBe(pagination.total);
      }
    });

    it('answers the counts with an empty list too', async () => {
      const { products: none, foodCounts } = await list({ ...path, diet: 'veg', excludeAllergens: 'egg', maxPrice: 1 });
      expect(none).toEqual([]);
      expect(foodCounts.veg).toBe(0);
      expect(Object.values(foodCounts.without).every((n) => n === 0)).toBe(true);
    });
  });

  it('answers the same products, counts and chips from the search index as from SQL, for any filters', async () => {
    const filters = [
      { diet: 'veg' },
      { excludeAllergens: 'milk,gluten' },
      { diet: 'veg', excludeAllergens: 'sesame', category: 'sweet' },
      { seller: sellerA, excludeAllergens: 'peanut', sort: 'price-desc' },
      { diet: 'veg', minPrice: 85, maxPrice: 165 },
    ];
    for (const filter of filters) {
      const browsed = await list({ sort: 'price-asc', ...filter });
      const searched = await list({ sort: 'price-asc', ...filter, search: 'thattai' });
      expect(searched.products.map((p) => p.id)).toEqual(browsed.products.map((p) => p.id));
      expect(searched.counts).toEqual(browsed.counts);
      expect(searched.foodCounts).toEqual(browsed.foodCounts);
    }
  });

  it('counts a browse the same in PostgreSQL (one aggregate) as in the search index (one walk)', async () => {
    const filters: ListFilter[] = [
      {},
      { diet: 'veg' },
      { excludeAllergens: ['milk', 'gluten'] },
      { diet: 'veg', excludeAllergens: ['sesame'], sellerId: sellerB },
      { minPricePaise: 9_000, maxPricePaise: 15_000, excludeAllergens: ['egg'] },
    ];
    const version = await repository.version();
    for (const filter of filters) {
      const [sql, memory] = [await repository.countTally(filter), await indexed.tally(filter, version)];
      expect(memory).toEqual(sql);
      expect(sql.counts.all).toBeGreaterThan(0);
    }
  });

  it('pages a filtered browse in memory exactly as PostgreSQL walks it, in every order and at any depth', async () => {
    const version = await repository.version();
    const filters: ProductFilter[] = [
      { diet: 'veg' },
      { excludeAllergens: ['milk'] },
      { diet: 'veg', category: 'sweet' },
      { excludeAllergens: ['egg'], sellerId: sellerB, minPricePaise: 10_000 },
    ];
    const windows = [
      { offset: 0, limit: 3 },
      { offset: 2, limit: 4 },
      { offset: 5, limit: 100 },
    ];
    for (const sort of [undefined, 'newest', 'price-asc', 'price-desc', 'discount', 'rating'] as const)
      for (const filter of filters)
        for (const window of windows) {
          const inSql = (await repository.browse({ ...filter, sort }, window)).map((row) => row.product.id);
          const inMemory = await indexed.browse(filter, browseOrderOf(sort), window, version);
          expect([sort, filter, window, inMemory]).toEqual([sort, filter, window, inSql]);
        }
  });

  it('follows a change of the declared facts at once in both paths, memoised answers included', async () => {
    const plain = made.find((p) => p.name === 'Plain Thattai')!;
    const before = await list({ search: 'thattai', diet: 'veg' });
    expect(before.products.map((p) => p.name)).toContain('Plain Thattai');
    await setFacts(plain.id, 'egg', ['egg']);
    try {
      for (const path of [{}, { search: 'thattai' }]) {
        const after = await list({ ...path, diet: 'veg' });
        expect(after.products.map((p) => p.name)).not.toContain('Plain Thattai');
        expect(after.foodCounts.veg).toBe(before.foodCounts.veg - 1);
        expect((await list({ ...path, excludeAllergens: 'egg' })).products.map((p) => p.name)).not.toContain(
          'Plain Thattai',
        );
      }
    } finally {
      await setFacts(plain.id, 'veg', []);
    }
  });

  it('refuses a diet or an allergen it does not know, naming what it takes', async () => {
    await expect(list({ diet: 'vegan' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('diet must be veg'),
    } satisfies Partial<DomainError>);
    await expect(list({ excludeAllergens: 'peanuts' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('excludeAllergens may hold only'),
    });
    await expect(list({ seller: 'amma' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('seller must be a seller id'),
    });
  });
});
