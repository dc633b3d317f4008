import { Module } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogPatterns,
  SellerEvents,
  type Principal,
  type ProductBrowseResponse,
  type ProductsChangedEvent,
  type SavedProductResponse,
  type SellerPublicProfileChangedEvent,
} from '@thindi/contracts';
import type { InProcessEventBus, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../test/fake-media.controller';
import { CatalogModule } from '../catalog.module';
import { SellersMirrorRepository } from '../db/sellers-mirror.repository';

@Module({ imports: [CatalogModule], controllers: [FakeMediaController] })
class CatalogWithFakeMedia {}

/** The seller mirror follows seller.public-profile-changed (decision 035): a seller's licence shows or hides its food. */
describe('catalog service: seller public profiles', () => {
  let svc: ServiceUnderTest;
  let platform: Platform;
  const changed: ProductsChangedEvent[] = [];

  const publish = async (subject: string, data: unknown) => {
    await platform.events.publish(subject, data);
    await (platform.events as InProcessEventBus).settle();
  };
  const profileEvent = (sellerId: string, sellsFood: boolean): SellerPublicProfileChangedEvent => ({
    sellerId,
    businessName: 'Amma Snacks',
    sellsFood,
    profile: {
      fssaiLicenceNumber: '13323001000123',
      address: { city: 'Madurai', state: 'Tamil Nadu', pincode: '625001' },
      customerCare: { phone: '9840012301', email: 'care@example.in' },
      about: 'Murukku since 1987',
      since: '2026-01-05T10:00:00.000Z',
    },
    at: new Date().toISOString(),
  });
  const tag = () => `t${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const storefront = async (search: string) =>
    (await platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, { search })).products.map(
      (p) => p.name,
    );
  /** An approved seller with one active product named `name`. */
  const sellerWithProduct = async (name: string): Promise<Principal> => {
    const p: Principal = { id: randomUUID(), role: 'seller', email: 's@example.in' };
    await publish(SellerEvents.approved, {
      sellerId: p.id,
      businessName: 'Amma',
      isVerified: true,
      isActive: true,
      at: '',
    });
    const input = {
      name,
      description: 'Crisp',
      price: 50,
      weight: '100g',
      images: [`/api/files/product-images/${p.id}-1.webp`],
      category: 'savory',
    };
    await platform.client.command<SavedProductResponse>(CatalogPatterns.create, { principal: p, input });
    return p;
  };

  beforeAll(async () => {
    svc = await startServiceForTest('catalog', CatalogWithFakeMedia);
    platform = svc.platform;
    await platform.events.subscribe(CatalogEvents.productsChanged, {}, (e) => {
      changed.push(e.data as ProductsChangedEvent);
    });
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());

  it('hides the products of a seller that may not sell food, and shows them again when it may', async () => {
    const name = `Murukku ${tag()}`;
    const seller = await sellerWithProduct(name);
    expect(await storefront(name)).toEqual([name]);

    changed.length = 0;
    await publish(SellerEvents.publicProfileChanged, profileEvent(seller.id, false));
    expect(await storefront(name)).toEqual([]);
    // The storefront caches are cleared with the change.
    expect(changed.length).toBeGreaterThan(0);

    await publish(SellerEvents.publicProfileChanged, profileEvent(seller.id, true));
    expect(await storefront(name)).toEqual([name]);
  });

  it('keeps what the storefront shows of the seller, and its business name', async () => {
    const seller = await sellerWithProduct(`Adhirasam ${tag()}`);
    await publish(SellerEvents.publicProfileChanged, { ...profileEvent(seller.id, true), businessName: 'Amma Sweets' });
    const row = await svc.app.get(SellersMirrorRepository).byId(seller.id);
    expect(row).toMatchObject({
      businessName: 'Amma Sweets',
      sellsFood: true,
      isVerified: true,
      publicProfile: profileEvent(seller.id, true).profile,
    });
  });

  it('takes a seller first heard of by its profile as pending: its verdict comes from the other events', async () => {
    const id = randomUUID();
    await publish(SellerEvents.publicProfileChanged, profileEvent(id, true));
    expect(await svc.app.get(SellersMirrorRepository).byId(id)).toMatchObject({ isVerified: false, sellsFood: true });
  });

  it('drops a malformed profile event without touching the mirror', async () => {
    const seller = await sellerWithProduct(`Chakli ${tag()}`);
    await publish(SellerEvents.publicProfileChanged, { sellerId: seller.id, sellsFood: 'no' });
    expect(await svc.app.get(SellersMirrorRepository).byId(seller.id)).toMatchObject({ sellsFood: true });
  });

  it('keeps the latest profile when an older event arrives after it (a redelivery): the lapsed seller stays hidden', async () => {
    const name = `Thattai ${tag()}`;
    const seller = await sellerWithProduct(name);
    const older = { ...profileEvent(seller.id, true), at: '2026-12-01T10:00:00.000Z' };
    const lapsed = { ...profileEvent(seller.id, false), at: '2026-12-01T10:00:01.000Z' };
    await publish(SellerEvents.publicProfileChanged, lapsed);
    await publish(SellerEvents.publicProfileChanged, older);
    expect(await svc.app.get(SellersMirrorRepository).byId(seller.id)).toMatchObject({ sellsFood: false });
    expect(await storefront(name)).toEqual([]);
  });
});
