import type { ProductBrowseResponse, SuggestionsResponse } from '@thindi/contracts';
import { demoSellerTokens, send } from './orders-helpers';
import { uploadImage } from './seller-helpers';
import { startStandalone, type TestApp } from './standalone-app';

/** Search that knows the food: synonyms both ways, respelling, "Did you mean …?" and suggestions as one types. */
let app: TestApp;

const get = async <T>(url: string) => {
  const res = await send(app, 'GET', url, undefined, undefined, { 'cache-control': 'no-cache' });
  return { status: res.status, body: res.body as unknown as T & { message?: string } };
};
const search = async (text: string) =>
  (await get<ProductBrowseResponse>(`/api/products?search=${encodeURIComponent(text)}`)).body;
const namesFor = async (text: string) => (await search(text)).products.map((p) => p.name);

async function createProduct(token: string, name: string, category = 'sweet') {
  const res = await send(app, 'POST', '/api/products', token, {
    name,
    description: 'Made in small batches.',
    price: 150,
    category,
    ingredients: ['ghee'],
    weight: '200g',
    images: [await uploadImage(app, token)],
    inStock: true,
    stockQuantity: 10,
    featured: false,
  });
  if (res.status !== 201) throw new Error(`product not created: ${res.status}`);
}

beforeAll(async () => {
  app = await startStandalone();
  const [seller] = await demoSellerTokens(app);
  await createProduct(seller!, 'Besan Ladoo');
  await createProduct(seller!, 'Dharwad Mysorepak');
  await createProduct(seller!, 'Modak Kozhukattai', 'traditional');
}, 300_000);
afterAll(() => app?.stop());

describe('synonyms', () => {
  it('finds a laddu spelt ladoo, and a ladoo spelt laddu', async () => {
    expect(await namesFor('ladoo')).toEqual(expect.arrayContaining(['Rava Laddu', 'Besan Laddu', 'Besan Ladoo']));
    expect(await namesFor('laddu')).toEqual(expect.arrayContaining(['Rava Laddu', 'Besan Ladoo']));
  });

  it('finds murukku by chakli and chakli by murukku', async () => {
    expect(await namesFor('chakli')).toEqual(expect.arrayContaining(['Manapparai Murukku', 'Butter Chakli']));
    expect(await namesFor('murukku')).toEqual(expect.arrayContaining(['Kai Murukku', 'Butter Chakli']));
  });

  it('finds mysore pak written as one word, and mysorepak written as two', async () => {
    expect(await namesFor('mysorepak')).toEqual(
      expect.arrayContaining(['Mysore Pak (Pure Ghee)', 'Dharwad Mysorepak']),
    );
    expect(await namesFor('mysore pak')).toEqual(expect.arrayContaining(['Dharwad Mysorepak']));
  });

  it('finds every podi by gunpowder', async () => {
    expect(await namesFor('gunpowder')).toEqual(expect.arrayContaining(['Curry Leaf Podi (Karuveppilai Podi)']));
  });

  it('keeps the other words of the search: a synonym widens one word, not the whole search', async () => {
    const names = await namesFor('besan ladoo');
    expect(names).toEqual(expect.arrayContaining(['Besan Laddu', 'Besan Ladoo']));
    expect(names).not.toContain('Rava Laddu');
  });

  it('counts the synonyms too, for the whole matching set', async () => {
    const body = await search('ladoo');
    expect(body.counts.all).toBe(body.products.length);
    expect(body.showingResultsFor).toBeNull();
  });
});

describe('respelling', () => {
  it('answers a misspelt word with the results of its nearest spelling, and says so', async () => {
    const body = await search('murkku');
    expect(body.showingResultsFor).toBe('murukku');
    expect(body.products.map((p) => p.name)).toEqual(expect.arrayContaining(['Manapparai Murukku']));
    expect(body.didYouMean).toBeNull();
  });

  it('respells a word only products use', async () => {
    const body = await search('kozhukatai');
    expect(body.showingResultsFor).toBe('kozhukattai');
    expect(body.products.map((p) => p.name)).toEqual(['Modak Kozhukattai']);
  });

  it('offers the nearest spelling when even the respelt search matches nothing', async () => {
    const body = await search('murkku xylophone');
    expect(body.products).toEqual([]);
    expect(body.showingResultsFor).toBeNull();
    expect(body.didYouMean).toBe('murukku');
  });

  it('offers nothing for words like no food at all', async () => {
    const body = await search('zzqxj');
    expect(body).toEqual(expect.objectContaining({ products: [], showingResultsFor: null, didYouMean: null }));
  });

  it('does not respell a search that matches', async () => {
    expect((await search('halwa')).showingResultsFor).toBeNull();
  });
});

describe('GET /api/search/suggestions', () => {
  const suggest = (query: string) => get<SuggestionsResponse>(`/api/search/suggestions${query}`);

  it('completes the last word typed with product names, one product each', async () => {
    const { status, body } = await suggest('?q=muru');
    expect(status).toBe(200);
    const labels = body.suggestions.map((s) => s.label);
    expect(labels).toEqual(expect.arrayContaining(['Manapparai Murukku', 'Kai Murukku']));
    expect(new Set(labels).size).toBe(labels.length);
    expect(body.suggestions[0]).toEqual(
      expect.objectContaining({ kind: 'product', productId: expect.any(String), slug: expect.any(String) }),
    );
  });

  it('keeps only names that also have the earlier words', async () => {
    const { body } = await suggest('?q=kai%20mur');
    expect(body.suggestions.map((s) => s.label)).toEqual(['Kai Murukku']);
  });

  it('puts a category whose name starts with the text first', async () => {
    const { body } = await suggest('?q=swe');
    expect(body.suggestions[0]).toEqual({ kind: 'category', label: 'Sweet', category: 'sweet' });
  });

  it('answers at most limit suggestions', async () => {
    expect((await suggest('?q=k&limit=2')).body.suggestions).toHaveLength(2);
  });

  it('answers none for a blank text', async () => {
    expect((await suggest('?q=%20%20')).body.suggestions).toEqual([]);
    expect((await suggest('')).body.suggestions).toEqual([]);
  });

  it('refuses a limit out of bounds and an over-long text with a 400 that names it', async () => {
    for (const query of ['?q=mur&limit=0', '?q=mur&limit=21', '?q=mur&limit=two']) {
      const res = await suggest(query);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.message).toContain('limit');
    }
    const long = await suggest(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toContain('q must be');
  });

  it('answers a repeat from the cache with the same ETag, and 304 to If-None-Match', async () => {
    const inject = (headers: Record<string, string> = {}) =>
      app.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: '/api/search/suggestions?q=hal', headers });
    const first = await inject();
    const again = await inject({ 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});
