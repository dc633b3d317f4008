import { Module } from '@nestjs/common';
import {
  CATALOG_SELLER_MAIL_QUEUE,
  CatalogSellerJobs,
  CatalogEvents,
  CatalogPatterns,
  OwnerAdminPatterns,
  SellerEvents,
  type AdminProductListResponse,
  type AdminProductToggleResponse,
  type Principal,
  type ProductBrowseResponse,
  type ProductFigures,
  type ProductsChangedEvent,
  type SavedProductResponse,
} from '@thindi/contracts';
import type { InProcessEventBus, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { CatalogModule } from '../../catalog.module';
import { SellersMirrorRepository } from '../../db/sellers-mirror.repository';

/** The catalog with the media service played by a fake, so sellers can save products with images. */
@Module({ imports: [CatalogModule], controllers: [FakeMediaController] })
class CatalogWithFakeMedia {}

/** The admin's product moderation on PGlite, called as the admin service calls it. */
describe('catalog service: admin product moderation', () => {
  let svc: ServiceUnderTest;
  let platform: Platform;
  const changed: ProductsChangedEvent[] = [];
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@example.in' };
  const unknownId = '00000000-0000-4000-8000-000000000000';

  const settle = () => (platform.events as InProcessEventBus).settle();
  const publish = async (subject: string, data: unknown) => {
    await platform.events.publish(subject, data);
    await settle();
  };
  /** A seller the mirror knows as verified and active, so its active products are on the storefront. */
  const verifiedSeller = async (businessName: string): Promise<Principal> => {
    const p: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
    await publish(SellerEvents.approved, { sellerId: p.id, businessName, isVerified: true, isActive: true, at: '' });
    return p;
  };
  const create = async (p: Principal, name: string, category = 'savory') => {
    const input = {
      name,
      description: 'Crisp',
      price: 50,
      weight: '100g',
      images: [`/api/files/product-images/${p.id}-1.webp`],
      category,
    };
    return (await platform.client.command<SavedProductResponse>(CatalogPatterns.create, { principal: p, input }))
      .product;
  };
  const adminList = (input: Record<string, unknown>, principal: Principal = admin) =>
    platform.client.query<AdminProductListResponse>(OwnerAdminPatterns.products.list, { principal, input });
  const names = async (input: Record<string, unknown>) => (await adminList(input)).products.map((p) => p.name);
  const toggle = (id: string, principal: Principal = admin, isActive?: boolean) =>
    platform.client.command<AdminProductToggleResponse>(OwnerAdminPatterns.products.toggle, {
      principal,
      input: isActive === undefined ? { id } : { id, isActive },
    });
  const figures = () =>
    platform.client.query<ProductFigures>(OwnerAdminPatterns.products.figures, { principal: admin, input: {} });
  const storefront = async (search: string) =>
    (await platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, { search })).products.map(
      (p) => p.name,
    );
  /** A word no other test's products contain, so each test sees only its own rows in the shared catalogue. */
  const tag = () => `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;

  beforeAll(async () => {
    svc = await startServiceForTest('catalog', CatalogWithFakeMedia);
    platform = svc.platform;
    await platform.events.subscribe(CatalogEvents.productsChanged, {}, (e) => {
      changed.push(e.data as ProductsChangedEvent);
    });
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(() => svc?.stop());

  it('lists every seller’s products newest first, each with its active flag and seller', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    const first = await create(p, `${t} Murukku`);
    const second = await create(p, `${t} Thattai`);
    const { products, pagination } = await adminList({ search: t });
    expect(products.map((x) => x.id)).toEqual([second.id, first.id]);
    expect(products[0]).toMatchObject({ isActive: true, sellerId: { id: p.id, businessName: `Shop ${t}` }, price: 50 });
    expect(pagination).toEqual({ page: 1, pageSize: 20, total: 2, totalPages: 1 });
  });

  it('searches the product name and the seller’s business name, ignoring case', async () => {
    const t = tag();
    const sweets = await verifiedSeller(`Amma Sweets ${t}`);
    const other = await verifiedSeller(`Other ${t}`);
    await create(sweets, 'Plain Ladoo');
    await create(other, `Banana Chips ${t}`);
    expect(await names({ search: `AMMA SWEETS ${t}` })).toEqual(['Plain Ladoo']);
    expect(await names({ search: `banana chips ${t.toUpperCase()}` })).toEqual([`Banana Chips ${t}`]);
  });

  it('treats % and _ in the search as plain characters', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    await create(p, `${t} 100% Ragi`);
    await create(p, `${t} 1000 Ragi`);
    expect(await names({ search: `${t} 100%` })).toEqual([`${t} 100% Ragi`]);
    expect(await names({ search: `${t} 10_` })).toEqual([]);
  });

  it('filters by status and category', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    const off = await create(p, `${t} Off Sweet`, 'sweet');
    await create(p, `${t} On Sweet`, 'sweet');
    await create(p, `${t} On Spicy`, 'spicy');
    await toggle(off.id);
    expect(await names({ search: t, status: 'inactive' })).toEqual([`${t} Off Sweet`]);
    expect(await names({ search: t, status: 'active' })).toEqual([`${t} On Spicy`, `${t} On Sweet`]);
    expect(await names({ search: t, category: 'sweet' })).toEqual([`${t} On Sweet`, `${t} Off Sweet`]);
    expect(await names({ search: t, category: 'sweet', status: 'active' })).toEqual([`${t} On Sweet`]);
  });

  it('pages the list and counts every match, not only the page', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    for (const n of [1, 2, 3, 4, 5]) await create(p, `${t} Item ${n}`);
    const page2 = await adminList({ search: t, page: '2', pageSize: '2' });
    expect(page2.products.map((x) => x.name)).toEqual([`${t} Item 3`, `${t} Item 2`]);
    expect(page2.pagination).toEqual({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
    const beyond = await adminList({ search: t, page: 9, pageSize: 2 });
    expect(beyond.products).toEqual([]);
    expect(beyond.pagination.total).toBe(5);
  });

  it('refuses a seller or a customer with 403', async () => {
    const seller: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
    const customer: Principal = { ...seller, role: 'customer' };
    await expect(adminList({}, seller)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(toggle(unknownId, customer)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(
      platform.client.query(OwnerAdminPatterns.products.figures, { principal: seller, input: {} }),
    ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('refuses bad input with 400 naming the field', async () => {
    await expect(adminList({ status: 'gone' })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('status must be one of: all, active, inactive'),
    });
    await expect(adminList({ pageSize: 500 })).rejects.toMatchObject({
      kind: 'VALIDATION',
      message: expect.stringContaining('pageSize'),
    });
    await expect(platform.client.query(OwnerAdminPatterns.products.list, { input: {} })).rejects.toMatchObject({
      kind: 'VALIDATION',
    });
  });

  it('answers 404 for an unknown or malformed product id', async () => {
    await expect(toggle(unknownId)).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Product not found' });
    await expect(toggle('not-a-uuid')).rejects.toMatchObject({ kind: 'NOT_FOUND', message: 'Product not found' });
  });

  it('takes a deactivated product off the storefront at once and brings it back, announcing each change', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    const product = await create(p, `${t} Halwa`);
    expect(await storefront(t)).toEqual([`${t} Halwa`]);

    await settle();
    changed.length = 0;
    const off = await toggle(product.id);
    expect(off).toMatchObject({
      success: true,
      message: 'Product deactivated',
      product: { id: product.id, isActive: false },
    });
    expect(await storefront(t)).toEqual([]);
    await settle();
    expect(changed).toEqual([expect.objectContaining({ productIds: [product.id], reason: 'product deactivated' })]);

    const on = await toggle(product.id);
    expect(on).toMatchObject({ message: 'Product activated', product: { isActive: true } });
    expect(await storefront(t)).toEqual([`${t} Halwa`]);
    await settle();
    expect(changed).toHaveLength(2);
  });

  it('keeps the reason for its seller, writes the seller’s mail with the change, and drops it when switched back on', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    const product = await create(p, `${t} Murukku`);
    const addJob = jest.spyOn(platform.jobs, 'add');
    const off = await platform.client.command<AdminProductToggleResponse>(OwnerAdminPatterns.products.toggle, {
      principal: admin,
      input: { id: product.id, isActive: false, reason: 'The photos show another product' },
    });
    expect(off.product).toMatchObject({ isActive: false, deactivationReason: 'The photos show another product' });
    const mine = await platform.client.query<{ products: Array<{ id: string; deactivationReason?: string | null }> }>(
      CatalogPatterns.listMine,
      { principal: p, input: {} },
    );
    expect(mine.products.find((x) => x.id === product.id)?.deactivationReason).toBe('The photos show another product');
    await settle();
    expect(addJob.mock.calls.filter(([queue]) => queue === CATALOG_SELLER_MAIL_QUEUE)).toEqual([
      [
        CATALOG_SELLER_MAIL_QUEUE,
        CatalogSellerJobs.productDeactivated,
        expect.objectContaining({
          productId: product.id,
          sellerId: p.id,
          productName: `${t} Murukku`,
          reason: 'The photos show another product',
        }),
        expect.anything(),
      ],
    ]);
    addJob.mockRestore();
    const on = await toggle(product.id, admin, true);
    expect(on.product).toMatchObject({ isActive: true, deactivationReason: null });
  });

  it('with the wanted state, leaves a product already in it alone (409) instead of switching it back', async () => {
    const t = tag();
    const product = await create(await verifiedSeller(`Shop ${t}`), `${t} Seedai`);
    await expect(toggle(product.id, admin, false)).resolves.toMatchObject({ product: { isActive: false } });
    await settle();
    changed.length = 0;
    await expect(toggle(product.id, admin, false)).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'Product is already inactive',
    });
    expect(await storefront(t)).toEqual([]);
    await settle();
    expect(changed).toEqual([]);
    await expect(toggle(product.id, admin, true)).resolves.toMatchObject({ product: { isActive: true } });
    await expect(toggle(unknownId, admin, true)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
  });

  it('features and unfeatures a product for the admin only; the seller’s saves neither feature nor unfeature it', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    const product = await create(p, `${t} Athirasam`);
    const feature = (featured: boolean, principal: Principal = admin, id = product.id) =>
      platform.client.command<AdminProductToggleResponse>(OwnerAdminPatterns.products.feature, {
        principal,
        input: { id, featured },
      });
    const featuredNames = async () =>
      (await platform.client.query<ProductBrowseResponse>(CatalogPatterns.listFeatured, { pageSize: 100 })).products
        .map((x) => x.name)
        .filter((name) => name.startsWith(t));
    await settle();
    changed.length = 0;
    const on = await feature(true);
    expect(on).toMatchObject({ message: 'Product featured', product: { id: product.id, featured: true } });
    expect(await featuredNames()).toEqual([`${t} Athirasam`]);
    await settle();
    expect(changed.flatMap((e) => e.productIds)).toContain(product.id);

    const input = { name: `${t} Athirasam`, description: 'New', price: 60, weight: '100g', images: product.images };
    const saved = await platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
      principal: p,
      input: { id: product.id, product: { ...input, featured: false } },
    });
    expect(saved.product).toMatchObject({ price: 60, featured: true });

    await expect(feature(true)).rejects.toMatchObject({ kind: 'CONFLICT', message: 'Product is already featured' });
    await expect(feature(false, p)).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    await expect(feature(false, admin, unknownId)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    await expect(
      platform.client.command(OwnerAdminPatterns.products.feature, { principal: admin, input: { id: product.id } }),
    ).rejects.toMatchObject({ kind: 'VALIDATION', message: expect.stringContaining('featured must be true or false') });
    expect((await feature(false)).product.featured).toBe(false);
    expect(await featuredNames()).toEqual([]);
  });

  it('lets only one of several admins featuring a product at once succeed; the others are told it already is', async () => {
    const t = tag();
    const product = await create(await verifiedSeller(`Shop ${t}`), `${t} Adhirasam`);
    const feature = () =>
      platform.client.command<AdminProductToggleResponse>(OwnerAdminPatterns.products.feature, {
        principal: admin,
        input: { id: product.id, featured: true },
      });
    const results = await Promise.allSettled([feature(), feature(), feature()]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected']);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ message: 'Product is already featured' });
  });

  it('keeps an admin’s deactivation when the seller saves the product again', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    const product = await create(p, `${t} Chakli`);
    await toggle(product.id);
    const input = { name: `${t} Chakli`, description: 'New', price: 60, weight: '100g', images: product.images };
    const saved = await platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
      principal: p,
      input: { id: product.id, product: { ...input, isActive: true } },
    });
    expect(saved.product).toMatchObject({ price: 60, isActive: false });
    expect(await storefront(t)).toEqual([]);
  });

  it('counts all products and the active ones', async () => {
    const before = await figures();
    const p = await verifiedSeller(`Shop ${tag()}`);
    const a = await create(p, 'Counted one');
    await create(p, 'Counted two');
    await toggle(a.id);
    expect(await figures()).toEqual({
      totalProducts: before.totalProducts + 2,
      activeProducts: before.activeProducts + 1,
      // Saved without their food facts: in their grace period, none held yet.
      productsWithoutFacts: before.productsWithoutFacts! + 2,
      productsHeldForFacts: before.productsHeldForFacts,
    });
  });

  it('counts as active only what shoppers can buy: not the products of a pending or a suspended seller', async () => {
    const before = await figures();
    const approved = await verifiedSeller(`Shop ${tag()}`);
    await create(approved, 'On sale');
    const pending: Principal = { id: randomUUID(), role: 'seller', email: 'p@example.in' };
    await publish(SellerEvents.registered, {
      sellerId: pending.id,
      businessName: 'Pending shop',
      email: pending.email,
      at: '',
    });
    await create(pending, 'Waiting for approval');
    const suspended = await verifiedSeller(`Shop ${tag()}`);
    await create(suspended, 'Seller suspended');
    await publish(SellerEvents.statusChanged, { sellerId: suspended.id, isActive: false, at: '' });
    expect(await figures()).toEqual({
      totalProducts: before.totalProducts + 3,
      activeProducts: before.activeProducts + 1,
      // Saved without their food facts: in their grace period, none held yet.
      productsWithoutFacts: before.productsWithoutFacts! + 3,
      productsHeldForFacts: before.productsHeldForFacts,
    });
  });

  it('follows a seller’s rejection and approval: both the verified and the active flag of the decision apply', async () => {
    const t = tag();
    const p = await verifiedSeller(`Shop ${t}`);
    await create(p, `${t} Mixture`);
    expect(await storefront(t)).toEqual([`${t} Mixture`]);
    const decision = { sellerId: p.id, businessName: `Shop ${t}`, at: '' };
    const mirror = svc.app.get(SellersMirrorRepository);

    await publish(SellerEvents.rejected, { ...decision, isVerified: false, isActive: false, reason: 'blurry PAN' });
    expect(await storefront(t)).toEqual([]);
    expect(await mirror.byId(p.id)).toMatchObject({ isVerified: false, isActive: false });

    await publish(SellerEvents.approved, { ...decision, isVerified: true, isActive: true });
    expect(await storefront(t)).toEqual([`${t} Mixture`]);
    expect(await mirror.byId(p.id)).toMatchObject({ isVerified: true, isActive: true });

    await publish(SellerEvents.statusChanged, { sellerId: p.id, isActive: false, at: '' });
    expect(await storefront(t)).toEqual([]);
    await publish(SellerEvents.statusChanged, { sellerId: p.id, isActive: true, at: '' });
    expect(await storefront(t)).toEqual([`${t} Mixture`]);
  });
});
