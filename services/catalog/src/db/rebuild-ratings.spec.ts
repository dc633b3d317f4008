import { createPgliteClient, UnitOfWork, type DatabaseClient } from '@thindi/platform';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CatalogDb } from './catalog-db';
import { rebuildRatings } from './rebuild-ratings';
import { catalogTables, outbox, products, reviews, sellers } from './schema';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

describe('ratings:rebuild', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thindi-rebuild-ratings-'));
  let client: DatabaseClient;
  let db: CatalogDb;

  beforeAll(async () => {
    client = await createPgliteClient(join(dir, 'db'));
    await client.migrate('catalog', join(__dirname, 'migrations'));
    db = client.drizzle(catalogTables);
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const product = async (slug: string, reviewCount = 0, ratingTotal = 0) => {
    const sellerId = randomUUID();
    await db.insert(sellers).values({ id: sellerId, businessName: `Rebuild ${slug}`, isVerified: true });
    const [row] = await db
      .insert(products)
      .values({
        sellerId,
        slug,
        name: slug,
        description: 'd',
        category: 'sweet',
        weight: '250g',
        pricePaise: 100,
        reviewCount,
        ratingTotal,
      })
      .returning({ id: products.id });
    return row.id;
  };
  const review = (productId: string, rating: number, status: 'published' | 'hidden' | 'withdrawn' = 'published') =>
    db.insert(reviews).values({
      productId,
      orderId: randomUUID(),
      customerId: randomUUID(),
      reviewerName: 'Meena I.',
      rating,
      body: 'Good',
      status,
    });
  const figures = async (id: string) =>
    (
      await db
        .select({ count: products.reviewCount, total: products.ratingTotal })
        .from(products)
        .where(eq(products.id, id))
    )[0];

  it('recounts published reviews only, corrects just the wrong products and announces them', async () => {
    const wrong = await product('rebuild-wrong', 7, 35);
    const right = await product('rebuild-right', 2, 9);
    // Rows written behind the repository's back (as a hand-made change would): the figures are now stale.
    await review(wrong, 4);
    await review(wrong, 2);
    await review(wrong, 5, 'hidden');
    await review(wrong, 1, 'withdrawn');
    await review(right, 4);
    await review(right, 5);
    const before = (await db.select().from(outbox)).length;
    const rebuild = () => new UnitOfWork(db, outbox).run((tx, events) => rebuildRatings(tx, events));

    expect(await rebuild()).toEqual([wrong]);

    expect(await figures(wrong)).toEqual({ count: 2, total: 6 });
    expect(await figures(right)).toEqual({ count: 2, total: 9 });
    const events = (await db.select().from(outbox)).slice(before);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events[0])).toContain(wrong);
    expect(await rebuild()).toEqual([]);
  });
});
