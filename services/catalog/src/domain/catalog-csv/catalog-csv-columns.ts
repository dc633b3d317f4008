import { CATEGORIES, GST_CLASS_OPTION_IDS } from '@thindi/contracts';

/**
 * The columns of the seller's catalogue file (GET /api/sellers/products.csv, POST /api/sellers/products/import), in
 * the order the export writes them: one row per pack, the product's fields repeated on each of its rows. Every
 * column is required in the header; the file's own column order does not matter.
 */
export const CATALOG_CSV_COLUMNS = [
  {
    header: 'product_key',
    description:
      "The product's id for an existing product, or any key of your choosing that groups the rows of a new product",
  },
  { header: 'name', description: "The product's name, the same on every row of the product" },
  { header: 'description', description: "The product's description" },
  { header: 'category', description: `One of: ${CATEGORIES.join(', ')} (blank: savory)` },
  { header: 'ingredients', description: "The ingredients, separated by ';'" },
  {
    header: 'gst_class',
    description: `One of: ${GST_CLASS_OPTION_IDS.join(', ')} (blank: the default the product's category and name give)`,
  },
  {
    header: 'images',
    description:
      'Image keys separated by spaces (product-images/<name>.webp, as the export gives them); a new product without one is created hidden',
  },
  { header: 'pack_label', description: "The pack's label (blank: made from its net quantity)" },
  { header: 'net_quantity', description: "The pack's net quantity and unit: 500 g, 1 kg, 200 ml, 1 l, 12 pcs" },
  { header: 'price', description: "The pack's price in rupees, GST excluded (added at checkout)" },
  { header: 'mrp', description: "The pack's MRP in rupees, inclusive of all taxes" },
  { header: 'stock', description: 'How many packs you have' },
  {
    header: 'exported_stock',
    description:
      'The stock the export wrote (leave it as it is; blank for a new pack): stock changes by stock minus this, so packs sold meanwhile are kept',
  },
  { header: 'sku', description: "Your own code for the pack (optional; letters, digits, '.', '_' and '-')" },
  { header: 'is_default', description: 'yes for the pack shown first; blank or no for the others' },
] as const;

export type CatalogCsvColumn = (typeof CATALOG_CSV_COLUMNS)[number]['header'];
export const CATALOG_CSV_HEADERS: CatalogCsvColumn[] = CATALOG_CSV_COLUMNS.map((c) => c.header);

/** The most data rows (packs) one import takes. */
export const MAX_CATALOG_CSV_ROWS = 5000;

/**
 * One problem of an imported file: `row` is the row a spreadsheet shows (the header is row 1), `column` the column
 * it is in (null for the file as a whole).
 */
export interface CatalogCsvError {
  row: number;
  column: string | null;
  message: string;
}
