import { Injectable } from '@nestjs/common';
import type { CatalogImportJobResponse, Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { CatalogImportsRepository } from '../../db/catalog-imports.repository';

/**
 * Where one of the seller's import jobs stands; another seller's is not found. A running job is checking rows until
 * every one is checked, then applying the file.
 */
@Injectable()
export class ImportStatusHandler {
  constructor(private readonly imports: CatalogImportsRepository) {}

  async execute(principal: Principal, jobId: string): Promise<CatalogImportJobResponse> {
    const job = await this.imports.findOfSeller(jobId, principal.id);
    if (!job) throw DomainError.notFound('Import job not found');
    return {
      success: true,
      jobId: job.id,
      status: job.status,
      progress: { done: job.doneRows, total: job.totalRows },
      ...(job.status === 'running' && { phase: job.doneRows < job.totalRows ? 'checking' : 'applying' }),
      dryRun: job.dryRun,
      ...(job.report && { report: job.report }),
    };
  }
}
