import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  CATALOG_IMPORT_QUEUE,
  catalogImportFileKey,
  CatalogImportJobs,
  catalogImportJobSchema,
} from '@thindi/contracts';
import { FILE_STORAGE, JOB_QUEUE, type JobQueue, type Storage } from '@thindi/platform';
import { CatalogImportsRepository } from '../db/catalog-imports.repository';
import { parseCatalogCsv } from '../domain/catalog-csv/parse-catalog-csv';
import { CatalogImporter } from '../use-cases/import-products/catalog-importer';
import { readImportFile } from '../use-cases/import-products/import-file';

/**
 * Runs a large catalogue file queued by ImportProductsHandler: the same checks, counted as they go, and one
 * transaction, whose commit also marks the job done, so a retry after it does nothing. A job that fails its last
 * attempt is marked failed. The stored file is deleted once the job has ended either way.
 */
@Injectable()
export class CatalogImportProcessor implements OnModuleInit {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    private readonly imports: CatalogImportsRepository,
    private readonly importer: CatalogImporter,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(CATALOG_IMPORT_QUEUE, async (data, { name, attempt, attempts }) => {
      if (name !== CatalogImportJobs.run) return;
      const { importId } = catalogImportJobSchema.parse(data);
      try {
        await this.run(importId);
      } catch (err) {
        if (attempt >= attempts) await this.fail(importId);
        throw err;
      }
    });
  }

  async run(importId: string): Promise<void> {
    const job = await this.imports.find(importId);
    if (!job) return;
    const fileKey = catalogImportFileKey(job.sellerId, job.id);
    if (job.status === 'done' || job.status === 'failed') return this.storage.delete(fileKey);
    const csv = await readImportFile(this.storage, fileKey);
    if (csv === null) return this.imports.fail(importId);
    await this.imports.start(importId);
    const principal = { id: job.sellerId, role: 'seller' as const, email: '' };
    await this.importer.run(principal, parseCatalogCsv(csv), job.dryRun, {
      checked: (rows) => this.imports.progress(importId, rows),
      applying: () => this.imports.checked(importId),
      finish: (tx, report) => this.imports.finish(tx, importId, report),
    });
    await this.storage.delete(fileKey);
  }

  private async fail(importId: string): Promise<void> {
    await this.imports.fail(importId);
    const job = await this.imports.find(importId);
    if (job) await this.storage.delete(catalogImportFileKey(job.sellerId, job.id));
  }
}
