import { MAX_PACKS, packLabel, type NetQuantity } from '@thindi/contracts';
import type { CatalogCsvColumn, CatalogCsvError } from './catalog-csv-columns';
import type { CatalogCsvPackFields, CatalogCsvProductFields, CatalogCsvRow } from './read-catalog-row';

export interface CatalogCsvPack extends CatalogCsvPackFields {
  row: number;
}

/** The rows of one product_key: its fields (from its first row) and its packs, in file order. */
export interface CatalogCsvProduct {
  key: string;
  row: number;
  fields: CatalogCsvProductFields;
  /** Exactly one is the default: the one marked yes, else the first. */
  packs: CatalogCsvPack[];
  /** Whether a row marked its default pack (unmarked, an existing product keeps its default). */
  defaultMarked: boolean;
}

export interface GroupedCatalogRows {
  products: CatalogCsvProduct[];
  errors: CatalogCsvError[];
}

/** Net quantities compare by their label, so '500 gm' and '500 g' are one pack size. */
export const quantityKey = (quantity: NetQuantity): string => packLabel(quantity);

const PRODUCT_COLUMNS: Array<[keyof CatalogCsvProductFields, CatalogCsvColumn]> = [
  ['name', 'name'],
  ['description', 'description'],
  ['category', 'category'],
  ['ingredients', 'ingredients'],
  ['gstClass', 'gst_class'],
  ['images', 'images'],
];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function packErrors(product: CatalogCsvProduct): CatalogCsvError[] {
  const errors: CatalogCsvError[] = [];
  const { key, packs } = product;
  if (packs.length > MAX_PACKS) {
    const message = `product '${key}' has ${packs.length} packs; a product has at most ${MAX_PACKS}`;
    errors.push({ row: packs[MAX_PACKS].row, column: 'product_key', message });
  }
  const rowOfQuantity = new Map<string, number>();
  for (const pack of packs) {
    const label = quantityKey(pack.netQuantity);
    const first = rowOfQuantity.get(label);
    if (first === undefined) rowOfQuantity.set(label, pack.row);
    else {
      const message = `net_quantity ${label} is already a pack of product '${key}' on row ${first}`;
      errors.push({ row: pack.row, column: 'net_quantity', message });
    }
  }
  const defaults = packs.filter((pack) => pack.isDefault);
  for (const extra of defaults.slice(1)) {
    const message = `is_default: only one pack of a product may be the default, and row ${defaults[0].row} is`;
    errors.push({ row: extra.row, column: 'is_default', message });
  }
  return errors;
}

function skuErrors(rows: CatalogCsvRow[]): CatalogCsvError[] {
  const rowOfSku = new Map<string, number>();
  const errors: CatalogCsvError[] = [];
  for (const { row, pack } of rows) {
    if (pack.sku === null) continue;
    // SKUs are unique per seller whatever their case.
    const first = rowOfSku.get(pack.sku.toLowerCase());
    if (first === undefined) rowOfSku.set(pack.sku.toLowerCase(), row);
    else errors.push({ row, column: 'sku', message: `sku '${pack.sku}' is already used on row ${first}` });
  }
  return errors;
}

/** Groups the rows into products by product_key, in file order, with the errors of their product fields and packs. */
export function groupCatalogRows(rows: CatalogCsvRow[]): GroupedCatalogRows {
  const byKey = new Map<string, CatalogCsvProduct>();
  const errors: CatalogCsvError[] = [];
  for (const { row, productKey, product, pack } of rows) {
    const grouped = byKey.get(productKey);
    if (!grouped) {
      byKey.set(productKey, { key: productKey, row, fields: product, packs: [{ ...pack, row }], defaultMarked: false });
      continue;
    }
    for (const [field, column] of PRODUCT_COLUMNS) {
      if (same(product[field], grouped.fields[field])) continue;
      const message = `${column} differs from row ${grouped.row}, the first row of product '${productKey}'`;
      errors.push({ row, column, message });
    }
    grouped.packs.push({ ...pack, row });
  }
  const products = [...byKey.values()];
  for (const product of products) {
    errors.push(...packErrors(product));
    product.defaultMarked = product.packs.some((pack) => pack.isDefault);
    if (!product.defaultMarked) product.packs[0] = { ...product.packs[0], isDefault: true };
  }
  errors.push(...skuErrors(rows));
  return { products, errors: errors.sort((a, b) => a.row - b.row) };
}
