import { stringify } from 'csv-stringify/sync';
import { CATALOG_CSV_HEADERS, MAX_CATALOG_CSV_ROWS, type CatalogCsvColumn } from './catalog-csv-columns';
import { exportCatalogCsv, type CatalogProduct } from './export-catalog-csv';
import { parseCatalogCsv } from './parse-catalog-csv';

type Cells = Partial<Record<CatalogCsvColumn, string>>;
const row = (over: Cells = {}): Cells => ({
  product_key: 'mysore-pak',
  name: 'Mysore Pak',
  description: 'Ghee-rich gram flour fudge',
  category: 'sweet',
  ingredients: 'gram flour; ghee; sugar',
  gst_class: 'namkeen-sweets',
  images: 'product-images/mysore-pak.webp',
  pack_label: '',
  net_quantity: '250 g',
  price: '180',
  mrp: '190',
  stock: '12',
  exported_stock: '',
  sku: 'MP-250',
  is_default: 'yes',
  ...over,
});
const csv = (rows: Cells[], headers: string[] = CATALOG_CSV_HEADERS) =>
  stringify(rows, { header: true, columns: headers });
const errorsOf = (text: string) => parseCatalogCsv(text).errors;

describe('reading a catalogue file', () => {
  it('reads a row into its product and pack, money in paise', () => {
    const { rows, errors } = parseCatalogCsv(csv([row({ price: '180.50' })]));
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        productKey: 'mysore-pak',
        product: {
          name: 'Mysore Pak',
          description: 'Ghee-rich gram flour fudge',
          category: 'sweet',
          ingredients: ['gram flour', 'ghee', 'sugar'],
          gstClass: 'namkeen-sweets',
          images: ['product-images/mysore-pak.webp'],
        },
        pack: {
          label: undefined,
          netQuantity: { value: 250, unit: 'g' },
          pricePaise: 18_050,
          mrpPaise: 19_000,
          stockQuantity: 12,
          exportedStock: null,
          sku: 'MP-250',
          isDefault: true,
        },
      },
    ]);
  });

  it('tells a seller which price is not a number', () => {
    expect(errorsOf(csv([row({ price: '₹180' })]))).toEqual([
      { row: 2, column: 'price', message: 'price must be a number' },
    ]);
  });

  it('names the column, not the form field, in a message', () => {
    expect(errorsOf(csv([row({ stock: '2.5' })]))).toEqual([
      { row: 2, column: 'stock', message: 'stock must be a whole number' },
    ]);
  });

  it('refuses a net quantity that is not one quantity and unit', () => {
    expect(errorsOf(csv([row({ net_quantity: '2 x 100 g' })]))).toEqual([
      {
        row: 2,
        column: 'net_quantity',
        message: "net_quantity '2 x 100 g' is not a quantity and a unit such as 500 g",
      },
    ]);
  });

  it('refuses an image that is not a key of this shop', () => {
    expect(errorsOf(csv([row({ images: 'https://example.com/a.jpg' })]))).toEqual([
      {
        row: 2,
        column: 'images',
        message: "images: 'https://example.com/a.jpg' is not an image uploaded to this shop",
      },
    ]);
  });

  it('reports exactly one error for each of two bad rows, on the rows a spreadsheet shows', () => {
    const text = csv([
      row({ mrp: 'abc' }),
      row({ sku: 'MP-500', net_quantity: '500 g' }),
      row({ is_default: 'maybe' }),
    ]);
    expect(errorsOf(text)).toEqual([
      { row: 2, column: 'mrp', message: 'mrp must be a number' },
      { row: 4, column: 'is_default', message: 'is_default must be yes or no' },
    ]);
  });

  it('counts an empty line as a row, as a spreadsheet shows it', () => {
    const [header, first] = csv([row(), row({ price: 'x' })]).split('\n');
    const second = csv([row({ price: 'x' })]).split('\n')[1];
    expect(errorsOf([header, first, '', second].join('\n'))).toEqual([
      { row: 4, column: 'price', message: 'price must be a number' },
    ]);
  });

  it('refuses an unknown column in the header with one error', () => {
    expect(errorsOf(csv([row()], [...CATALOG_CSV_HEADERS, 'colour']))).toEqual([
      expect.objectContaining({
        row: 1,
        column: 'colour',
        message: expect.stringContaining("unknown column 'colour'"),
      }),
    ]);
  });

  it('refuses a header that lacks a column', () => {
    const headers = CATALOG_CSV_HEADERS.filter((h) => h !== 'mrp');
    expect(errorsOf(csv([row()], headers))).toEqual([
      { row: 1, column: 'mrp', message: "the header lacks the column 'mrp'" },
    ]);
  });

  it('refuses an empty file and a file of only a header', () => {
    expect(errorsOf('')).toEqual([{ row: 1, column: null, message: 'the file is empty' }]);
    expect(errorsOf(csv([], CATALOG_CSV_HEADERS))).toEqual([
      { row: 1, column: null, message: 'the file has no product rows below its header' },
    ]);
  });

  it(`refuses a file of more than ${MAX_CATALOG_CSV_ROWS} rows with one error`, () => {
    const rows = Array.from({ length: MAX_CATALOG_CSV_ROWS + 1 }, (_, i) => row({ product_key: `p${i}` }));
    expect(errorsOf(csv(rows))).toEqual([
      { row: MAX_CATALOG_CSV_ROWS + 2, column: null, message: expect.stringContaining('more than 5000 rows') },
    ]);
  });

  it('refuses a row with more cells than the header', () => {
    const text = `${csv([row()])}a,b\n`;
    expect(errorsOf(text)).toEqual([{ row: 3, column: null, message: 'line 3 has 2 cells, but the header has 15' }]);
  });

  it('takes off the formula escaping the export put on', () => {
    const product: CatalogProduct = {
      id: '5b0c1a52-8f0e-4c8e-9d61-0f1f6b7a1c01',
      name: '=Mysore Pak',
      description: '-2 +3 @home',
      category: 'sweet',
      ingredients: ['+ghee'],
      gstClass: 'namkeen-sweets',
      images: [],
      packs: [
        {
          id: 'a1',
          label: '@250 g',
          netQuantity: { value: 250, unit: 'g' },
          pricePaise: 18_000,
          mrpPaise: 19_000,
          stockQuantity: 12,
          sku: '-MP',
          isDefault: true,
        },
      ],
    };
    const { rows, errors } = parseCatalogCsv(exportCatalogCsv([product]));
    expect(errors).toEqual([]);
    expect(rows[0].product).toMatchObject({ name: '=Mysore Pak', description: '-2 +3 @home', ingredients: ['+ghee'] });
    expect(rows[0].pack).toMatchObject({ label: '@250 g', sku: '-MP' });
  });
});
