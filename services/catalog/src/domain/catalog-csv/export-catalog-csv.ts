import { packLabel, type Category, type GstClassOptionId, type NetQuantity } from '@thindi/contracts';
import { stringify } from 'csv-stringify/sync';
import { CATALOG_CSV_HEADERS, type CatalogCsvColumn } from './catalog-csv-columns';

/** One pack of a seller's product, as the export writes it and the import compares against. */
export interface CatalogPack {
  id: string;
  label: string;
  netQuantity: NetQuantity;
  pricePaise: number;
  mrpPaise: number;
  stockQuantity: number;
  sku: string | null;
  isDefault: boolean;
}

/** One of the seller's products with its packs; `images` are stored image keys (product-images/...). */
export interface CatalogProduct {
  id: string;
  name: string;
  description: string;
  category: Category;
  ingredients: string[];
  gstClass: GstClassOptionId;
  images: string[];
  packs: CatalogPack[];
}

export const rupeesText = (paise: number): string => (paise / 100).toFixed(2);

function rowOf(product: CatalogProduct, pack: CatalogPack): Record<CatalogCsvColumn, string> {
  return {
    product_key: product.id,
    name: product.name,
    description: product.description,
    category: product.category,
    ingredients: product.ingredients.join('; '),
    gst_class: product.gstClass,
    images: product.images.join(' '),
    pack_label: pack.label,
    net_quantity: packLabel(pack.netQuantity),
    price: rupeesText(pack.pricePaise),
    mrp: rupeesText(pack.mrpPaise),
    stock: String(pack.stockQuantity),
    exported_stock: String(pack.stockQuantity),
    sku: pack.sku ?? '',
    is_default: pack.isDefault ? 'yes' : 'no',
  };
}

/**
 * The seller's catalogue as a CSV file, one row per pack. Cells a spreadsheet would run as a formula (starting with
 * =, +, -, @) get a leading ', which the import takes off again; the byte order mark makes spreadsheets read UTF-8.
 */
export function exportCatalogCsv(products: CatalogProduct[]): string {
  const rows = products.flatMap((product) => product.packs.map((pack) => rowOf(product, pack)));
  return stringify(rows, { header: true, columns: CATALOG_CSV_HEADERS, escape_formulas: true, bom: true });
}
