import { isoOfMicros, microsOfIso } from '../db/category-counts';
import { SearchIndex, type IndexedProduct } from './search-index';
import { allOf, parseTsquery, parseTsvector } from './text-search';

const SELLER = '00000000-0000-4000-8000-00000000a001';

/** A product whose vector is written as PostgreSQL prints one. */
function product(id: string, vector: string, extra: Partial<IndexedProduct> = {}): IndexedProduct {
  return {
    id: `00000000-0000-4000-8000-${id.padStart(12, '0')}`,
    category: 'savory',
    sellerId: SELLER,
    diet: null,
    allergens: null,
    pricePaise: 10_000,
    originalPricePaise: null,
    createdMicros: 1_700_000_000_000_000,
    featured: false,
    ratingTotal: 0,
    reviewCount: 0,
    vector: parseTsvector(vector),
    ...extra,
  };
}

const short = (ids: string[]) => ids.map((id) => id.slice(-3).replace(/^0+/, ''));
const all = { offset: 0, limit: 100 };
const query = (text: string) => parseTsquery(text)!;

describe('text-search values as PostgreSQL prints them', () => {
  it('reads a tsvector: quoted lexemes, positions and weights (D unwritten)', () => {
    expect(parseTsvector(`'it''s':4 'murukku':1A,7C 'back\\\\slash':2B 'bare'`)).toEqual([
      { lexeme: "it's", positions: [4 << 2] },
      { lexeme: 'murukku', positions: [(1 << 2) | 3, (7 << 2) | 1] },
      { lexeme: 'back\\slash', positions: [(2 << 2) | 2] },
      { lexeme: 'bare', positions: [] },
    ]);
  });

  it('reads a tsquery with PostgreSQL precedence: ! over <N> over & over |', () => {
    expect(parseTsquery(`'a' | 'b' & 'c' <-> 'd'`)).toEqual({
      kind: 'or',
      left: { kind: 'lexeme', lexeme: 'a', prefix: false },
      right: {
        kind: 'and',
        left: { kind: 'lexeme', lexeme: 'b', prefix: false },
        right: {
          kind: 'phrase',
          distance: 1,
          left: { kind: 'lexeme', lexeme: 'c', prefix: false },
          right: { kind: 'lexeme', lexeme: 'd', prefix: false },
        },
      },
    });
    expect(parseTsquery(`( 'a' | 'b' ) <2> !'c':*`)).toMatchObject({
      kind: 'phrase',
      distance: 2,
      left: { kind: 'or' },
      right: { kind: 'not', operand: { lexeme: 'c', prefix: true } },
    });
  });

  it('takes an empty query (stop words only) as no query, and refuses a broken one', () => {
    expect(parseTsquery('')).toBeUndefined();
    expect(() => parseTsquery(`'a' &`)).toThrow(SyntaxError);
    expect(allOf([], 'and')).toBeUndefined();
  });

  it('keeps PostgreSQL microseconds both ways', () => {
    const micros = microsOfIso('2026-11-25T06:40:00.544123Z');
    expect(micros % 1_000_000).toBe(544_123);
    expect(isoOfMicros(micros)).toBe('2026-11-25T06:40:00.544123Z');
    expect(microsOfIso('2026-11-25T12:10:00.5+05:30')).toBe(microsOfIso('2026-11-25T06:40:00.500000Z'));
    expect(isoOfMicros(microsOfIso('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04:05.000000Z');
  });
});

describe('search index', () => {
  let index: SearchIndex;

  beforeEach(() => {
    index = new SearchIndex();
    index.upsert(product('1', `'murukku':1A 'rice':3B 'crunchy':5C`, { pricePaise: 12_000 }));
    index.upsert(product('2', `'rice':1A 'murukku':4B`, { pricePaise: 8_000, category: 'sweet' }));
    index.upsert(product('3', `'mysor':1A 'pak':2A 'ghee':4B`, { pricePaise: 30_000, category: 'sweet' }));
    index.upsert(product('4', `'pak':1A 'mysor':3C 'murukku':6C`, { pricePaise: 9_000 }));
  });

  it('ranks a name match over an ingredient over the description, ties by id', () => {
    index.upsert(product('5', `'murukku':1A 'crunchy':2C`));
    const { ids, tally } = index.search(query(`'murukku'`), {}, 'relevance', all);
    expect(short(ids)).toEqual(['1', '5', '2', '4']);
    expect(tally).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'savory', count: 3, newest: '2023-11-14T22:13:20.000000Z' }),
        expect.objectContaining({ category: 'sweet', count: 1, newest: '2023-11-14T22:13:20.000000Z' }),
      ]),
    );
  });

  it('counts a repeated word less than a better-placed one, as ts_rank does', () => {
    index.upsert(product('6', `'halwa':2C,5C,9C`));
    index.upsert(product('7', `'halwa':1B`));
    expect(short(index.search(query(`'halwa'`), {}, 'relevance', all).ids)).toEqual(['7', '6']);
  });

  it('matches a phrase only with its words in order and next to each other', () => {
    const { ids } = index.search(query(`'mysor' <-> 'pak'`), {}, 'relevance', all);
    expect(short(ids)).toEqual(['3']);
    expect(short(index.search(query(`'pak' <2> 'mysor'`), {}, 'relevance', all).ids)).toEqual(['4']);
  });

  it('ANDs clauses, ORs alternatives (synonyms), and sums the clauses’ scores', () => {
    // A name and an ingredient either way round score the same: the tie goes by id.
    expect(short(index.search(query(`'rice' & 'murukku'`), {}, 'relevance', all).ids)).toEqual(['1', '2']);
    const synonyms = query(`'ghee' | 'crunchy'`);
    expect(short(index.search(synonyms, {}, 'relevance', all).ids)).toEqual(['3', '1']);
  });

  it('filters by price, featured and asOf for the counts, and by category for the page only', () => {
    const answer = index.search(query(`'murukku'`), { minPricePaise: 8_500, category: 'savory' }, 'price-asc', all);
    expect(short(answer.ids)).toEqual(['4', '1']);
    expect(answer.tally.map((t) => [t.category, t.count])).toEqual([['savory', 2]]);
    const sweet = index.search(query(`'murukku'`), { category: 'sweet' }, 'relevance', all);
    expect(short(sweet.ids)).toEqual(['2']);
    expect(sweet.tally.reduce((n, t) => n + t.count, 0)).toBe(3);
    index.upsert(product('9', `'murukku':1A`, { featured: true, createdMicros: 1_800_000_000_000_000 }));
    expect(short(index.search(query(`'murukku'`), { featured: true }, 'relevance', all).ids)).toEqual(['9']);
    const before = index.search(query(`'murukku'`), { asOf: isoOfMicros(1_700_000_000_000_000) }, 'newest', all);
    expect(short(before.ids)).toEqual(['1', '2', '4']);
  });

  it('filters by the declared diet, allergens and seller, and counts the food chips per category', () => {
    const other = '00000000-0000-4000-8000-00000000b002';
    index.upsert(product('1', `'murukku':1A`, { diet: 'veg', allergens: [] }));
    index.upsert(
      product('2', `'murukku':1A`, { category: 'sweet', diet: 'veg', allergens: ['milk'], sellerId: other }),
    );
    index.upsert(product('4', `'murukku':1A`, { diet: 'egg', allergens: ['egg'] }));
    index.upsert(product('5', `'murukku':1A`, { diet: 'veg', allergens: null }));
    index.upsert(product('6', `'murukku':1A`, { diet: null, allergens: ['peanut'] }));
    const ids = (filter: Parameters<SearchIndex['search']>[1]) =>
      short(index.search(query(`'murukku'`), filter, 'relevance', all).ids);
    expect(ids({ diet: 'veg' })).toEqual(['1', '2', '5']);
    expect(ids({ excludeAllergens: ['milk'] })).toEqual(['1', '4', '6']);
    expect(ids({ excludeAllergens: ['milk', 'peanut'] })).toEqual(['1', '4']);
    expect(ids({ diet: 'veg', excludeAllergens: ['egg'] })).toEqual(['1', '2']);
    expect(ids({ sellerId: other })).toEqual(['2']);
    expect(ids({ sellerId: '00000000-0000-4000-8000-00000000c003' })).toEqual([]);
    const { tally } = index.search(query(`'murukku'`), {}, 'relevance', all);
    const savory = tally.find((t) => t.category === 'savory')!.food;
    expect([savory.veg, savory.without.milk, savory.without.egg, savory.without.peanut]).toEqual([2, 3, 2, 2]);
    expect(tally.find((t) => t.category === 'sweet')!.food).toMatchObject({ veg: 1, without: { milk: 0, egg: 1 } });
  });

  it('sorts by every storefront order, each total by id', () => {
    index.upsert(
      product('a', `'murukku':1A`, { pricePaise: 8_000, originalPricePaise: 10_000, reviewCount: 2, ratingTotal: 9 }),
    );
    index.upsert(
      product('b', `'murukku':1A`, { pricePaise: 8_000, originalPricePaise: 16_000, reviewCount: 1, ratingTotal: 5 }),
    );
    const order = (sort: Parameters<SearchIndex['search']>[2]) =>
      short(index.search(query(`'murukku'`), {}, sort, all).ids);
    expect(order('price-asc')).toEqual(['2', 'a', 'b', '4', '1']);
    expect(order('price-desc')).toEqual(['1', '4', 'b', 'a', '2']);
    expect(order('discount')).toEqual(['b', 'a', '2', '4', '1']);
    expect(order('rating')).toEqual(['b', 'a', '1', '2', '4']);
  });

  it('pages through the order without repeats or gaps', () => {
    const pages = [0, 2, 4].flatMap(
      (offset) => index.search(query(`'murukku' | 'pak'`), {}, 'relevance', { offset, limit: 2 }).ids,
    );
    expect(new Set(pages).size).toBe(4);
    expect(pages).toEqual(index.search(query(`'murukku' | 'pak'`), {}, 'relevance', all).ids);
  });

  it('follows a changed product and forgets a removed one', () => {
    index.upsert(product('2', `'halwa':1A`, { category: 'sweet' }));
    index.remove(product('4', '').id);
    expect(short(index.search(query(`'murukku'`), {}, 'relevance', all).ids)).toEqual(['1']);
    expect(short(index.search(query(`'halwa'`), {}, 'relevance', all).ids)).toEqual(['2']);
    expect(index.size).toBe(3);
  });

  it('keeps every answer through the compaction of many dead slots', () => {
    for (let round = 0; round < 3; round++)
      for (let i = 0; i < 15_000; i++) {
        const words = i % 3 === 0 ? `'laddu':1A 'besan':2B` : `'murukku':1A`;
        // The last round's facts must survive the compaction of the first two.
        const facts = round === 2 && i % 6 === 0 ? { diet: 'veg' as const, allergens: [] } : {};
        index.upsert(product(String(100 + i), words, { pricePaise: 1_000 + i, ...facts }));
      }
    expect(index.size).toBe(15_004);
    const laddu = index.search(query(`'laddu'`), {}, 'price-asc', { offset: 0, limit: 3 });
    expect(short(laddu.ids)).toEqual(['100', '103', '106']);
    expect(laddu.tally).toEqual([
      expect.objectContaining({ category: 'savory', count: 5_000, newest: expect.any(String) }),
    ]);
    const veg = index.search(query(`'laddu'`), { diet: 'veg', excludeAllergens: ['milk'] }, 'price-asc', all);
    expect(veg.tally[0]!.count).toBe(2_500);
    expect(veg.tally[0]!.food.without.milk).toBe(2_500);
    const murukku = index.search(query(`'murukku'`), {}, 'relevance', all).tally;
    expect(murukku.reduce((n, t) => n + t.count, 0)).toBe(10_003);
  });
});
