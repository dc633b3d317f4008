import { Inject, Injectable } from '@nestjs/common';
import type { CatalogImportReport, GstClassOptionId, Principal } from '@thindi/contracts';
import { istDate, rateOn } from '@thindi/india';
import { ServiceClient, UnitOfWork } from '@thindi/platform';
import { CATALOG_DB } from '../../catalog.constants';
import type { CatalogDb } from '../../db/catalog-db';
import { productsChanged } from '../../db/products-changed';
import { SellerProductsRepository } from '../../db/seller-products.repository';
import type { CatalogCsvError } from '../../domain/catalog-csv/catalog-csv-columns';
import type { CatalogProduct } from '../../domain/catalog-csv/export-catalog-csv';
import { groupCatalogRows } from '../../domain/catalog-csv/group-catalog-rows';
import type { ParsedCatalogCsv } from '../../domain/catalog-csv/parse-catalog-csv';
import type { CatalogImportPlan } from '../../domain/catalog-csv/plan-catalog-import';
import { claimImages } from '../save-product/claim-images';
import { applyCatalogImport, type RateOfClass } from './apply-catalog-import';
import { toCatalogProduct } from './catalog-product';
import { planInSteps } from './plan-in-steps';

/** How a job follows its import, for the seller polling it. */
export interface ImportTracking {
  /** Rows checked so far. */
  checked(rows: number): Promise<void>;
  /** Every row checked, the file about to be applied. */
  applying(): Promise<void>;
  /** Written in the transaction that applies the file, or after a run that changed nothing. */
  finish(tx: CatalogDb, report: CatalogImportReport): Promise<void>;
}

const rateOfClass: RateOfClass = (gstClass: GstClassOptionId) => rateOn(gstClass, istDate(new Date())) / 100;

/**
 * Checks a parsed catalogue file against the seller's products and, without an error and unless it is a dry run,
 * applies it in one transaction. Answers the report: what it did (or would do) and every error. The check runs
 * outside the transaction, so a job reports its progress as it goes.
 */
@Injectable()
export class CatalogImporter {
  constructor(
    private readonly client: ServiceClient,
    private readonly products: SellerProductsRepository,
    @Inject(CATALOG_DB) private readonly db: CatalogDb,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async run(principal: Principal, parsed: ParsedCatalogCsv, dryRun: boolean, tracking?: ImportTracking) {
    const grouped = groupCatalogRows(parsed.rows);
    const existing = (await this.products.allOfSeller(principal.id)).map(toCatalogProduct);
    const plan = await planInSteps(grouped.products, existing, rateOfClass, async (rows) => {
      await tracking?.checked(rows);
    });
    const errors = [...parsed.errors, ...grouped.errors, ...plan.errors];
    if (errors.length === 0) errors.push(...(await this.imageErrors(principal, plan, existing)));
    const report: CatalogImportReport = { ...plan.counts, errors: errors.sort((a, b) => a.row - b.row) };
    if (errors.length > 0 || dryRun) {
      await tracking?.finish(this.db, report);
      return report;
    }
    await tracking?.applying();
    await this.unitOfWork.run(async (tx, events) => {
      const written = await applyCatalogImport(tx, this.products, principal.id, plan, existing, rateOfClass);
      await tracking?.finish(tx, report);
      if (written.length > 0) productsChanged(events, written, 'catalogue imported');
    });
    return report;
  }

  /**
   * Images new to a product must be product images this seller uploaded, which the media service then keeps (a
   * claim, as a save makes): any other is an error of its row.
   */
  private async imageErrors(principal: Principal, plan: CatalogImportPlan, existing: CatalogProduct[]) {
    const imagesOf = new Map(existing.map((p) => [p.id, p.images]));
    const wanted = [
      ...plan.create.map((p) => ({ row: p.row, images: p.fields.images })),
      ...plan.update.flatMap((u) =>
        u.fields
          ? [{ row: u.row, images: u.fields.images.filter((k) => !imagesOf.get(u.productId)?.includes(k)) }]
          : [],
      ),
    ];
    const owned = await claimImages(this.client, principal, [...new Set(wanted.flatMap((w) => w.images))]);
    return wanted.flatMap(({ row, images }): CatalogCsvError[] =>
      images
        .filter((key) => !owned.includes(key))
        .map((key) => ({
          row,
          column: 'images',
          message: `images: '${key}' is not an image you uploaded to this shop`,
        })),
    );
  }
}
