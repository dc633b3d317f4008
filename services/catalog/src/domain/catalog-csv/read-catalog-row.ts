import {
  packInputSchema,
  parseNetQuantity,
  PRODUCT_REQUIRED_MESSAGE,
  productFormSchema,
  productImageKeyOf,
  type Category,
  type GstClassOptionId,
  type NetQuantity,
} from '@thindi/contracts';
import type { z } from 'zod';
import type { CatalogCsvColumn, CatalogCsvError } from './catalog-csv-columns';

/** The product fields of a row (the same on every row of one product). */
export interface CatalogCsvProductFields {
  name: string;
  description: string;
  category: Category;
  ingredients: string[];
  /** Blank: an existing product keeps its class, a new one takes the default. */
  gstClass: GstClassOptionId | undefined;
  images: string[];
}

/** The pack a row describes. */
export interface CatalogCsvPackFields {
  /** Blank: made from the net quantity. */
  label: string | undefined;
  netQuantity: NetQuantity;
  pricePaise: number;
  mrpPaise: number;
  stockQuantity: number;
  /** The stock the export wrote; null for a new pack. */
  exportedStock: number | null;
  sku: string | null;
  isDefault: boolean;
}

export interface CatalogCsvRow {
  row: number;
  productKey: string;
  product: CatalogCsvProductFields;
  pack: CatalogCsvPackFields;
}

export type CatalogCsvCells = Record<CatalogCsvColumn, string>;

const product = productFormSchema.shape;
const pack = packInputSchema.shape;
const paise = (rupees: number) => Math.round(rupees * 100);

/** Reads one data row with the contracts' own schemas; their messages name the file's column instead of the field. */
export function readCatalogRow(cells: CatalogCsvCells, row: number): CatalogCsvRow | CatalogCsvError[] {
  const errors: CatalogCsvError[] = [];
  const check = <S extends z.ZodType>(column: CatalogCsvColumn, field: string, schema: S, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) return result.data as z.output<S>;
    const message = result.error.issues[0].message;
    errors.push({
      row,
      column,
      message:
        message === PRODUCT_REQUIRED_MESSAGE
          ? `${column} is required`
          : message.startsWith(field)
            ? column + message.slice(field.length)
            : message,
    });
    return undefined;
  };
  const blankIsUndefined = (text: string) => (text === '' ? undefined : text);

  const productKey = cells.product_key;
  if (productKey === '') errors.push({ row, column: 'product_key', message: 'product_key is required' });
  const fields = {
    name: check('name', 'name', product.name, cells.name),
    description: check('description', 'description', product.description, cells.description),
    category: check('category', 'category', product.category, blankIsUndefined(cells.category)),
    ingredients: check('ingredients', 'ingredients', product.ingredients, cells.ingredients.split(';')),
    gstClass: check('gst_class', 'gstClass', product.gstClass, blankIsUndefined(cells.gst_class)),
    images: readImages(cells.images, row, errors, (keys) => check('images', 'images', product.images, keys)),
  };
  const netQuantity = readNetQuantity(cells.net_quantity, row, errors);
  const packFields = {
    label: check('pack_label', 'label', pack.label, blankIsUndefined(cells.pack_label)),
    price: check('price', 'price', pack.price, cells.price),
    mrp: check('mrp', 'mrp', pack.mrp, cells.mrp),
    stockQuantity: check('stock', 'stockQuantity', pack.stockQuantity, cells.stock),
    exportedStock:
      cells.exported_stock === ''
        ? null
        : check('exported_stock', 'stockQuantity', pack.stockQuantity, cells.exported_stock),
    sku: check('sku', 'sku', pack.sku, cells.sku),
  };
  const isDefault = readYesNo(cells.is_default);
  if (isDefault === undefined) errors.push({ row, column: 'is_default', message: 'is_default must be yes or no' });
  if (errors.length > 0) return errors;
  return {
    row,
    productKey,
    product: fields as CatalogCsvProductFields,
    pack: {
      label: packFields.label || undefined,
      netQuantity: netQuantity!,
      pricePaise: paise(packFields.price!),
      mrpPaise: paise(packFields.mrp!),
      stockQuantity: packFields.stockQuantity!,
      exportedStock: packFields.exportedStock ?? null,
      sku: packFields.sku ?? null,
      isDefault: isDefault!,
    },
  };
}

function readNetQuantity(text: string, row: number, errors: CatalogCsvError[]): NetQuantity | undefined {
  const quantity = parseNetQuantity(text);
  if (quantity) return quantity;
  const message =
    text === ''
      ? 'net_quantity is required: a quantity and a unit such as 500 g'
      : `net_quantity '${text}' is not a quantity and a unit such as 500 g`;
  errors.push({ row, column: 'net_quantity', message });
  return undefined;
}

/** Image keys separated by spaces; an image URL of this shop (/api/files/<key>) is taken as its key. */
function readImages(
  text: string,
  row: number,
  errors: CatalogCsvError[],
  checkList: (keys: string[]) => string[] | undefined,
): string[] | undefined {
  const entries = text.split(/\s+/).filter(Boolean);
  const keys = entries.map(productImageKeyOf);
  const refused = entries.find((_, i) => keys[i] === undefined);
  if (refused !== undefined) {
    errors.push({ row, column: 'images', message: `images: '${refused}' is not an image uploaded to this shop` });
    return undefined;
  }
  // No image is allowed here: a new product without one is created hidden until its seller adds a photo.
  return keys.length === 0 ? [] : checkList(keys as string[]);
}

function readYesNo(text: string): boolean | undefined {
  const word = text.toLowerCase();
  if (word === 'yes') return true;
  if (word === 'no' || word === '') return false;
  return undefined;
}
