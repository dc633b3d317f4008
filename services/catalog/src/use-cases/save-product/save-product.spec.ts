import type { INestMicroservice } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import {
  CatalogPatterns,
  SellerEvents,
  type Principal,
  type ProductBrowseResponse,
  type SavedProductResponse,
  type SellerProductListResponse,
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
import { catalogTables, products } from '../../db/schema';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

/** The catalog's seller handlers and seller-state mirror on PGlite, over the in-process transport. */
describe('catalog service: seller products and the seller mirror', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thindi-catalog-sellers-'));
  let platform: Platform;
  let app: INestMicroservice;
  const seller = (): Principal => ({ id: randomUUID(), role: 'seller', email: 's@example.in' });
  const imageKey = (p: Principal, n = 1) => `product-images/${p.id}-${n}.webp`;
  const image = (p: Principal, n = 1) => `/api/files/${imageKey(p, n)}`;
  const form = (p: Principal, over: Record<string, unknown> = {}) => ({
    name: 'Thattai',
    description: 'Crisp rice crackers',
    price: 99.5,
    weight: '200g',
    images: [image(p)],
    ingredients: ['rice flour', ' '],
    stockQuantity: 3,
    ...over,
  });
  const create = (p: Principal, over: Record<string, unknown> = {}) =>
    platform.client.command<SavedProductResponse>(CatalogPatterns.create, { principal: p, input: form(p, over) });
  const storefront = async (query: Record<string, unknown> = {}) =>
    (await platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, query)).products.map(
      (x) => x.name,
    );
  const rowsOf = (id: string) => platform.db.drizzle(catalogTables).select().from(products).where(eq(products.id, id));
  const publish = async (subject: string, data: unknown) => {
    await platform.events.publish(subject, data);
    await (platform.events as InProcessEventBus).settle();
  };

  beforeAll(async () => {
    const config = loadConfig({}, { MODE: 'standalone', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
    platform = await Platform.create(config, createLogger('test', 'silent'));
    const moduleRef = await Test.createTestingModule({
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

  it('saves a product in paise, drops empty ingredients and derives inStock from the stock', async () => {
    const p = seller();
    const { product, message } = await create(p, { inStock: false });
    expect(message).toBe('Product saved successfully');
    expect(product).toMatchObject({ price: 99.5, ingredients: ['rice flour'], inStock: true, isActive: true });
    const mine = await platform.client.query<SellerProductListResponse>(CatalogPatterns.listMine, {
      principal: p,
      input: {},
    });
    expect(mine.products.map((x) => x.id)).toEqual([product.id]);
  });

  it("refuses images the media service did not take from this seller, and another seller's product", async () => {
    const p = seller();
    const other = seller();
    await expect(create(p, { images: [image(other)] })).rejects.toMatchObject({ kind: 'VALIDATION' });
    const { product } = await create(p);
    const update = platform.client.command(CatalogPatterns.update, {
      principal: other,
      input: { id: product.id, product: form(other) },
    });
    await expect(update).rejects.toMatchObject({ kind: 'FORBIDDEN', message: 'You can only change your own products' });
    const remove = platform.client.command(CatalogPatterns.delete, { principal: other, input: { id: product.id } });
    await expect(remove).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('stores an own uploaded image sent as a key or as a file-route URL as its key, and answers its URL', async () => {
    const p = seller();
    const { product } = await create(p, { images: [imageKey(p, 1), image(p, 2)] });
    expect(product.images).toEqual([image(p, 1), image(p, 2)]);
    const [row] = await rowsOf(product.id);
    expect(row.images).toEqual([imageKey(p, 1), imageKey(p, 2)]);
  });

  it.each([
    ['another host', (p: Principal) => `https://attacker.example${image(p)}`],
    ['a protocol-relative host', (p: Principal) => `//attacker.example${image(p)}`],
    ['another path', (p: Principal) => `/api/elsewhere/${imageKey(p)}`],
    ['a path climbing out of the folder', (p: Principal) => `/api/files/product-images/../uploads/${p.id}-1.webp`],
    ["another seller's key", () => imageKey(seller())],
  ])('refuses an image on %s naming the entry, and saves nothing', async (_case, entry) => {
    const p = seller();
    const attempt = create(p, { name: 'Refused Thattai', images: [image(p), entry(p)] });
    await expect(attempt).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: 'images[1] must be an image uploaded to this shop',
    });
    const mine = await platform.client.query<SellerProductListResponse>(CatalogPatterns.listMine, {
      principal: p,
      input: {},
    });
    expect(mine.products).toEqual([]);
  });

  it('gives a new product the GST class its name defaults to, and lets its seller change it within the list', async () => {
    const p = seller();
    const { product } = await create(p, { name: 'Ulundu Appalam' });
    expect(product).toMatchObject({ gstClass: 'papad', hsn: '1905 90 40', gstRate: 0 });
    expect((await rowsOf(product.id))[0].gstClass).toBe('papad');
    const update = (over: Record<string, unknown>) =>
      platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
        principal: p,
        input: { id: product.id, product: { ...form(p, { name: 'Ulundu Appalam' }), ...over } },
      });
    const changed = await update({ gstClass: 'namkeen-sweets' });
    expect(changed.product).toMatchObject({ gstClass: 'namkeen-sweets', hsn: '2106 90', gstRate: 5 });
    // A save that leaves the class out keeps it.
    expect((await update({ price: 12 })).product.gstClass).toBe('namkeen-sweets');
    await expect(update({ gstClass: 'toys' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('gstClass must be one of: namkeen-sweets, chips'),
    });
  });

  it('refuses a price below ₹1 on create and on update, naming the field, and saves nothing', async () => {
    const p = seller();
    const refused = { kind: 'VALIDATION', message: 'Price must be at least ₹1' };
    await expect(create(p, { name: 'Free Thattai', price: 0 })).rejects.toMatchObject(refused);
    const { product } = await create(p, { price: 1 });
    expect(product.price).toBe(1);
    const update = (price: number) =>
      platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
        principal: p,
        input: { id: product.id, product: form(p, { price, images: product.images }) },
      });
    await expect(update(0.99)).rejects.toMatchObject(refused);
    expect((await rowsOf(product.id))[0].pricePaise).toBe(100);
    const mine = await platform.client.query<SellerProductListResponse>(CatalogPatterns.listMine, {
      principal: p,
      input: {},
    });
    expect(mine.products.map((x) => x.name)).toEqual(['Thattai']);
  });

  it("ignores a seller's featured flag on create and on update: featuring is the admin's", async () => {
    const p = seller();
    const { product } = await create(p, { featured: true });
    expect(product.featured).toBe(false);
    const saved = await platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
      principal: p,
      input: { id: product.id, product: form(p, { featured: true, images: product.images }) },
    });
    expect(saved.product.featured).toBe(false);
    expect((await rowsOf(product.id))[0].featured).toBe(false);
  });

  it('keeps images the product already had when it is updated', async () => {
    const p = seller();
    const { product } = await create(p);
    const legacy = { ...form(p), images: [...product.images] };
    const saved = await platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
      principal: p,
      input: { id: product.id, product: { ...legacy, price: 10 } },
    });
    expect(saved.product.price).toBe(10);
  });

  it('follows seller events: registered hides, approved shows, rejected and deactivated hide', async () => {
    const p = seller();
    await publish(SellerEvents.registered, { sellerId: p.id, businessName: 'Mirror Co', email: p.email, at: '' });
    await create(p, { name: 'Mirror Murukku' });
    expect(await storefront()).not.toContain('Mirror Murukku');
    const decision = { sellerId: p.id, businessName: 'Mirror Co', isActive: true, at: '' };
    await publish(SellerEvents.approved, { ...decision, isVerified: true });
    expect(await storefront()).toContain('Mirror Murukku');
    await publish(SellerEvents.registered, { sellerId: p.id, businessName: 'Mirror Co', email: p.email, at: '' });
    expect(await storefront()).toContain('Mirror Murukku');
    await publish(SellerEvents.statusChanged, { sellerId: p.id, isActive: false, at: '' });
    expect(await storefront()).not.toContain('Mirror Murukku');
    await publish(SellerEvents.statusChanged, { sellerId: p.id, isActive: true, at: '' });
    await publish(SellerEvents.rejected, { ...decision, isVerified: false, reason: 'blurry PAN' });
    expect(await storefront()).not.toContain('Mirror Murukku');
  });

  describe('packs', () => {
    const pack = (over: Record<string, unknown> = {}) => ({
      netQuantity: { value: 250, unit: 'g' },
      price: 100,
      mrp: 120,
      stockQuantity: 4,
      ...over,
    });
    const update = (p: Principal, id: string, over: Record<string, unknown>) =>
      platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
        principal: p,
        input: { id, product: form(p, over) },
      });

    it('saves the listed packs, labels them and answers the default pack at the top level', async () => {
      const p = seller();
      const variants = [pack(), pack({ netQuantity: { value: 1, unit: 'kg' }, price: 380, mrp: 420, isDefault: true })];
      const { product } = await create(p, { variants, price: undefined, weight: undefined });
      expect(product.variants.map((v) => [v.label, v.isDefault])).toEqual([
        ['250 g', false],
        ['1 kg', true],
      ]);
      expect(product.weight).toBe('1 kg');
      const [small, big] = product.variants;
      const saved = await update(p, product.id, {
        variants: [{ ...pack({ price: 90 }), id: small.id, version: small.version }],
      });
      expect(saved.product.variants.map((v) => [v.id, v.price, v.isDefault])).toEqual([[small.id, 90, true]]);
      expect(saved.product.variants.map((v) => v.id)).not.toContain(big.id);
    });

    it('refuses a price with GST above the MRP naming the pack and both amounts, and two defaults', async () => {
      const p = seller();
      const above = create(p, { variants: [pack({ price: 180, mrp: 180 })] });
      await expect(above).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: '250 g: price with GST ₹189.00 is above the MRP ₹180.00',
      });
      const twice = create(p, {
        variants: [pack({ isDefault: true }), pack({ netQuantity: { value: 1, unit: 'kg' }, isDefault: true })],
      });
      await expect(twice).rejects.toMatchObject({ kind: 'VALIDATION' });
    });

    it("refuses a SKU another of the seller's products uses, naming it, and a stale pack version", async () => {
      const p = seller();
      await create(p, { variants: [pack({ sku: 'TH-250' })] });
      await expect(create(p, { name: 'Other', variants: [pack({ sku: 'th-250' })] })).rejects.toMatchObject({
        kind: 'VALIDATION',
        message: "sku 'th-250' is already used by another of your products",
      });
      const { product } = await create(p, { name: 'Versioned', variants: [pack()] });
      const [only] = product.variants;
      await update(p, product.id, {
        variants: [{ ...pack({ stockQuantity: 9 }), id: only.id, version: only.version }],
      });
      const stale = update(p, product.id, { variants: [{ ...pack(), id: only.id, version: only.version }] });
      await expect(stale).rejects.toMatchObject({ kind: 'CONFLICT' });
    });
  });

  it('counts a seller’s products and its active ones', async () => {
    const p = seller();
    await create(p);
    await create(p, { name: 'Second' });
    const stats = await platform.client.query<SellerProductStats>(CatalogPatterns.sellerStats, { sellerId: p.id });
    expect(stats).toEqual({
      totalProducts: 2,
      activeProducts: 2,
      foodFacts: { missing: 2, held: 0, dueAt: expect.any(String) },
    });
  });
});
