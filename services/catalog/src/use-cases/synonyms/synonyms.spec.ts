import { Module } from '@nestjs/common';
import {
  CatalogEvents,
  CatalogPatterns,
  OwnerAdminPatterns,
  SellerEvents,
  type Principal,
  type ProductBrowseResponse,
  type ProductsChangedEvent,
  type SavedProductResponse,
  type SuggestionsResponse,
  type SynonymGroupListResponse,
  type SynonymGroupResponse,
} from '@thindi/contracts';
import type { InProcessEventBus, Platform } from '@thindi/platform';
import { startServiceForTest, type ServiceUnderTest, SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';
import { randomUUID } from 'node:crypto';
import { FakeMediaController } from '../../../test/fake-media.controller';
import { CatalogModule } from '../../catalog.module';
import { SuggestionsRepository } from '../../search/suggestions.repository';

@Module({ imports: [CatalogModule], controllers: [FakeMediaController] })
class CatalogWithFakeMedia {}

/** Search that knows the food, on PGlite: synonym groups, respelling and suggestions. */
describe('catalog service: search language', () => {
  let svc: ServiceUnderTest;
  let platform: Platform;
  let seller: Principal;
  const changed: ProductsChangedEvent[] = [];
  const admin: Principal = { id: randomUUID(), role: 'admin', email: 'admin@example.in' };

  const settle = () => (platform.events as InProcessEventBus).settle();
  /** A seller's product; `featured` asks the admin to feature it (a seller's own `featured` is ignored). */
  const create = async (name: string, featured = false) => {
    const { product } = await platform.client.command<SavedProductResponse>(CatalogPatterns.create, {
      principal: seller,
      input: {
        name,
        description: 'Made in small batches',
        price: 50,
        weight: '100g',
        images: [`/api/files/product-images/${seller.id}-1.webp`],
        category: 'sweet',
      },
    });
    if (featured) {
      await platform.client.command(OwnerAdminPatterns.products.feature, {
        principal: admin,
        input: { id: product.id, featured },
      });
    }
    return product;
  };
  const browse = (search: string) =>
    platform.client.query<ProductBrowseResponse>(CatalogPatterns.listProducts, { search });
  const names = async (search: string) => (await browse(search)).products.map((p) => p.name);
  const suggest = (q: string, limit?: number) =>
    platform.client.query<SuggestionsResponse>(CatalogPatterns.suggest, { q, limit });
  const synonyms = <T>(pattern: string, input: unknown, principal: Principal = admin) =>
    platform.client.command<T>(pattern, { principal, input });
  /** A made-up word no other test uses, so each test sees only its own products. */
  const tag = () => `zq${randomUUID().replace(/[-\d]/g, '').slice(0, 10)}`;

  beforeAll(async () => {
    svc = await startServiceForTest('catalog', CatalogWithFakeMedia);
    platform = svc.platform;
    seller = { id: randomUUID(), role: 'seller', email: 's@example.in' };
    await platform.events.publish(SellerEvents.approved, {
      sellerId: seller.id,
      businessName: 'Amma Sweets',
      isVerified: true,
      isActive: true,
      at: '',
    });
    await platform.events.subscribe(CatalogEvents.productsChanged, {}, (e) => {
      changed.push(e.data as ProductsChangedEvent);
    });
    await settle();
  }, SERVICE_START_TIMEOUT_MS);
  afterAll(() => svc?.stop());

  it('starts with the built-in groups', async () => {
    const { groups } = await synonyms<SynonymGroupListResponse>(OwnerAdminPatterns.synonyms.list, {});
    expect(groups.filter((g) => g.builtIn)).toHaveLength(10);
    expect(groups.map((g) => g.terms)).toContainEqual(['achaar', 'oorugai', 'pickle']);
  });

  it('finds every term of a group by any other, and announces a change of the groups', async () => {
    const t = tag();
    await create(`${t} Bar`);
    const other = tag();
    expect(await names(other)).toEqual([]);
    changed.length = 0;
    const saved = await synonyms<SynonymGroupResponse>(OwnerAdminPatterns.synonyms.create, { terms: [t, other] });
    expect(saved).toMatchObject({ success: true, message: 'Synonyms saved', group: { builtIn: false } });
    expect(await names(other)).toEqual([`${t} Bar`]);
    await settle();
    expect(changed).toContainEqual(expect.objectContaining({ reason: 'synonyms changed' }));
  });

  it('stops finding by a synonym as soon as its group is changed or deleted', async () => {
    const t = tag();
    await create(`${t} Bar`);
    const [first, second] = [tag(), tag()];
    const { group } = await synonyms<SynonymGroupResponse>(OwnerAdminPatterns.synonyms.create, { terms: [t, first] });
    expect(await names(first)).toEqual([`${t} Bar`]);
    await synonyms(OwnerAdminPatterns.synonyms.update, { id: group.id, terms: [t, second] });
    expect(await names(first)).toEqual([]);
    expect(await names(second)).toEqual([`${t} Bar`]);
    await synonyms(OwnerAdminPatterns.synonyms.delete, { id: group.id });
    expect(await names(second)).toEqual([]);
  });

  it('refuses a term another group has (409) and saves nothing of the group', async () => {
    const t = tag();
    await expect(synonyms(OwnerAdminPatterns.synonyms.create, { terms: [t, 'halva'] })).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'CATALOG.SYNONYM_TERM_TAKEN',
    });
    const { groups } = await synonyms<SynonymGroupListResponse>(OwnerAdminPatterns.synonyms.list, {});
    expect(groups.flatMap((g) => g.terms)).not.toContain(t);
  });

  it('lets only an admin list or change the groups', async () => {
    for (const role of ['seller', 'customer'] as const) {
      const principal: Principal = { id: randomUUID(), role, email: 'x@example.in' };
      await expect(synonyms(OwnerAdminPatterns.synonyms.list, {}, principal)).rejects.toMatchObject({
        kind: 'FORBIDDEN',
      });
      await expect(
        synonyms(OwnerAdminPatterns.synonyms.create, { terms: ['vada', 'wada'] }, principal),
      ).rejects.toMatchObject({ kind: 'FORBIDDEN' });
    }
  });

  it('answers 404 for an unknown or malformed group id', async () => {
    for (const id of [randomUUID(), 'nope']) {
      await expect(synonyms(OwnerAdminPatterns.synonyms.delete, { id })).rejects.toMatchObject({
        kind: 'NOT_FOUND',
        code: 'CATALOG.SYNONYM_GROUP_NOT_FOUND',
      });
    }
  });

  it('answers a repeated search from its memo until a product it matches (or would match) changes', async () => {
    const word = tag();
    const product = await create(`${word} Halwa`);
    const other = await create('Plain Kozhukattai');
    expect(await names(word)).toEqual([`${word} Halwa`]);
    expect((await browse(word)).counts.all).toBe(1);
    const rename = (p: typeof product, name: string) =>
      platform.client.command<SavedProductResponse>(CatalogPatterns.update, {
        principal: seller,
        input: {
          id: p.id,
          product: {
            name,
            description: p.description,
            price: p.price,
            weight: p.weight,
            images: p.images,
            category: p.category,
            version: p.version,
          },
        },
      });
    // A name change moves the catalogue version: the remembered counts and page give way.
    await rename(other, `${word} Kozhukattai`);
    const after = await browse(word);
    expect(after.counts.all).toBe(2);
    expect(after.products.map((p) => p.name).sort()).toEqual([`${word} Halwa`, `${word} Kozhukattai`]);
    await rename(product, 'Plain Halwa');
    expect(await names(word)).toEqual([`${word} Kozhukattai`]);
  });

  it('respells an unknown word to the nearest word products use', async () => {
    const t = tag();
    await create(`${t} Kozhukattai`);
    const answer = await browse(`${t} kozhukatai`);
    expect(answer.showingResultsFor).toBe(`${t} kozhukattai`);
    expect(answer.products.map((p) => p.name)).toEqual([`${t} Kozhukattai`]);
  });

  it('respells a search again once a product brings a nearer word', async () => {
    const t = tag();
    const misspelt = `${t}x`;
    const before = await browse(misspelt);
    expect(before.products).toEqual([]);
    expect(before.showingResultsFor).toBeNull();
    await create(`${t} Adhirasam`);
    const after = await browse(misspelt);
    expect(after.showingResultsFor).toBe(t);
    expect(after.products.map((p) => p.name)).toEqual([`${t} Adhirasam`]);
  });

  it('suggests the name most products share first, one product per name, the featured one', async () => {
    const t = tag();
    await create(`${t} Ghee Laddu`);
    const featured = await create(`${t} Ghee Laddu`, true);
    await create(`${t} Ghee Ladle Cake`);
    const { suggestions } = await suggest(`${t} ghee lad`);
    expect(suggestions.map((s) => s.label)).toEqual([`${t} Ghee Laddu`, `${t} Ghee Ladle Cake`]);
    expect(suggestions[0]).toMatchObject({ kind: 'product', productId: featured.id });
  });

  it('suggests a product by a synonym of a word, as the search finds it (ladoo finds laddu)', async () => {
    const t = tag();
    await create(`${t} Ghee Laddu`);
    expect(await names(`${t} ladoo`)).toEqual([`${t} Ghee Laddu`]);
    expect((await suggest(`${t} ladoo`)).suggestions.map((s) => s.label)).toEqual([`${t} Ghee Laddu`]);
    expect((await suggest(`ladoo ${t}`)).suggestions.map((s) => s.label)).toEqual([`${t} Ghee Laddu`]);
  });

  it('suggests a product for a misspelt word, respelt as the search respells it (murkku finds murukku)', async () => {
    const t = tag();
    await create(`${t} Butter Murukku`);
    expect((await browse(`${t} murkku`)).showingResultsFor).toBe(`${t} murukku`);
    expect((await suggest(`${t} murkku`)).suggestions.map((s) => s.label)).toEqual([`${t} Butter Murukku`]);
  });

  it('answers a repeated suggestion from its memo until a change moves the catalogue version', async () => {
    const t = tag();
    const first = await create(`${t} Rava Laddu`);
    const lookups = jest.spyOn(svc.app.get(SuggestionsRepository), 'names');
    expect((await suggest(`${t} rav`)).suggestions.map((s) => s.label)).toEqual([`${t} Rava Laddu`]);
    expect((await suggest(`${t}  RAV `)).suggestions.map((s) => s.label)).toEqual([`${t} Rava Laddu`]);
    expect(lookups).toHaveBeenCalledTimes(1);
    lookups.mockRestore();
    // A second product of the same name is one suggestion still; a new name shows at once.
    await create(`${t} Rava Kesari`);
    expect((await suggest(`${t} rav`)).suggestions.map((s) => s.label)).toEqual([
      `${t} Rava Kesari`,
      `${t} Rava Laddu`,
    ]);
    await platform.client.command(OwnerAdminPatterns.products.feature, {
      principal: admin,
      input: { id: first.id, featured: true },
    });
    expect((await suggest(`${t} rava l`)).suggestions[0]).toMatchObject({ productId: first.id });
  });

  it('suggests a category by a synonym of its name', async () => {
    await synonyms(OwnerAdminPatterns.synonyms.create, { terms: ['sweet', 'mithai'] });
    expect((await suggest('mith')).suggestions[0]).toEqual({ kind: 'category', label: 'Sweet', category: 'sweet' });
  });

  it('suggests a category by the start of its name, before products', async () => {
    expect((await suggest('spi', 3)).suggestions[0]).toEqual({ kind: 'category', label: 'Spicy', category: 'spicy' });
  });
});
