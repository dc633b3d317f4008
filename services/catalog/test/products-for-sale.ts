import type { Platform } from '@thindi/platform';
import { randomUUID } from 'node:crypto';
import { ensureDefaultPacks } from '../src/db/packs';
import { catalogTables, products, sellers } from '../src/db/schema';

/** A verified, active seller with `count` products for sale (5 in stock each); answers their ids in id order. */
export async function addProductsForSale(
  platform: Platform,
  count = 2,
  sellerId: string = randomUUID(),
): Promise<string[]> {
  const db = platform.db.drizzle(catalogTables);
  await db.insert(sellers).values({ id: sellerId, businessName: 'Amma Snacks', isVerified: true, isActive: true });
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        sellerId,
        slug: `snack-${randomUUID()}`,
        name: `Snack ${i + 1}`,
        description: 'Crisp and fresh',
        category: 'savory',
        weight: '200g',
        pricePaise: 12_000 + i * 100,
        images: [`product-images/snack-${i + 1}.webp`],
        stockQuantity: 5,
      })),
    )
    .returning({ id: products.id });
  await ensureDefaultPacks(db);
  return rows.map((r) => r.id).sort();
}
