import { createPgliteClient, type DatabaseClient } from '@thindi/platform';
import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MIGRATIONS = join(__dirname, 'migrations');

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

/** A copy of the migrations whose journal is changed by `edit` (the SQL files stay as they are now). */
function migrationsWith(dir: string, name: string, edit: (entries: Journal['entries']) => Journal['entries']): string {
  const folder = join(dir, name);
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: edit(journal.entries) }));
  return folder;
}
const upTo = (tag: string) => (entries: Journal['entries']) =>
  entries.slice(0, entries.findIndex((e) => e.tag === tag) + 1);
/** The journal as it was shipped with the reviews: 0011 with an earlier time than 0010. */
const shippedReviews = (entries: Journal['entries']) =>
  upTo('0011_reviews')(entries).map((e) => (e.tag === '0011_reviews' ? { ...e, when: 1795546688264 } : e));

/**
 * Drizzle runs only migrations later than the latest applied one. Reviews once shipped with an earlier journal time
 * than 0010: a database past 0010 must still get them, and one that ran them must take them again harmlessly.
 */
describe('catalog migration: reviews on a database that is already past 0010', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thindi-catalog-reviews-upgrade-'));
  const clients: DatabaseClient[] = [];

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  const reviewsReady = async (client: DatabaseClient) => {
    const db = client.drizzle({});
    const result = await db.execute(sql`
      SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_schema = 'catalog' AND table_name = 'reviews' AND column_name IN ('photo_keys', 'approved_at')`);
    const indexes = await db.execute(sql`
      SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = 'catalog' AND indexname = 'products_rating_idx'`);
    const count = (r: unknown) => (r as { rows: { n: number }[] }).rows[0].n;
    return count(result) === 2 && count(indexes) === 1;
  };

  it.each([
    ['stopped at 0010', upTo('0010_product_gst_class')],
    ['ran the reviews as first shipped', shippedReviews],
  ])(
    'a database that %s gets the reviews, their photos and the rating sort',
    async (_, before) => {
      const client = await createPgliteClient(join(dir, `db-${clients.length}`));
      clients.push(client);
      await client.migrate('catalog', migrationsWith(dir, `m-${clients.length}`, before));
      await client.migrate('catalog', MIGRATIONS);
      expect(await reviewsReady(client)).toBe(true);
    },
    60_000,
  );
});
