import { Injectable } from '@nestjs/common';
import type { Category, CsvFile, Principal } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import type { ProductWithSeller } from '../../db/products.repository';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { exportCatalogCsv, type CatalogProduct } from '../../domain/catalog-csv/export-catalog-csv';
import { gstClassOfProduct } from '../../domain/gst-of-product';

/** The seller's whole catalogue as a CSV file, one row per pack, named by today's date in India. */
@Injectable()
export class ExportMyProductsHandler {
  constructor(private readonly products: SellerProductsRepository) {}

  async execute(principal: Principal, now = new Date()): Promise<CsvFile> {
    const rows = await this.products.allOfSeller(principal.id);
    return { filename: `thindi-products-${istDate(now)}.csv`, csv: exportCatalogCsv(rows.map(toCatalogProduct)) };
  }
}

function toCatalogProduct({ product, packs }: ProductWithSeller): CatalogProduct {
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
