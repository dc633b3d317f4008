import { MAX_PACKS } from '@thindi/contracts';
import { groupCatalogRows } from './group-catalog-rows';
import type { CatalogCsvPackFields, CatalogCsvProductFields, CatalogCsvRow } from './read-catalog-row';

let nextRow = 2;
const row = (
  productKey: string,
  pack: Partial<CatalogCsvPackFields> = {},
  product: Partial<CatalogCsvProductFields> = {},
): CatalogCsvRow => ({
  row: nextRow++,
  productKey,
  product: {
    name: 'Mysore Pak',
    description: 'Ghee-rich gram flour fudge',
    category: 'sweet',
    ingredients: ['gram flour', 'ghee'],
    gstClass: 'namkeen-sweets',
    images: ['product-images/mysore-pak.webp'],
    ...product,
  },
  pack: {
    label: undefined,
    netQuantity: { value: 250, unit: 'g' },
    pricePaise: 18_000,
    mrpPaise: 19_000,
    stockQuantity: 5,
    exportedStock: null,
    sku: null,
    isDefault: false,
    ...pack,
  },
});
const grams = (value: number) => ({ netQuantity: { value, unit: 'g' as const } });

beforeEach(() => {
  nextRow = 2;
});

describe('grouping the rows into products', () => {
  it('groups rows by product_key in file order, the first pack the default when none is marked', () => {
    const { products, errors } = groupCatalogRows([row('a'), row('b'), row('a', grams(500))]);
    expect(errors).toEqual([]);
    expect(products.map((p) => [p.key, p.packs.map((k) => [k.row, k.isDefault])])).toEqual([
      [
        'a',
        [
          [2, true],
          [4, false],
        ],
      ],
      ['b', [[3, true]]],
    ]);
    expect(products[0].defaultMarked).toBe(false);
  });

  it('keeps the pack marked as the default', () => {
    const { products } = groupCatalogRows([row('a'), row('a', { ...grams(500), isDefault: true })]);
    expect(products[0].packs.map((p) => p.isDefault)).toEqual([false, true]);
    expect(products[0].defaultMarked).toBe(true);
  });

  it('refuses rows of one product that disagree on a product field', () => {
    const { errors } = groupCatalogRows([row('a'), row('a', grams(500), { name: 'Mysore Paak' })]);
    expect(errors).toEqual([
      { row: 3, column: 'name', message: "name differs from row 2, the first row of product 'a'" },
    ]);
  });

  it(`refuses a product of more than ${MAX_PACKS} packs`, () => {
    const rows = Array.from({ length: MAX_PACKS + 1 }, (_, i) => row('a', grams(100 + i)));
    expect(groupCatalogRows(rows).errors).toEqual([
      { row: MAX_PACKS + 2, column: 'product_key', message: `product 'a' has 11 packs; a product has at most 10` },
    ]);
  });

  it('refuses two packs of one product with the same net quantity, however it is written', () => {
    const rows = [
      row('a', { netQuantity: { value: 1, unit: 'kg' } }),
      row('a', { netQuantity: { value: 1, unit: 'kg' } }),
    ];
    expect(groupCatalogRows(rows).errors).toEqual([
      { row: 3, column: 'net_quantity', message: "net_quantity 1 kg is already a pack of product 'a' on row 2" },
    ]);
  });

  it('refuses a SKU used twice in the file, in any case', () => {
    const rows = [row('a', { sku: 'MP-1' }), row('b', { sku: 'mp-1' })];
    expect(groupCatalogRows(rows).errors).toEqual([
      { row: 3, column: 'sku', message: "sku 'mp-1' is already used on row 2" },
    ]);
  });

  it('refuses a second default pack', () => {
    const rows = [row('a', { isDefault: true }), row('a', { ...grams(500), isDefault: true })];
    expect(groupCatalogRows(rows).errors).toEqual([
      {
        row: 3,
        column: 'is_default',
        message: 'is_default: only one pack of a product may be the default, and row 2 is',
      },
    ]);
  });
});
