import type { CatalogProduct } from '../../domain/catalog-csv/export-catalog-csv';
import type { CatalogCsvProduct } from '../../domain/catalog-csv/group-catalog-rows';
import {
  planCatalogImport,
  type CatalogImportPlan,
  type GstRateOf,
} from '../../domain/catalog-csv/plan-catalog-import';

/** Rows planned between two progress reports of an import job. */
export const PROGRESS_EVERY_ROWS = 250;

/** Products in file order, cut after each PROGRESS_EVERY_ROWS rows (a product's rows are never split). */
function slicesOf(products: CatalogCsvProduct[]): CatalogCsvProduct[][] {
  const slices: CatalogCsvProduct[][] = [[]];
  let rows = 0;
  for (const product of products) {
    if (rows >= PROGRESS_EVERY_ROWS) {
      slices.push([]);
      rows = 0;
    }
    slices.at(-1)!.push(product);
    rows += product.packs.length;
  }
  return slices;
}

function merged(plans: CatalogImportPlan[]): CatalogImportPlan {
  const create = plans.flatMap((p) => p.create);
  const update = plans.flatMap((p) => p.update);
  const unchanged = plans.flatMap((p) => p.unchanged);
  return {
    create,
    update,
    unchanged,
    errors: plans.flatMap((p) => p.errors).sort((a, b) => a.row - b.row),
    counts: { created: create.length, updated: update.length, unchanged: unchanged.length },
  };
}

/**
 * planCatalogImport a slice of products at a time, telling `checked` how many rows are planned after each slice but
 * the last. The plan is the same as in one go: a product is planned against the seller's products only (SKUs
 * repeated within the file are the grouping's errors).
 */
export async function planInSteps(
  listed: CatalogCsvProduct[],
  existing: CatalogProduct[],
  gstRateOf: GstRateOf,
  checked: (rows: number) => Promise<void>,
): Promise<CatalogImportPlan> {
  const slices = slicesOf(listed);
  const plans: CatalogImportPlan[] = [];
  let rows = 0;
  for (const [i, slice] of slices.entries()) {
    plans.push(planCatalogImport(slice, existing, gstRateOf));
    rows += slice.reduce((sum, product) => sum + product.packs.length, 0);
    if (i < slices.length - 1) await checked(rows);
  }
  return merged(plans);
}
