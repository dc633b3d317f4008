import { Inject, Injectable } from '@nestjs/common';
import type { CatalogImportReport } from '@thindi/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { CATALOG_DB } from '../catalog.constants';
import type { CatalogDb } from './catalog-db';
import { catalogImports, type CatalogImportRow } from './schema';

/** Catalogue files run as jobs (the file itself is in storage): each one's progress and report. */
@Injectable()
export class CatalogImportsRepository {
  constructor(@Inject(CATALOG_DB) private readonly db: CatalogDb) {}

  /** Queues the job of a stored file, named by the file's id; answers false when that job is already there. */
  async add(tx: CatalogDb, id: string, sellerId: string, dryRun: boolean, totalRows: number): Promise<boolean> {
    const added = await tx
      .insert(catalogImports)
      .values({ id, sellerId, dryRun, totalRows })
      .onConflictDoNothing()
      .returning({ id: catalogImports.id });
    return added.length > 0;
  }

  async find(id: string): Promise<CatalogImportRow | undefined> {
    const [row] = await this.db.select().from(catalogImports).where(eq(catalogImports.id, id)).limit(1);
    return row;
  }

  async findOfSeller(id: string, sellerId: string): Promise<CatalogImportRow | undefined> {
    const [row] = await this.db
      .select()
      .from(catalogImports)
      .where(and(eq(catalogImports.id, id), eq(catalogImports.sellerId, sellerId)))
      .limit(1);
    return row;
  }

  /** Marks the job running, its file read and no row checked yet (again, on a retry). */
  async start(id: string): Promise<void> {
    await this.db
      .update(catalogImports)
      .set({ status: 'running', doneRows: 0, updatedAt: sql`now()` })
      .where(eq(catalogImports.id, id));
  }

  /** Rows checked so far: below the total until checked() (ImportStatusHandler tells the phase by it). */
  async progress(id: string, doneRows: number): Promise<void> {
    await this.db
      .update(catalogImports)
      .set({ doneRows, updatedAt: sql`now()` })
      .where(eq(catalogImports.id, id));
  }

  /** Every row checked: the job now applies the file. */
  async checked(id: string): Promise<void> {
    await this.db
      .update(catalogImports)
      .set({ doneRows: catalogImports.totalRows, updatedAt: sql`now()` })
      .where(eq(catalogImports.id, id));
  }

  /**
   * Ends the job with its report, every row done. Run in the transaction that applied the file, so a job retried
   * after that commit finds it done.
   */
  async finish(tx: CatalogDb, id: string, report: CatalogImportReport): Promise<void> {
    await tx
      .update(catalogImports)
      .set({ status: 'done', report, doneRows: catalogImports.totalRows, updatedAt: sql`now()` })
      .where(eq(catalogImports.id, id));
  }

  async fail(id: string): Promise<void> {
    await this.db
      .update(catalogImports)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(eq(catalogImports.id, id));
  }
}
