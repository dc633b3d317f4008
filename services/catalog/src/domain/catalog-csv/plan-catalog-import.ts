import { packLabel, priceWithGstPaise, PRODUCT_IMAGE_REQUIRED_MESSAGE, type GstClassOptionId } from '@thindi/contracts';
import { gstClassFor } from '@thindi/india';
import { z } from 'zod';
import type { CatalogCsvError } from './catalog-csv-columns';
import { rupeesText, type CatalogProduct } from './export-catalog-csv';
import type { CatalogCsvProduct } from './group-catalog-rows';
import { planPackChanges, type PlannedPack, type PlannedPackChange } from './plan-pack-changes';
import type { CatalogCsvProductFields } from './read-catalog-row';

/** Why a product created without an image is hidden from the storefront. */
export const HIDDEN_WITHOUT_PHOTO_MESSAGE = 'Add a photo to put it on sale';

export type PlannedProductFields = CatalogCsvProductFields & { gstClass: GstClassOptionId };

export interface PlannedNewProduct {
  key: string;
  row: number;
  fields: PlannedProductFields;
  packs: PlannedPack[];
  /** No image yet: created hidden (HIDDEN_WITHOUT_PHOTO_MESSAGE). */
  hidden: boolean;
}

export interface PlannedUpdate {
  productId: string;
  row: number;
  /** The product's new fields; null when they do not change. */
  fields: PlannedProductFields | null;
  addedPacks: PlannedPack[];
  changedPacks: PlannedPackChange[];
}

/**
 * What an import would do. Counts are in products (a product with one changed pack is one updated product). With
 * any error the import must change nothing: the lists are then only what it would have done.
 */
export interface CatalogImportPlan {
  create: PlannedNewProduct[];
  update: PlannedUpdate[];
  unchanged: string[];
  errors: CatalogCsvError[];
  counts: { created: number; updated: number; unchanged: number };
}

/** The GST rate (percent) of a class today. */
export type GstRateOf = (gstClass: GstClassOptionId) => number;

const looksLikeProductId = (key: string) => z.uuid().safeParse(key).success;
const sameFields = (a: PlannedProductFields, b: CatalogProduct) =>
  (['name', 'description', 'category', 'ingredients', 'gstClass', 'images'] as const).every(
    (field) => JSON.stringify(a[field]) === JSON.stringify(b[field]),
  );

/** The MRP is inclusive of all taxes, so it may not be below the price with GST. */
function mrpErrors(packs: PlannedPack[], rate: number): CatalogCsvError[] {
  return packs.flatMap(({ row, label, pricePaise, mrpPaise }) => {
    const withGst = priceWithGstPaise(pricePaise, rate);
    if (mrpPaise >= withGst) return [];
    const message = `${label}: mrp ₹${rupeesText(mrpPaise)} is below the price with GST ₹${rupeesText(withGst)}`;
    return [{ row, column: 'mrp', message }];
  });
}

/** A SKU is the seller's: one of another product cannot be given to these packs. */
function skuErrors(listed: CatalogCsvProduct, skuOwners: Map<string, string>, productId?: string): CatalogCsvError[] {
  return listed.packs.flatMap(({ row, sku }) => {
    const owner = sku === null ? undefined : skuOwners.get(sku.toLowerCase());
    if (owner === undefined || owner === productId) return [];
    return [{ row, column: 'sku', message: `sku '${sku}' is already used by another of your products` }];
  });
}

function planNew(listed: CatalogCsvProduct, gstRateOf: GstRateOf) {
  const { fields } = listed;
  const gstClass = fields.gstClass ?? gstClassFor(fields.category, fields.name);
  const packs = listed.packs.map(({ exportedStock: _exported, ...pack }) => ({
    ...pack,
    label: pack.label ?? packLabel(pack.netQuantity),
  }));
  const product: PlannedNewProduct = {
    key: listed.key,
    row: listed.row,
    fields: { ...fields, gstClass },
    packs,
    hidden: fields.images.length === 0,
  };
  return { product, errors: mrpErrors(packs, gstRateOf(gstClass)) };
}

function planUpdate(listed: CatalogCsvProduct, current: CatalogProduct, gstRateOf: GstRateOf) {
  const fields = { ...listed.fields, gstClass: listed.fields.gstClass ?? current.gstClass };
  const { added, changed, errors } = planPackChanges(listed, current);
  if (fields.images.length === 0 && current.images.length > 0) {
    errors.push({ row: listed.row, column: 'images', message: PRODUCT_IMAGE_REQUIRED_MESSAGE });
  }
  // A new GST class can put a kept pack's price with GST above its MRP, so then every pack is checked.
  const checked =
    fields.gstClass === current.gstClass ? [...added, ...changed] : allPacks(current, added, changed, listed.row);
  errors.push(...mrpErrors(checked, gstRateOf(fields.gstClass)));
  const update: PlannedUpdate = {
    productId: current.id,
    row: listed.row,
    fields: sameFields(fields, current) ? null : fields,
    addedPacks: added,
    changedPacks: changed,
  };
  return { update, errors };
}

/** The packs the product will have; a kept pack is named by the product's first row. */
function allPacks(current: CatalogProduct, added: PlannedPack[], changed: PlannedPackChange[], row: number) {
  const changedIds = new Set(changed.map((p) => p.packId));
  const kept = current.packs.filter((p) => !changedIds.has(p.id)).map(({ id: _id, ...p }) => ({ ...p, row }));
  return [...kept, ...changed, ...added];
}

/**
 * Plans an import of grouped rows against the seller's products: a product_key that is a product id updates that
 * product, any other key creates a product. Nothing is written here.
 */
export function planCatalogImport(
  listed: CatalogCsvProduct[],
  existing: CatalogProduct[],
  gstRateOf: GstRateOf,
): CatalogImportPlan {
  const byId = new Map(existing.map((p) => [p.id, p]));
  const skuOwners = new Map(
    existing.flatMap((p) => p.packs.filter((k) => k.sku !== null).map((k) => [k.sku!.toLowerCase(), p.id] as const)),
  );
  const plan: CatalogImportPlan = {
    create: [],
    update: [],
    unchanged: [],
    errors: [],
    counts: { created: 0, updated: 0, unchanged: 0 },
  };
  for (const product of listed) {
    const current = byId.get(product.key);
    if (!current && looksLikeProductId(product.key)) {
      const message = `product_key ${product.key} is not one of your products`;
      plan.errors.push({ row: product.row, column: 'product_key', message });
      continue;
    }
    plan.errors.push(...skuErrors(product, skuOwners, current?.id));
    if (!current) {
      const { product: created, errors } = planNew(product, gstRateOf);
      plan.create.push(created);
      plan.errors.push(...errors);
      continue;
    }
    const { update, errors } = planUpdate(product, current, gstRateOf);
    plan.errors.push(...errors);
    const changes = update.fields !== null || update.addedPacks.length > 0 || update.changedPacks.length > 0;
    if (changes) plan.update.push(update);
    else plan.unchanged.push(current.id);
  }
  plan.errors.sort((a, b) => a.row - b.row);
  plan.counts = { created: plan.create.length, updated: plan.update.length, unchanged: plan.unchanged.length };
  return plan;
}
