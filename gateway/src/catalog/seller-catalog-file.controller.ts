import { Controller, Get, Inject, Param, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  CatalogPatterns,
  catalogImportedResponseSchema,
  catalogImportFileKey,
  catalogImportFormSchema,
  catalogImportJobQuerySchema,
  catalogImportJobResponseSchema,
  IMPORT_FILE_MISSING_MESSAGE,
  type CatalogImportAnswer,
  type CatalogImportJobResponse,
  type CsvFile,
  type Principal,
} from '@thindi/contracts';
import { DomainError, FILE_STORAGE, ServiceClient, type Storage } from '@thindi/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';
import { sendCsv } from '../http/send-csv';
import { readMultipartForm } from '../uploads/multipart-form';
import { StorefrontCache } from './storefront-cache.service';

/** The seller's catalogue as a file, to keep, edit in a spreadsheet and load back. */
@ApiTags('products')
@Controller('sellers')
export class SellerCatalogFileController {
  constructor(
    private readonly client: ServiceClient,
    private readonly cache: StorefrontCache,
    @Inject(FILE_STORAGE) private readonly storage: Storage,
  ) {}

  @Get('products.csv')
  @Auth('seller')
  @ApiOperation({
    summary:
      "The seller's products as CSV, one row per pack (the columns are in the README's 'Your catalogue as a file')",
  })
  @ApiBodies({ response: 'file', description: 'text/csv' })
  async export(@CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const file = await this.client.query<CsvFile>(CatalogPatterns.exportMine, { principal, input: {} });
    return sendCsv(reply, file);
  }

  @Post('products/import')
  @Auth('seller')
  @ApiOperation({
    summary:
      'Loads the seller’s products from that CSV file (field "file", up to 5,000 rows, 5 MB; dryRun "true" only ' +
      'checks it): 200 with the report, 400 with every error and nothing changed, 202 with a jobId above 500 rows',
  })
  @ApiBodies({
    form: { fields: catalogImportFormSchema, files: { file: { description: 'The CSV file', required: true } } },
    response: catalogImportedResponseSchema,
  })
  async import(
    @Req() req: FastifyRequest,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CatalogImportAnswer> {
    const form = await readMultipartForm(req);
    const { dryRun } = parseRequest(catalogImportFormSchema, form.fields);
    const file = form.files.find((f) => f.field === 'file');
    if (!file) throw DomainError.validation(IMPORT_FILE_MISSING_MESSAGE);
    // The catalog reads the file from storage and deletes it once the import (or its job) has ended.
    const fileKey = catalogImportFileKey(principal.id, randomUUID());
    await this.storage.put(fileKey, file.bytes, 'text/csv');
    const input = { fileKey, dryRun };
    const answer = await this.client.command<CatalogImportAnswer>(CatalogPatterns.importMine, { principal, input });
    if (!answer.success) reply.status(400);
    else if ('jobId' in answer) reply.status(202);
    else {
      reply.status(200);
      if (!dryRun) this.cache.clear();
    }
    return answer;
  }

  @Get('products/import/:jobId')
  @Auth('seller')
  @ApiOperation({ summary: 'Where one of the seller’s import jobs stands: progress, and its report once done' })
  @ApiParam({ name: 'jobId', description: 'The jobId the import answered' })
  @ApiBodies({ response: catalogImportJobResponseSchema })
  importJob(
    @Param('jobId') jobId: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<CatalogImportJobResponse> {
    const input = parseRequest(catalogImportJobQuerySchema, { jobId });
    return this.client.query<CatalogImportJobResponse>(CatalogPatterns.importStatus, { principal, input });
  }
}
