import type { Allergen, Diet, ProductBrowseResponse } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { startStandalone, type TestApp } from './standalone-app';

/**
 * 'Veg only', 'Free from …' and one seller's products over HTTP (decision 035): what each lists and counts, the
 * 400s that name a bad value, and the storefront cache, which must never answer one filter's list for another's.
 * The facts are written straight into the catalog's table, as the seller's label would declare them.
 */
let app: TestApp;

/** Demo products and their label facts; every other demo product declares nothing. */
const FACTS: Record<string, [Diet | null, Allergen[] | null]> = {
  'manapparai-murukku': ['veg', []],
  'madras-mixture': ['veg', ['peanut', 'tree-nut']],
  'butter-chakli': ['veg', ['milk']],
  'kara-boondi': ['veg', null],
  'ribbon-pakoda': ['egg', ['egg']],
  'mysore-pak': ['veg', ['milk']],
  'rava-laddu': ['veg', ['milk', 'tree-nut', 'gluten']],
  'kaju-katli': ['veg', ['tree-nut', 'milk']],
  'kobbari-mithai': [null, []],
};
const declared = (keep: (diet: Diet | null, allergens: Allergen[] | null) => boolean) =>
  Object.entries(FACTS)
    .filter(([, [diet, allergens]]) => keep(diet, allergens))
    .map(([slug]) => slug)
    .sort();
const freeOf = (allergens: Allergen[] | null, excluded: Allergen[]) =>
  allergens !== null && !excluded.some((a) => allergens.includes(a));

const http = () => app.app.getHttpAdapter().getInstance();
const get = (url: string, fresh = true) =>
  http().inject({ method: 'GET', url, headers: fresh ? { 'cache-control': 'no-cache' } : {} });
const browse = async (query: string, fresh = true): Promise<ProductBrowseResponse> => {
  const res = await get(`/api/products?pageSize=100&${query}`, fresh);
  if (res.statusCode !== 200) throw new Error(`list failed: ${res.statusCode} ${res.body}`);
  return res.json();
};
const slugs = async (query: string, fresh = true) => (await browse(query, fresh)).products.map((p) => p.slug).sort();
const db = () => app.platform.db.drizzle({});

beforeAll(async () => {
  app = await startStandalone({ SEED_DEMO: 'true' });
  await db().execute(sql`UPDATE catalog.products SET diet = NULL, allergens = NULL`);
  for (const [slug, [diet, allergens]] of Object.entries(FACTS))
    await db().execute(
      sql`UPDATE catalog.products SET diet = ${diet},
        allergens = ${allergens === null ? null : `{${allergens.join(',')}}`}::text[] WHERE slug = ${slug}`,
    );
}, 120_000);

afterAll(() => app?.stop());

describe('the food filters over HTTP', () => {
  it.each([
    ['excludeAllergens=peanuts', 'excludeAllergens may hold only: gluten, crustacean, milk'],
    ['excludeAllergens=peanut,,shellfish', 'excludeAllergens may hold only'],
    ['diet=vegan', 'diet must be veg'],
    ['diet=non-veg', 'diet must be veg'],
    ['seller=amma-snacks', 'seller must be a seller id'],
  ])('refuses %s with a 400 naming the problem', async (query, message) => {
    for (const fresh of [true, false]) {
      const res = await get(`/api/products?${query}`, fresh);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining(message) });
    }
  });

  it('lists for diet=veg only products declared veg: never egg or undeclared', async () => {
    expect(await slugs('diet=veg')).toEqual(declared((diet) => diet === 'veg'));
    expect(await slugs('diet=veg&search=laddu')).toEqual(['rava-laddu']);
  });

  it('lists for excludeAllergens only products declared free of each, in any spelling of the list', async () => {
    const expected = declared((_, allergens) => freeOf(allergens, ['milk', 'peanut']));
    expect(await slugs('excludeAllergens=milk,peanut')).toEqual(expected);
    expect(await slugs('excludeAllergens=Peanut,%20MILK')).toEqual(expected);
    expect(await slugs('excludeAllergens=peanut&excludeAllergens=milk')).toEqual(expected);
    expect(expected).not.toContain('kara-boondi');
    expect(expected).toContain('kobbari-mithai');
  });

  it('answers the chips’ counts: each what the list holds once that chip is turned on', async () => {
    for (const query of ['', 'category=sweet', 'diet=veg', 'excludeAllergens=milk', 'search=murukku']) {
      const { foodCounts } = await browse(query);
      const veg = query.includes('diet=veg') ? query : `${query}&diet=veg`;
      expect(foodCounts.veg).toBe((await browse(veg)).pagination.total);
      const milk = query.includes('excludeAllergens') ? 'excludeAllergens=milk,tree-nut' : 'excludeAllergens=tree-nut';
      expect(foodCounts.without['tree-nut']).toBe((await browse(`${query}&${milk}`)).pagination.total);
    }
    const all = await browse('');
    expect(all.foodCounts.veg).toBe(declared((diet) => diet === 'veg').length);
    expect(all.foodCounts.without.milk).toBe(declared((_, a) => freeOf(a, ['milk'])).length);
  });

  it("lists one seller's products for seller=<id>, with the other filters", async () => {
    const rows = (await db().execute(
      sql`SELECT seller_id::text AS id FROM catalog.products WHERE slug = 'mysore-pak'`,
    )) as unknown as { rows: Array<{ id: string }> };
    const sellerId = rows.rows[0]!.id;
    const mine = (await db().execute(
      sql`SELECT slug FROM catalog.products WHERE seller_id = ${sellerId}::uuid AND visible ORDER BY slug`,
    )) as unknown as { rows: Array<{ slug: string }> };
    expect(await slugs(`seller=${sellerId}`)).toEqual(mine.rows.map((r) => r.slug).sort());
    expect(await slugs(`seller=${sellerId}&diet=veg`)).toEqual(
      mine.rows.map((r) => r.slug).filter((s) => FACTS[s]?.[0] === 'veg'),
    );
  });

  it('never answers one filter’s list from the cache entry of another', async () => {
    // Each read goes through the cache (no no-cache), unfiltered first, then each filter on top of it, twice.
    const queries = [
      'category=savory',
      'category=savory&diet=veg',
      'category=savory&excludeAllergens=milk',
      'category=savory&excludeAllergens=milk&excludeAllergens=peanut',
      // After the list above: a key that kept only the last of a repeated name would answer this from its entry.
      'category=savory&excludeAllergens=peanut',
      'category=savory&diet=veg&excludeAllergens=peanut,milk',
    ];
    for (let round = 0; round < 2; round++)
      for (const query of queries) {
        const cached = await browse(query, false);
        const fresh = await browse(query, true);
        expect([query, cached.products.map((p) => p.slug)]).toEqual([query, fresh.products.map((p) => p.slug)]);
        expect(cached.foodCounts).toEqual(fresh.foodCounts);
      }
    const first = await get('/api/products?pageSize=100&category=savory&diet=veg', false);
    const again = await get('/api/products?pageSize=100&diet=veg&category=savory', false);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(await slugs('category=savory&diet=veg', false)).not.toContain('ribbon-pakoda');
  });

  it('answers the counts with an empty list as well', async () => {
    const none = await browse('diet=veg&excludeAllergens=milk&category=sweet');
    expect(none.products).toEqual([]);
    expect(none.foodCounts).toMatchObject({ veg: 0, without: { milk: 0, gluten: 0 } });
  });
});
