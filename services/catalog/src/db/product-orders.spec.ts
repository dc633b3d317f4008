import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PRODUCT_SORTS } from '@thindi/contracts';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { keySql, PRODUCT_ORDERS, slotComparator, type OrderKey, type ProductOrder } from './product-orders';

const MIGRATIONS = join(__dirname, 'migrations');
const dialect = new PgDialect();

interface IndexKey {
  expression: string;
  direction: 'asc' | 'desc';
}

/** Splits at the commas outside parentheses. */
function topLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === '(') depth++;
    else if (list[i] === ')') depth--;
    else if (list[i] === ',' && depth === 0) {
      parts.push(list.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(list.slice(start).trim());
  return parts;
}

/** The key list of each products index as the migrations (in order) last create it, read from the SQL. */
function productIndexes(): Map<string, IndexKey[]> {
  const indexes = new Map<string, IndexKey[]>();
  const create = /CREATE INDEX (?:IF NOT EXISTS )?"(\w+)" ON "catalog"\."products" (?:USING btree )?\(/g;
  for (const file of readdirSync(MIGRATIONS)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const text = readFileSync(join(MIGRATIONS, file), 'utf8');
    for (const match of text.matchAll(create)) {
      const open = match.index + match[0].length;
      let depth = 1;
      let end = open;
      while (depth > 0) {
        if (text[end] === '(') depth++;
        if (text[end] === ')') depth--;
        end++;
      }
      const keys = topLevel(text.slice(open, end - 1)).map((key): IndexKey => {
        const desc = / DESC$/.exec(key);
        return {
          expression: desc ? key.slice(0, desc.index) : key.replace(/ ASC$/, ''),
          direction: desc ? 'desc' : 'asc',
        };
      });
      indexes.set(match[1]!, keys);
    }
  }
  return indexes;
}

/** A key of an order as an index writes it: its SQL with the bare column names of a CREATE INDEX. */
function written(key: OrderKey): IndexKey {
  const text = dialect.sqlToQuery(sql`${keySql(key)}`).sql.replaceAll('"catalog"."products".', '');
  return { expression: text, direction: key.direction };
}

const flipped = (keys: IndexKey[]): IndexKey[] =>
  keys.map((k) => ({ ...k, direction: k.direction === 'asc' ? 'desc' : 'asc' }));

describe('the storefront orders', () => {
  const indexes = productIndexes();
  const browsed = (Object.keys(PRODUCT_ORDERS) as ProductOrder[]).filter((o) => o !== 'relevance');

  it('define every sort the API accepts', () => {
    expect(Object.keys(PRODUCT_ORDERS).sort()).toEqual([...PRODUCT_SORTS, 'browse'].sort());
  });

  it.each(browsed)('%s is served by its partial indexes, whose keys are its keys character for character', (order) => {
    const keys = PRODUCT_ORDERS[order].keys.map(written);
    expect(PRODUCT_ORDERS[order].indexes.length).toBeGreaterThan(0);
    for (const name of PRODUCT_ORDERS[order].indexes) {
      const indexed = indexes.get(name);
      expect(indexed).toBeDefined();
      // A category index leads with the category the page is filtered by.
      const walked = indexed![0]!.expression === '"category"' ? indexed!.slice(1) : indexed!;
      // An index serves its order forwards, or backwards with every direction flipped.
      expect([walked, flipped(walked)]).toContainEqual(keys);
    }
  });

  it('order slots in memory as their keys say, ties broken by id', () => {
    const price = [300, 100, 300];
    const ids = ['b', 'c', 'a'];
    const values = (name: string) => (name === 'price' ? price : [0, 0, 0]);
    const sorted = (order: ProductOrder) => [0, 1, 2].sort(slotComparator(order, values, [0, 0, 0], ids));
    expect(sorted('price-asc')).toEqual([1, 2, 0]);
    expect(sorted('price-desc')).toEqual([0, 2, 1]);
  });
});
