import { CATALOG_CSV_HEADERS } from './catalog-csv-columns';
import { exportCatalogCsv, type CatalogProduct } from './export-catalog-csv';

const product = (over: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: '5b0c1a52-8f0e-4c8e-9d61-0f1f6b7a1c01',
  name: 'Mysore Pak',
  description: 'Ghee-rich gram flour fudge',
  category: 'sweet',
  ingredients: ['gram flour', 'ghee', 'sugar'],
  gstClass: 'namkeen-sweets',
  images: ['product-images/mysore-pak.webp'],
  packs: [
    {
      id: 'a1',
      label: '250 g',
      netQuantity: { value: 250, unit: 'g' },
      pricePaise: 18_000,
      mrpPaise: 19_000,
      stockQuantity: 12,
      sku: 'MP-250',
      isDefault: true,
    },
    {
      id: 'a2',
      label: 'Family pack',
      netQuantity: { value: 1, unit: 'kg' },
      pricePaise: 65_050,
      mrpPaise: 70_000,
      stockQuantity: 0,
      sku: null,
      isDefault: false,
    },
  ],
  ...over,
});

describe('exporting the catalogue', () => {
  it('writes the documented header, then one row per pack', () => {
    const lines = exportCatalogCsv([product()])
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(CATALOG_CSV_HEADERS.join(','));
    expect(lines.slice(1)).toEqual([
      '5b0c1a52-8f0e-4c8e-9d61-0f1f6b7a1c01,Mysore Pak,Ghee-rich gram flour fudge,sweet,gram flour; ghee; sugar,namkeen-sweets,product-images/mysore-pak.webp,250 g,250 g,180.00,190.00,12,12,MP-250,yes',
      '5b0c1a52-8f0e-4c8e-9d61-0f1f6b7a1c01,Mysore Pak,Ghee-rich gram flour fudge,sweet,gram flour; ghee; sugar,namkeen-sweets,product-images/mysore-pak.webp,Family pack,1 kg,650.50,700.00,0,0,,no',
    ]);
  });

  it('starts with a byte order mark so spreadsheets read the file as UTF-8', () => {
    expect(exportCatalogCsv([product()]).startsWith('\uFEFF')).toBe(true);
  });

  it('keeps a cell a spreadsheet would run as a formula from running', () => {
    const csv = exportCatalogCsv([product({ name: '=HYPERLINK("http://evil")', description: '-2+3' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(",'-2+3,");
  });
});
