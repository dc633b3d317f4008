import { CatalogEvents, DEMO_SELLERS, PRODUCT_IMAGE_FOLDER } from '@thindi/contracts';
import type { EventBus, Storage } from '@thindi/platform';
import { eq, sql } from 'drizzle-orm';
import type { CatalogDb } from '../db/catalog-db';
import { meta, products, productVariants, sellers } from '../db/schema';
import { gstRateOf } from '../domain/pack-rules';
import { ingredientsTextOf, searchTextOf } from '../domain/product-view';
import { demoFoodFactsOf } from './demo-food-facts';
import { demoPacksOf } from './demo-pack-sizes';
import { DEMO_PRODUCTS, type DemoProduct } from './demo-products';
import { renderProductArt } from './product-art';

const SEEDED_KEY = 'demo_seeded';
/** Large enough for the detail page on a retina phone; small enough to draw all of them in a few seconds. */
const IMAGE_SIZE = 640;
/** The small rendition the media service keeps beside every upload (`<name>-thumb.webp`), for the grid's srcset. */
const THUMB_SIZE = 400;
const RENDER_CONCURRENCY = 4;

/**
 * Two views of each product for the gallery: the dish, and a close-up on another backdrop, each with its small
 * rendition. Rows keep the keys.
 */
async function storeImages(storage: Storage, product: DemoProduct): Promise<string[]> {
  const views = [product.art, { ...product.art, background: product.art.accent }];
  return Promise.all(
    views.map(async (art, i) => {
      const name = `${PRODUCT_IMAGE_FOLDER}/demo/${product.slug}-${i + 1}`;
      const [full, thumb] = await Promise.all([renderProductArt(art, IMAGE_SIZE), renderProductArt(art, THUMB_SIZE)]);
      await storage.put(`${name}.webp`, full, 'image/webp');
      await storage.put(`${name}-thumb.webp`, thumb, 'image/webp');
      return `${name}.webp`;
    }),
  );
}

/** A demo product's label facts in their columns. */
function demoFoodColumnsOf(product: DemoProduct) {
  const { nutritionPer100g, ...facts } = demoFoodFactsOf(product);
  return { ...facts, nutrition: nutritionPer100g };
}

/**
 * A demo seller as the mirror keeps it: verified, licensed (decision 035) and with what the storefront shows of it;
 * its customer care and 'since' come with the seller service's first public-profile event.
 */
const demoSellerMirror = (s: (typeof DEMO_SELLERS)[number]) => ({
  id: s.id,
  businessName: s.businessName,
  isVerified: true,
  isActive: true,
  sellsFood: true,
  publicProfile: {
    fssaiLicenceNumber: s.fssaiLicenceNumber,
    address: { city: s.city, state: s.state, pincode: s.pincode },
    customerCare: null,
    about: s.about,
    since: null,
  },
});

/**
 * Fills an empty catalogue with the demo sellers and products, once: a catalogue that was emptied
 * on purpose stays empty. Images are drawn now; nothing is downloaded.
 */
export async function seedDemoCatalog(db: CatalogDb, ports: { storage: Storage; events: EventBus }): Promise<number> {
  const [done] = await db.select().from(meta).where(eq(meta.key, SEEDED_KEY));
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(products);
  if (done || count > 0) return 0;
  const images: string[][] = [];
  for (let i = 0; i < DEMO_PRODUCTS.length; i += RENDER_CONCURRENCY) {
    const batch = DEMO_PRODUCTS.slice(i, i + RENDER_CONCURRENCY);
    images.push(...(await Promise.all(batch.map((product) => storeImages(ports.storage, product)))));
  }
  await db.transaction(async (tx) => {
    await tx.insert(sellers).values(DEMO_SELLERS.map(demoSellerMirror)).onConflictDoNothing();
    const rows = await tx
      .insert(products)
      .values(
        DEMO_PRODUCTS.map((p, i) => ({
          sellerId: p.sellerId,
          slug: p.slug,
          name: p.name,
          description: p.description,
          category: p.category,
          ingredients: p.ingredients,
          weight: p.weight,
          pricePaise: p.pricePaise,
          originalPricePaise: p.originalPricePaise,
          images: images[i],
          stockQuantity: p.stockQuantity,
          featured: p.featured,
          searchText: searchTextOf(p),
          ingredientsText: ingredientsTextOf(p),
          ...demoFoodColumnsOf(p),
          // Spread creation times so "newest first" is stable and meaningful.
          createdAt: new Date(Date.now() - i * 60_000),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    await tx.insert(productVariants).values(
      DEMO_PRODUCTS.flatMap((p) => {
        const productId = rows.find((r) => r.slug === p.slug)!.id;
        return demoPacksOf(p, gstRateOf(p)).map(({ netQuantity, ...pack }) => ({
          ...pack,
          productId,
          sellerId: p.sellerId,
          netValue: netQuantity.value,
          netUnit: netQuantity.unit,
        }));
      }),
    );
    await tx.insert(meta).values({ key: SEEDED_KEY, value: new Date().toISOString() });
  });
  await ports.events.publish(CatalogEvents.productsChanged, {
    productIds: [],
    reason: 'demo catalogue seeded',
    at: new Date().toISOString(),
  });
  return DEMO_PRODUCTS.length;
}
