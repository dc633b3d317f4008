import type { GstClassOptionId } from '@thindi/contracts';
import { randomUUID } from 'node:crypto';
import type { CatalogDb } from '../../db/catalog-db';
import { applyPackChanges, lockProducts, writePackList } from '../../db/packs';
import { productVariants } from '../../db/schema';
import type { SellerProductsRepository } from '../../db/seller-products.repository';
import type { CatalogProduct } from '../../domain/catalog-csv/export-catalog-csv';
import type { CatalogImportPlan, PlannedProductFields } from '../../domain/catalog-csv/plan-catalog-import';
import type { PlannedPack } from '../../domain/catalog-csv/plan-pack-changes';
import { strikePricePaise } from '@thindi/contracts';
import { ingredientsTextOf, searchTextOf } from '../../domain/product-view';
import { slugOf } from '../../domain/slug';
import { and, eq } from 'drizzle-orm';

/** The GST rate (percent) of a class today. */
export type RateOfClass = (gstClass: GstClassOptionId) => number;

const productFields = (fields: PlannedProductFields, weight: string) => ({
  name: fields.name,
  description: fields.description,
  category: fields.category,
  ingredients: fields.ingredients,
  gstClass: fields.gstClass,
  images: fields.images,
  searchText: searchTextOf({ ...fields, weight }),
  ingredientsText: ingredientsTextOf(fields),
});

const packOf = ({ row: _row, ...pack }: PlannedPack, position: number) => ({ ...pack, position });

/**
 * Writes an import's plan in the caller's transaction: new products (hidden without a photo) with their packs,
 * changed fields and packs of existing ones (packs the file leaves out are kept). The product row's single-size
 * columns follow its default pack, as a save writes them. Answers the ids of the products it wrote.
 */
export async function applyCatalogImport(
  tx: CatalogDb,
  repository: SellerProductsRepository,
  sellerId: string,
  plan: CatalogImportPlan,
  existing: CatalogProduct[],
  rateOf: RateOfClass,
): Promise<string[]> {
  const written: string[] = [];
  for (const created of plan.create) {
    const packs = created.packs.map(packOf);
    const main = packs.find((p) => p.isDefault)!;
    const id = await repository.insert(tx, sellerId, slugOf(created.fields.name, randomUUID()), {
      ...productFields(created.fields, main.label),
      weight: main.label,
      pricePaise: main.pricePaise,
      originalPricePaise: strikePricePaise(main.pricePaise, main.mrpPaise, rateOf(created.fields.gstClass)),
      stockQuantity: main.stockQuantity,
    });
    await writePackList(tx, { id, sellerId }, packs, []);
    written.push(id);
  }
  await lockProducts(
    tx,
    plan.update.map((u) => u.productId),
  );
  for (const update of plan.update) {
    const product = { id: update.productId, sellerId };
    const changed = update.changedPacks.map(({ row: _row, packId, stockQuantity: _s, ...pack }) => ({
      ...pack,
      id: packId,
    }));
    const added = update.addedPacks.map(({ row: _row, ...pack }) => pack);
    await applyPackChanges(tx, product, changed, added);
    const current = existing.find((p) => p.id === update.productId)!;
    const fields = update.fields ?? current;
    const [main] = await tx
      .select()
      .from(productVariants)
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.isDefault, true)));
    await repository.update(tx, product.id, sellerId, {
      ...productFields(fields, main.label),
      weight: main.label,
      originalPricePaise: strikePricePaise(main.pricePaise, main.mrpPaise, rateOf(fields.gstClass)),
    });
    written.push(product.id);
  }
  return written;
}
