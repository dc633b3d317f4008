import { GST_CLASS_OPTIONS, type GstClassOptionId } from '@thindi/contracts';
import { exportCatalogCsv, type CatalogPack, type CatalogProduct } from './export-catalog-csv';
import { groupCatalogRows } from './group-catalog-rows';
import { parseCatalogCsv } from './parse-catalog-csv';
import { planCatalogImport } from './plan-catalog-import';
import type { CatalogCsvRow } from './read-catalog-row';

const MYSORE_PAK = '5b0c1a52-8f0e-4c8e-9d61-0f1f6b7a1c01';
const MURUKKU = '5b0c1a52-8f0e-4c8e-9d61-0f1f6b7a1c02';

const pack = (id: string, grams: number, over: Partial<CatalogPack> = {}): CatalogPack => ({
  id,
  label: `${grams} g`,
  netQuantity: { value: grams, unit: 'g' },
  pricePaise: 18_000,
  mrpPaise: 19_000,
  stockQuantity: 8,
  sku: null,
  isDefault: false,
  ...over,
});
const product = (id: string, name: string, packs: CatalogPack[]): CatalogProduct => ({
  id,
  name,
  description: `${name}, made fresh`,
  category: 'sweet',
  ingredients: ['gram flour', 'ghee'],
  gstClass: 'namkeen-sweets',
  images: ['product-images/a.webp'],
  packs,
});
const catalogue = (): CatalogProduct[] => [
  product(MYSORE_PAK, 'Mysore Pak', [pack('p1', 250, { sku: 'MP-250', isDefault: true }), pack('p2', 500)]),
  product(MURUKKU, 'Murukku', [pack('p3', 200, { isDefault: true })]),
];
const gstRateOf = (id: GstClassOptionId) => GST_CLASS_OPTIONS.find((o) => o.id === id)!.ratePercent;

/** Exports `exported`, lets the seller edit the rows, and plans the import against `now`. */
function importEdited(
  exported: CatalogProduct[],
  edit: (rows: CatalogCsvRow[]) => CatalogCsvRow[] | void,
  now = exported,
) {
  const parsed = parseCatalogCsv(exportCatalogCsv(exported));
  expect(parsed.errors).toEqual([]);
  const rows = edit(parsed.rows) ?? parsed.rows;
  const grouped = groupCatalogRows(rows);
  expect(grouped.errors).toEqual([]);
  return planCatalogImport(grouped.products, now, gstRateOf);
}
const withStock = (products: CatalogProduct[], packId: string, stockQuantity: number) =>
  products.map((p) => ({ ...p, packs: p.packs.map((k) => (k.id === packId ? { ...k, stockQuantity } : k)) }));

describe('planning an import', () => {
  it('plans nothing for the file just exported', () => {
    const plan = importEdited(catalogue(), () => undefined);
    expect(plan).toEqual({
      create: [],
      update: [],
      unchanged: [MYSORE_PAK, MURUKKU],
      errors: [],
      counts: { created: 0, updated: 0, unchanged: 2 },
    });
  });

  it('applies the stock as the change from the exported figure, keeping packs sold since', () => {
    const sold = withStock(catalogue(), 'p1', 5);
    const plan = importEdited(catalogue(), (rows) => void (rows[0].pack.stockQuantity = 10), sold);
    expect(plan.update[0].changedPacks).toEqual([
      expect.objectContaining({ packId: 'p1', stockQuantity: 7, stockDelta: 2 }),
    ]);
    expect(plan.counts).toEqual({ created: 0, updated: 1, unchanged: 1 });
  });

  it('refuses a stock change that would go below 0 once sales are counted', () => {
    const sold = withStock(catalogue(), 'p1', 5);
    const plan = importEdited(catalogue(), (rows) => void (rows[0].pack.stockQuantity = 0), sold);
    expect(plan.errors).toEqual([
      { row: 2, column: 'stock', message: 'stock: 3 were sold since the export, so 5 − 8 would be below 0' },
    ]);
  });

  it('takes the stock as given for a pack without an exported figure', () => {
    const plan = importEdited(catalogue(), (rows) => [
      ...rows,
      {
        ...rows[0],
        row: 5,
        pack: {
          ...rows[0].pack,
          netQuantity: { value: 1, unit: 'kg' },
          label: undefined,
          sku: null,
          isDefault: false,
          stockQuantity: 4,
          exportedStock: null,
        },
      },
    ]);
    expect(plan.update[0].addedPacks).toEqual([
      expect.objectContaining({ row: 5, label: '1 kg', stockQuantity: 4, isDefault: false }),
    ]);
  });

  it('keeps the packs the file leaves out', () => {
    const plan = importEdited(catalogue(), (rows) => rows.filter((r) => r.row !== 3));
    expect(plan.unchanged).toEqual([MYSORE_PAK, MURUKKU]);
  });

  it('matches a pack without a SKU by its net quantity', () => {
    const plan = importEdited(catalogue(), (rows) => void (rows[1].pack.pricePaise = 17_000));
    expect(plan.update[0].changedPacks).toEqual([
      expect.objectContaining({ packId: 'p2', pricePaise: 17_000, stockDelta: 0 }),
    ]);
  });

  it('takes the default away from a pack the file leaves out when it marks another', () => {
    const plan = importEdited(catalogue(), (rows) => {
      rows[1].pack.isDefault = true;
      return rows.filter((r) => r.row !== 2);
    });
    expect(plan.update[0].changedPacks).toEqual([
      expect.objectContaining({ packId: 'p2', isDefault: true }),
      expect.objectContaining({ packId: 'p1', isDefault: false, stockDelta: 0 }),
    ]);
  });

  it('refuses a product id that is not one of the seller’s products', () => {
    const plan = importEdited(catalogue(), () => undefined, catalogue().slice(1));
    expect(plan.errors).toEqual([
      { row: 2, column: 'product_key', message: `product_key ${MYSORE_PAK} is not one of your products` },
    ]);
  });

  it('creates a product without an image hidden, with the default GST class', () => {
    const plan = importEdited(catalogue().slice(1), (rows) => [
      { ...rows[0], productKey: 'new-1', product: { ...rows[0].product, images: [], gstClass: undefined } },
    ]);
    expect(plan.create).toEqual([
      expect.objectContaining({
        key: 'new-1',
        hidden: true,
        fields: expect.objectContaining({ gstClass: 'namkeen-sweets' }),
      }),
    ]);
    expect(plan.counts).toEqual({ created: 1, updated: 0, unchanged: 0 });
  });

  it('refuses an MRP below the price with GST, naming the pack', () => {
    const plan = importEdited(catalogue(), (rows) => {
      rows[0].pack.pricePaise = 10_000;
      rows[0].pack.mrpPaise = 10_000;
    });
    expect(plan.errors).toEqual([
      { row: 2, column: 'mrp', message: '250 g: mrp ₹100.00 is below the price with GST ₹105.00' },
    ]);
  });
});
