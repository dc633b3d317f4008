import { createPgliteClient, type DatabaseClient } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { toProductView } from '../domain/product-view';
import { catalogTables, products } from './schema';
import { SERVICE_START_TIMEOUT_MS } from '@thindi/platform/testing';

const MIGRATIONS = join(__dirname, 'migrations');
const KEYS_MIGRATION = '0006_product_image_keys';

/** The migrations as they were before product images became keys: the journal cut before that one. */
function migrationsBeforeKeys(dir: string): string {
  const folder = join(dir, 'migrations');
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === KEYS_MIGRATION);
  expect(at).toBeGreaterThan(0);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('catalog migration: product images become keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'thindi-catalog-image-keys-'));
  let client: DatabaseClient;

  beforeAll(async () => {
    client = await createPgliteClient(join(dir, 'db'));
  }, SERVICE_START_TIMEOUT_MS);

  afterAll(async () => {
    await client?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('turns stored file URLs into keys on upgrade, keeps every other entry, and the product still renders', async () => {
    await client.migrate('catalog', migrationsBeforeKeys(dir));
    const db = client.drizzle(catalogTables);
    const sellerId = randomUUID();
    // Written as the tables were then: columns added by later migrations do not exist yet.
    await db.execute(sql`
      INSERT INTO catalog.sellers (id, business_name, is_verified, is_active) VALUES (${sellerId}, 'Old Shop', true, true)`);
    const row = { id: randomUUID() };
    const images = [
      '/api/files/product-images/demo/old-murukku-1.webp',
      'https://attacker.example/api/files/product-images/0b7f7c1e-2d7e-4f7a-9a51-2b6f3c0e9d11.webp',
      'https://cdn.example/elsewhere.jpg',
    ];
    await db.execute(sql`
      INSERT INTO catalog.products (id, seller_id, slug, name, description, category, weight, price_paise, images)
      VALUES (${row.id}, ${sellerId}, 'old-murukku', 'Old Murukku', 'Saved before keys', 'savory', '200g', 9900,
        ${JSON.stringify(images)}::jsonb)`);

    await client.migrate('catalog', MIGRATIONS);

    const [after] = await db.select().from(products).where(eq(products.id, row.id));
    expect(after.images).toEqual([
      'product-images/demo/old-murukku-1.webp',
      'product-images/0b7f7c1e-2d7e-4f7a-9a51-2b6f3c0e9d11.webp',
      'https://cdn.example/elsewhere.jpg',
    ]);
    expect(toProductView({ product: after, sellerName: 'Old Shop', packs: [] }).images).toEqual([
      '/api/files/product-images/demo/old-murukku-1.webp',
      '/api/files/product-images/0b7f7c1e-2d7e-4f7a-9a51-2b6f3c0e9d11.webp',
    ]);
  }, 60_000);
});
