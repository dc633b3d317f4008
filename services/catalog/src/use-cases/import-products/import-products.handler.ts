import { Inject, Injectable } from '@nestjs/common';
import {
  CATALOG_IMPORT_JOB_ROWS,
  CATALOG_IMPORT_QUEUE,
  CatalogImportJobs,
  IMPORT_FILE_NOT_FOUND_MESSAGE,
  importErrorsMessage,
  type CatalogImportAnswer,
  type ImportCatalogInput,
  type Principal,
} from '@thindi/contracts';
import { DomainError, FILE_STORAGE, UnitOfWork, type Storage } from '@thindi/platform';
import type { CatalogDb } from '../../db/catalog-db';
import { CatalogImportsRepository } from '../../db/catalog-imports.repository';
import { parseCatalogCsv, type ParsedCatalogCsv } from '../../domain/catalog-csv/parse-catalog-csv';
import { CatalogImporter } from './catalog-importer';
import { importFileIdOf, readImportFile } from './import-file';

/** The data rows of a parsed file: those read and those refused (an error names its row). */
export const rowsOf = (parsed: ParsedCatalogCsv): number =>
  parsed.rows.length + new Set(parsed.errors.filter((e) => e.row > 1).map((e) => e.row)).size;

/**
 * Loads a seller's catalogue from the CSV file the gateway stored: a file of up to CATALOG_IMPORT_JOB_ROWS rows is
 * checked and applied now and then deleted, a longer one stays stored for a job the seller polls (ImportStatusHandler)
 * and named by the file's id.
 */
@Injectable()
export class ImportProductsHandler {
  constructor(
    private readonly importer: CatalogImporter,
    private readonly imports: CatalogImportsRepository,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<CatalogDb>,
  ) {}

  async execute(principal: Principal, { fileKey, dryRun }: ImportCatalogInput): Promise<CatalogImportAnswer> {
    const fileId = importFileIdOf(principal.id, fileKey);
    const csv = await readImportFile(this.storage, fileKey);
    if (csv === null) throw DomainError.validation(IMPORT_FILE_NOT_FOUND_MESSAGE);
    const parsed = parseCatalogCsv(csv);
    const rows = rowsOf(parsed);
    if (rows > CATALOG_IMPORT_JOB_ROWS) {
      await this.unitOfWork.run(async (tx, events) => {
        // The same message twice (a retried request) queues the file once.
        if (await this.imports.add(tx, fileId, principal.id, dryRun, rows)) {
          events.enqueue(CATALOG_IMPORT_QUEUE, CatalogImportJobs.run, { importId: fileId });
        }
      });
      return { success: true, jobId: fileId, status: 'queued' };
    }
    try {
      const report = await this.importer.run(principal, parsed, dryRun);
      if (report.errors.length > 0) {
        return { success: false, message: importErrorsMessage(report.errors.length), report };
      }
      return { success: true, dryRun, report };
    } finally {
      await this.storage.delete(fileKey);
    }
  }
}
