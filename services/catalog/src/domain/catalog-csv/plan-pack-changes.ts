import { MAX_PACKS, packLabel } from '@thindi/contracts';
import type { CatalogCsvError } from './catalog-csv-columns';
import type { CatalogPack, CatalogProduct } from './export-catalog-csv';
import { quantityKey, type CatalogCsvPack, type CatalogCsvProduct } from './group-catalog-rows';

/** A pack as it will be saved, and the row that gave it. */
export interface PlannedPack extends Omit<CatalogPack, 'id'> {
  row: number;
}

/** A change to an existing pack. */
export interface PlannedPackChange extends PlannedPack {
  packId: string;
  /** Added to the pack's stock when the import is applied (so orders placed after planning are kept too). */
  stockDelta: number;
}

export interface PackChanges {
  added: PlannedPack[];
  changed: PlannedPackChange[];
  errors: CatalogCsvError[];
}

/** Matches the file's packs to the product's: by SKU (any case), else by net quantity among the packs left. */
function matchPacks(listed: CatalogCsvPack[], current: CatalogPack[]): Map<CatalogCsvPack, CatalogPack> {
  const matches = new Map<CatalogCsvPack, CatalogPack>();
  const bySku = new Map(current.filter((p) => p.sku !== null).map((p) => [p.sku!.toLowerCase(), p]));
  for (const pack of listed) {
    const found = pack.sku === null ? undefined : bySku.get(pack.sku.toLowerCase());
    if (found) matches.set(pack, found);
  }
  const taken = new Set(matches.values());
  for (const pack of listed) {
    if (matches.has(pack)) continue;
    const found = current.find((c) => !taken.has(c) && quantityKey(c.netQuantity) === quantityKey(pack.netQuantity));
    if (found) matches.set(pack, found);
    if (found) taken.add(found);
  }
  return matches;
}

/**
 * The stock a listed pack will have: with exported_stock, the current stock moved by what the seller changed in the
 * file (stock − exported_stock), so packs sold since the export stay sold; without it, the stock as given.
 */
function plannedStock(pack: CatalogCsvPack, current: CatalogPack | undefined): number | CatalogCsvError {
  if (!current || pack.exportedStock === null) return pack.stockQuantity;
  const stock = current.stockQuantity + pack.stockQuantity - pack.exportedStock;
  if (stock >= 0) return stock;
  const sold = pack.exportedStock - current.stockQuantity;
  const taken = pack.exportedStock - pack.stockQuantity;
  const message = `stock: ${sold} ${sold === 1 ? 'was' : 'were'} sold since the export, so ${current.stockQuantity} − ${taken} would be below 0`;
  return { row: pack.row, column: 'stock', message };
}

const unchanged = (next: PlannedPackChange, current: CatalogPack) =>
  next.stockDelta === 0 &&
  next.label === current.label &&
  quantityKey(next.netQuantity) === quantityKey(current.netQuantity) &&
  next.pricePaise === current.pricePaise &&
  next.mrpPaise === current.mrpPaise &&
  next.sku === current.sku &&
  next.isDefault === current.isDefault;

/**
 * What the file changes in an existing product's packs. Packs the file does not list are kept as they are (a file
 * never removes a pack); a listed pack takes the file's values. Unmarked, the product keeps its default pack.
 */
export function planPackChanges(listed: CatalogCsvProduct, product: CatalogProduct): PackChanges {
  const matches = matchPacks(listed.packs, product.packs);
  const result: PackChanges = { added: [], changed: [], errors: [] };
  for (const pack of listed.packs) {
    const current = matches.get(pack);
    const stock = plannedStock(pack, current);
    if (typeof stock !== 'number') {
      result.errors.push(stock);
      continue;
    }
    const { row, netQuantity, pricePaise, mrpPaise, sku } = pack;
    const isDefault = listed.defaultMarked ? pack.isDefault : (current?.isDefault ?? false);
    const planned = { row, label: pack.label ?? packLabel(netQuantity), netQuantity, pricePaise, mrpPaise, sku };
    if (!current) {
      result.added.push({ ...planned, stockQuantity: stock, isDefault });
      continue;
    }
    const change = {
      ...planned,
      packId: current.id,
      stockQuantity: stock,
      isDefault,
      stockDelta: stock - current.stockQuantity,
    };
    if (!unchanged(change, current)) result.changed.push(change);
  }
  if (listed.defaultMarked) result.changed.push(...formerDefaults(listed, product, matches));
  result.errors.push(...sizeErrors(listed, product, matches, result.added.length));
  return result;
}

/** A pack the file leaves out stops being the default when the file marks another. */
function formerDefaults(
  listed: CatalogCsvProduct,
  product: CatalogProduct,
  matches: Map<CatalogCsvPack, CatalogPack>,
): PlannedPackChange[] {
  const listedIds = new Set([...matches.values()].map((p) => p.id));
  const marked = listed.packs.find((p) => p.isDefault)!;
  return product.packs
    .filter((p) => p.isDefault && !listedIds.has(p.id))
    .map(({ id, ...pack }) => ({ ...pack, row: marked.row, packId: id, isDefault: false, stockDelta: 0 }));
}

/** The packs kept beside the listed ones: no two of one net quantity, and at most MAX_PACKS in all. */
function sizeErrors(
  listed: CatalogCsvProduct,
  product: CatalogProduct,
  matches: Map<CatalogCsvPack, CatalogPack>,
  addedCount: number,
): CatalogCsvError[] {
  const matchedIds = new Set([...matches.values()].map((p) => p.id));
  const kept = product.packs.filter((p) => !matchedIds.has(p.id));
  const errors: CatalogCsvError[] = [];
  for (const pack of listed.packs) {
    const clash = kept.find((p) => quantityKey(p.netQuantity) === quantityKey(pack.netQuantity));
    if (!clash) continue;
    const message = `net_quantity ${quantityKey(pack.netQuantity)} is already the pack '${clash.label}' of this product`;
    errors.push({ row: pack.row, column: 'net_quantity', message });
  }
  if (product.packs.length + addedCount > MAX_PACKS) {
    const message = `product '${listed.key}' would have ${product.packs.length + addedCount} packs; a product has at most ${MAX_PACKS}`;
    errors.push({ row: listed.row, column: 'product_key', message });
  }
  return errors;
}
