import type { Category } from '@thindi/contracts';
import type { ProductWithSeller } from '../../db/products.repository';
import type { CatalogProduct } from '../../domain/catalog-csv/export-catalog-csv';
import { gstClassOfProduct } from '../../domain/gst-of-product';

/**
 * A stored product with its packs as the catalogue file describes it: what the export writes and an import is planned
 * against.
 */
export function toCatalogProduct({ product, packs }: ProductWithSeller): CatalogProduct {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    category: product.category as Category,
    ingredients: product.ingredients,
    gstClass: gstClassOfProduct(product).id as CatalogProduct['gstClass'],
    images: product.images,
    packs: packs.map((pack) => ({
      id: pack.id,
      label: pack.label,
      netQuantity: { value: pack.netValue, unit: pack.netUnit },
      pricePaise: pack.pricePaise,
      mrpPaise: pack.mrpPaise,
      stockQuantity: pack.stockQuantity,
      sku: pack.sku,
      isDefault: pack.isDefault,
    })),
  };
}
