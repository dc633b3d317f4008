import type { INestMicroservice } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogPatterns,
  CatalogStockPatterns,
  CatalogSellerJobs,
  FOOD_FACTS_GRACE_DAYS_DEFAULT,
  OwnerAdminPatterns,
  type ProductBrowseResponse,
  type ProductFigures,
  type FoodFactsInput,
  type Principal,
  type ProductResponse,
  type ProductSnapshotResponse,
  type PublicSellerResponse,
  type SavedProductResponse,
  type SellerProductResponse,
  type SellerProductStats,
} from '@thindi/contracts';
import { createLogger, InProcessEventBus, loadConfig, Platform, PlatformModule } from '@thindi/platform';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { CatalogModule } from '../../catalog.module';
import { catalogTables, meta, products, sellers, type SellerPublicProfile } from '../../db/schema';
import { FoodFactsSweeper } from '../../jobs/food-facts-sweeper';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

const DAY_MS = 86_400_000;
const ADMIN: Principal = { id: randomUUID(), role: 'admin', email: 'admin@example.in' };
const FULL: FoodFactsInput = {
  diet: 'veg',
  allergens: ['sesame', 'milk'],
  nutritionPer100g: {
    energyKcal: 520,
    proteinG: 9,
    carbohydrateG: 58,
    totalSugarsG: 1.5,
    addedSugarsG: 0,
    totalFatG: 28,
    saturatedFatG: 6,
    transFatG: 0.1,
    sodiumMg: 700,
  },
  shelfLifeDays: 60,
  storage: 'Store in a cool, dry place',
  countryOfOrigin: 'India',
  manufacturer: { name: 'Amma Sweets & Snacks', address: '14, West Masi Street, Madurai 625001' },
};
const PROFILE: SellerPublicProfile = {
  fssaiLicenceNumber: '12423008000123',
  address: { city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
  customerCare: { phone: '+919876543210', email: 'care@amma.example.in' },
  about: 'Three generations of murukku makers.',
  since: '2025-01-15T00:00:00.000Z',
};

/** Food facts on the catalog (decision 035): saved and answered, the grace and its hold, the public seller block. */
describe('catalog service: food facts and the public seller', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-catalog-food-'));
  let platform: Platform;
  let app: INestMicroservice;
  let moduleRef: TestingModule;
  const db = () => platform.db.drizzle(catalogTables);
  const settle = () => (platform.events as InProcessEventBus).settle();

  /** A seller the mirror knows as approved and active, with its public profile when given. */
  const verifiedSeller = async (profile: SellerPublicProfile | null = null, isVerified = true): Promise<Principal> => {
    const p: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
    await db()
      .insert(sellers)
      .values({
        id: p.id,
        businessName: `Shop ${p.id.slice(0, 8)}`,
        isVerified,
        isActive: true,
        publicProfile: profile,
      });
    return p;
  };
  const form = (p: Principal, over: Record<string, unknown> = {}) => ({
    name: `Murukku ${randomUUID().slice(0, 6)}`,
    description: 'Crisp rice spirals',
    price: 120,
    weight: '200g',
    images: [`/api/files/product-images/${p.id}-1.webp`],
    ingredients: ['Rice flour'],
    stockQuantity: 5,
    ...over,
  });
  const create = async (p: Principal, over: Record<string, unknown> = {}) =>
    (
      await platform.client.command<SavedProductResponse>(CatalogPatterns.create, {
        principal: p,
        input: form(p, over),
      })
    ).product;
  const update = async (p: Principal, id: string, over: Record<string, unknown> = {}) =>
    (
      await platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
        principal: p,
        input: { id, product: form(p, over) },
      })
    ).product;
  const mine = async (p: Principal, id: string) =>
    (await platform.client.query<SellerProductResponse>(CatalogPatterns.getMine, { principal: p, input: { id } }))
      .product;
  const shown = (id: string) => platform.client.query<ProductResponse>(CatalogPatterns.getProduct, { id });
  const since = async (id: string) =>
    (await db().select({ at: products.foodFactsSince }).from(products).where(eq(products.id, id)))[0].at;
  /** Moves a product's first save back, as if it was made `days` ago. */
  const age = (id: string, days: number) =>
    db()
      .update(products)
      .set({ foodFactsSince: new Date(Date.now() - days * DAY_MS) })
      .where(eq(products.id, id));

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    moduleRef = await Test.createTestingModule({
      imports: [PlatformModule.forRoot(platform), CatalogModule],
      controllers: [FakeMediaController],
    }).compile();
    app = moduleRef.createNestMicroservice({ strategy: platform.serverFor('catalog') });
    await app.listen();
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await app?.close();
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('saving them', () => {
    it('stores the facts given and answers them on the product, complete for its seller', async () => {
      const p = await verifiedSeller();
      const product = await create(p, { food: FULL });
      expect(product.food).toEqual({ ...FULL, allergens: ['milk', 'sesame'] });
      expect(product.foodFacts).toEqual({ complete: true, missing: [], dueAt: null, held: false });
      expect((await shown(product.id)).product.food.diet).toBe('veg');
    });

    it('answers nulls and what is missing with its due date for a product saved without them', async () => {
      const p = await verifiedSeller();
      const product = await create(p);
      expect(product.food).toEqual({
        diet: null,
        allergens: null,
        nutritionPer100g: null,
        shelfLifeDays: null,
        storage: null,
        countryOfOrigin: null,
        manufacturer: null,
      });
      const due = (await since(product.id)).getTime() + FOOD_FACTS_GRACE_DAYS_DEFAULT * DAY_MS;
      expect(product.foodFacts).toEqual({
        complete: false,
        missing: ['diet', 'allergens', 'shelfLifeDays', 'countryOfOrigin', 'manufacturer'],
        dueAt: new Date(due).toISOString(),
        held: false,
      });
    });

    it('replaces only the parts given, clears a part given as null, and keeps them all when food is left out', async () => {
      const p = await verifiedSeller();
      const { id } = await create(p, { food: FULL });
      const partial = await update(p, id, { food: { shelfLifeDays: 90, storage: null } });
      expect(partial.food).toMatchObject({ diet: 'veg', shelfLifeDays: 90, storage: null, countryOfOrigin: 'India' });
      const without = await update(p, id, { name: 'Renamed Murukku' });
      expect(without.food).toEqual(partial.food);
      const cleared = await update(p, id, { food: { allergens: null } });
      expect(cleared.food.allergens).toBeNull();
      expect(cleared.foodFacts).toMatchObject({ complete: false, missing: ['allergens'] });
    });

    it('refuses a veg mark beside egg, in one save or across two, naming the problem, and saves nothing', async () => {
      const p = await verifiedSeller();
      await expect(create(p, { food: { diet: 'veg', allergens: ['egg', 'milk'] } })).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: expect.stringContaining('A product containing egg cannot carry the veg mark'),
      });
      const { id } = await create(p, { food: { diet: 'veg' } });
      await expect(update(p, id, { food: { allergens: ['egg'] } })).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: 'A product containing egg cannot carry the veg mark',
      });
      expect((await mine(p, id)).food.allergens).toBeNull();
    });

    it('refuses an allergen it does not know, naming the field', async () => {
      const p = await verifiedSeller();
      await expect(create(p, { food: { allergens: ['peanuts'] } })).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: expect.stringContaining('food.allergens may hold only'),
      });
    });

    it('gives an order the shelf life of the product it buys, and none while undeclared', async () => {
      const p = await verifiedSeller();
      const kept = await create(p, { food: FULL });
      const undeclared = await create(p);
      const { products: snapshots } = await platform.client.query<ProductSnapshotResponse>(
        CatalogStockPatterns.snapshot,
        { productIds: [kept.id, undeclared.id] },
      );
      const days = Object.fromEntries(snapshots.map((s) => [s.id, s.shelfLifeDays]));
      expect(days).toEqual({ [kept.id]: 60, [undeclared.id]: null });
    });

    it('keeps the start of the grace period from the first save through later saves', async () => {
      const p = await verifiedSeller();
      const { id } = await create(p);
      await age(id, 10);
      const first = await since(id);
      const later = await update(p, id, { food: { diet: 'veg' } });
      expect(await since(id)).toEqual(first);
      expect(later.foodFacts.dueAt).toBe(
        new Date(first.getTime() + FOOD_FACTS_GRACE_DAYS_DEFAULT * DAY_MS).toISOString(),
      );
    });
  });

  describe('the hold when the grace ends', () => {
    const sweep = () => moduleRef.get(FoodFactsSweeper).sweep();

    it('takes a product past its grace without its facts off the storefront and mails its seller once', async () => {
      const p = await verifiedSeller();
      const late = await create(p);
      const alsoLate = await create(p, { food: { diet: 'veg', allergens: [], shelfLifeDays: 60 } });
      const done = await create(p, { food: FULL });
      const fresh = await create(p);
      await Promise.all([age(late.id, 32), age(alsoLate.id, 31), age(done.id, 31), age(fresh.id, 29)]);
      const version = () => db().select({ value: meta.value }).from(meta).where(eq(meta.key, 'catalog_version'));
      const before = await version();
      const addJob = jest.spyOn(platform.jobs, 'add');
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      // Storefront memos are kept under the catalogue version: a hold must move it.
      expect(await version()).not.toEqual(before);
      await settle();
      expect(await sweep()).toBe(0);
      await settle();
      const mails = addJob.mock.calls.filter(([queue, , data]) => {
        return queue === CATALOG_SELLER_MAIL_QUEUE && (data as { sellerId: string }).sellerId === p.id;
      });
      addJob.mockRestore();
      // One mail for the seller's products held in that sweep, each with what it misses; none from the second sweep.
      expect(mails).toEqual([
        [
          CATALOG_SELLER_MAIL_QUEUE,
          CatalogSellerJobs.foodFactsHeld,
          expect.objectContaining({
            products: [
              {
                productId: late.id,
                name: expect.any(String),
                missing: ['diet', 'allergens', 'shelfLifeDays', 'countryOfOrigin', 'manufacturer'],
              },
              { productId: alsoLate.id, name: expect.any(String), missing: ['countryOfOrigin', 'manufacturer'] },
            ],
            more: 0,
          }),
          expect.anything(),
        ],
      ]);
      const listed = await platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, {
        pageSize: 100,
      });
      const ids = listed.products.map((x) => x.id);
      expect([ids.includes(late.id), ids.includes(alsoLate.id), ids.includes(done.id), ids.includes(fresh.id)]).toEqual(
        [false, false, true, true],
      );
      await expect(shown(late.id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
      await expect(shown(done.id)).resolves.toMatchObject({ product: { id: done.id } });
      await expect(shown(fresh.id)).resolves.toMatchObject({ product: { id: fresh.id } });
      expect((await mine(p, late.id)).foodFacts).toMatchObject({ complete: false, held: true });
    });

    it('counts for the admin the products sold without their facts and those held for them', async () => {
      const figures = () =>
        platform.client.query<ProductFigures>(OwnerAdminPatterns.products.figures, { principal: ADMIN, input: {} });
      const before = await figures();
      const p = await verifiedSeller();
      const { id } = await create(p);
      await create(p, { food: FULL });
      expect(await figures()).toMatchObject({
        productsWithoutFacts: before.productsWithoutFacts! + 1,
        productsHeldForFacts: before.productsHeldForFacts,
      });
      await age(id, 31);
      await sweep();
      expect(await figures()).toMatchObject({
        productsWithoutFacts: before.productsWithoutFacts,
        productsHeldForFacts: before.productsHeldForFacts! + 1,
      });
    });

    it("counts for the seller's dashboard its products on grace, the earliest due, and those held", async () => {
      const stats = (p: Principal) =>
        platform.client.query<SellerProductStats>(CatalogPatterns.sellerStats, { sellerId: p.id });
      const p = await verifiedSeller();
      expect((await stats(p)).foodFacts).toEqual({ missing: 0, held: 0, dueAt: null });
      const older = await create(p);
      const newer = await create(p, { food: { diet: 'veg' } });
      const held = await create(p);
      await create(p, { food: FULL });
      // A switched-off product is counted too: the counts are over all the seller's products.
      const switchedOff = await create(p);
      await db().update(products).set({ isActive: false }).where(eq(products.id, switchedOff.id));
      await Promise.all([age(older.id, 20), age(newer.id, 5), age(held.id, 40), age(switchedOff.id, 1)]);
      await sweep();
      const counts = await stats(p);
      expect(counts).toMatchObject({ totalProducts: 5, foodFacts: { missing: 3, held: 1 } });
      expect(counts.foodFacts.dueAt).toBe(
        new Date((await since(older.id)).getTime() + FOOD_FACTS_GRACE_DAYS_DEFAULT * DAY_MS).toISOString(),
      );
      // Another seller's products are not counted.
      expect((await stats(await verifiedSeller())).foodFacts).toEqual({ missing: 0, held: 0, dueAt: null });
    });

    it('puts a held product back on sale with the save that completes its facts, and not before', async () => {
      const p = await verifiedSeller();
      const { id } = await create(p);
      await age(id, 40);
      await sweep();
      await update(p, id, { food: { diet: 'veg', allergens: [] } });
      await expect(shown(id)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
      const saved = await update(p, id, { food: FULL });
      expect(saved.foodFacts).toEqual({ complete: true, missing: [], dueAt: null, held: false });
      await expect(shown(id)).resolves.toMatchObject({ product: { id, food: { diet: 'veg' } } });
    });
  });

  describe('the seller block and its public page', () => {
    const rate = (id: string, reviewCount: number, ratingTotal: number) =>
      db().update(products).set({ reviewCount, ratingTotal }).where(eq(products.id, id));
    const page = (id: string) => platform.client.query<PublicSellerResponse>(CatalogPatterns.publicSeller, { id });

    it('answers the seller’s licence, city, customer care and its rating over all its products’ reviews', async () => {
      const p = await verifiedSeller(PROFILE);
      const a = await create(p);
      const b = await create(p);
      await rate(a.id, 3, 15);
      await rate(b.id, 1, 2);
      const { product } = await shown(a.id);
      // (15 + 2) / (3 + 1) = 4.25, shown to one decimal: weighted by reviews, not the mean of 5 and 2.
      expect(product.seller).toEqual({
        id: p.id,
        businessName: `Shop ${p.id.slice(0, 8)}`,
        fssaiLicenceNumber: PROFILE.fssaiLicenceNumber,
        address: PROFILE.address,
        customerCare: PROFILE.customerCare,
        rating: { average: 4.3, count: 4 },
      });
      const listed = await platform.client.query<{ products: Array<{ id: string; seller: unknown }> }>(
        CatalogPatterns.listMine,
        { principal: p, input: {} },
      );
      expect(listed.products.map((x) => x.seller)).toEqual([product.seller, product.seller]);
      await platform.client.command(CatalogPatterns.delete, { principal: p, input: { id: b.id } });
      expect((await shown(a.id)).product.seller.rating).toEqual({ average: 5, count: 3 });
    });

    it('answers nulls for a seller whose profile is not known yet and no rating before reviews', async () => {
      const p = await verifiedSeller(null);
      const { product } = await shown((await create(p)).id);
      expect(product.seller).toMatchObject({
        fssaiLicenceNumber: null,
        address: null,
        customerCare: null,
        rating: null,
      });
    });

    it('answers the public page with its story, since when it sells and how many products it shows', async () => {
      const p = await verifiedSeller(PROFILE);
      await create(p);
      const hidden = await create(p);
      await age(hidden.id, 45);
      await moduleRef.get(FoodFactsSweeper).sweep();
      const { seller } = await page(p.id);
      expect(seller).toMatchObject({
        id: p.id,
        fssaiLicenceNumber: PROFILE.fssaiLicenceNumber,
        about: PROFILE.about,
        since: PROFILE.since,
        productCount: 1,
        rating: null,
      });
    });

    it('does not find an unknown, unapproved or switched-off seller, nor an id that is no UUID', async () => {
      const pending = await verifiedSeller(PROFILE, false);
      const off = await verifiedSeller(PROFILE);
      await db().update(sellers).set({ isActive: false }).where(eq(sellers.id, off.id));
      for (const id of [randomUUID(), pending.id, off.id, 'not-a-seller'])
        await expect(page(id)).rejects.toMatchObject({
          kind: 'NOT_FOUND',
          message: 'This seller is not selling on Thindi',
        });
    });
  });
});
