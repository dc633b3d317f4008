import { Injectable } from '@nestjs/common';
import type { CsvFile, Principal } from '@thindi/contracts';
import { istDate } from '@thindi/india';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import { exportCatalogCsv } from '../../domain/catalog-csv/export-catalog-csv';
import { toCatalogProduct } from '../import-products/catalog-product';

/** The seller's whole catalogue as a CSV file, one row per pack, named by today's date in India. */
@Injectable()
export class ExportMyProductsHandler {
  constructor(private readonly products: SellerProductsRepository) {}

  async execute(principal: Principal, now = new Date()): Promise<CsvFile> {
    const rows = await this.products.allOfSeller(principal.id);
    return { filename: `thindi-products-${istDate(now)}.csv`, csv: exportCatalogCsv(rows.map(toCatalogProduct)) };
  }
}
