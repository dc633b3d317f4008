import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogPatterns,
  catalogImportJobQuerySchema,
  createProductSchema,
  importCatalogSchema,
  type CatalogImportAnswer,
  type CatalogImportJobResponse,
  productIdSchema,
  sellerProductListQuerySchema,
  sellerProductStatsQuerySchema,
  updateProductSchema,
  type CsvFile,
  type DeletedProductResponse,
  type Principal,
  type SavedProductResponse,
  type SellerProductListResponse,
  type SellerProductResponse,
  type SellerProductStats,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, parseAuthed, parseInput, RpcErrorFilter } from '@thindi/platform';
import { z, type ZodType } from 'zod';
import { DeleteProductHandler } from '../use-cases/delete-product/delete-product.handler';
import { ExportMyProductsHandler } from '../use-cases/export-my-products/export-my-products.handler';
import { ImportProductsHandler } from '../use-cases/import-products/import-products.handler';
import { ImportStatusHandler } from '../use-cases/import-products/import-status.handler';
import { ListMyProductsHandler } from '../use-cases/list-my-products/list-my-products.handler';
import { SaveProductHandler } from '../use-cases/save-product/save-product.handler';
import { SellerStatsHandler } from '../use-cases/seller-stats/seller-stats.handler';

/** A seller's call: the principal must be a seller (the gateway checks too; the catalog does not trust it). */
function asSeller<S extends ZodType>(schema: S, payload: unknown): { principal: Principal; input: z.output<S> } {
  // The product form shows one message at a time, in its own words.
  return parseAuthed(schema, payload, {
    ...FIRST_ISSUE_ONLY,
    only: { roles: ['seller'], refused: 'This call needs a seller account' },
  });
}

/** The seller's own products: list, read for editing, create, replace, delete, as a file; counts for its stats. */
@Controller()
@UseFilters(RpcErrorFilter)
export class SellerProductsController {
  constructor(
    private readonly mine: ListMyProductsHandler,
    private readonly save: SaveProductHandler,
    private readonly remove: DeleteProductHandler,
    private readonly stats: SellerStatsHandler,
    private readonly exporter: ExportMyProductsHandler,
    private readonly importer: ImportProductsHandler,
    private readonly importStatus: ImportStatusHandler,
  ) {}

  @MessagePattern(CatalogPatterns.importMine)
  importMine(@Payload() payload: unknown): Promise<CatalogImportAnswer> {
    const { principal, input } = asSeller(importCatalogSchema, payload);
    return this.importer.execute(principal, input);
  }

  @MessagePattern(CatalogPatterns.importStatus)
  importJob(@Payload() payload: unknown): Promise<CatalogImportJobResponse> {
    const { principal, input } = asSeller(catalogImportJobQuerySchema, payload);
    return this.importStatus.execute(principal, input.jobId);
  }

  @MessagePattern(CatalogPatterns.exportMine)
  exportMine(@Payload() payload: unknown): Promise<CsvFile> {
    const { principal } = asSeller(z.object({}), payload);
    return this.exporter.execute(principal);
  }

  @MessagePattern(CatalogPatterns.listMine)
  list(@Payload() payload: unknown): Promise<SellerProductListResponse> {
    const { principal, input } = asSeller(sellerProductListQuerySchema, payload);
    return this.mine.list(principal, input);
  }

  @MessagePattern(CatalogPatterns.getMine)
  get(@Payload() payload: unknown): Promise<SellerProductResponse> {
    const { principal, input } = asSeller(productIdSchema, payload);
    return this.mine.get(principal, input.id);
  }

  @MessagePattern(CatalogPatterns.create)
  create(@Payload() payload: unknown): Promise<SavedProductResponse> {
    const { principal, input } = asSeller(createProductSchema, payload);
    return this.save.create(principal, input);
  }

  @MessagePattern(CatalogPatterns.update)
  update(@Payload() payload: unknown): Promise<SavedProductResponse> {
    const { principal, input } = asSeller(updateProductSchema, payload);
    return this.save.update(principal, input.id, input.product);
  }

  @MessagePattern(CatalogPatterns.delete)
  delete(@Payload() payload: unknown): Promise<DeletedProductResponse> {
    const { principal, input } = asSeller(productIdSchema, payload);
    return this.remove.execute(principal, input.id);
  }

  @MessagePattern(CatalogPatterns.sellerStats)
  sellerStats(@Payload() payload: unknown): Promise<SellerProductStats> {
    return this.stats.execute(parseInput(sellerProductStatsQuerySchema, payload).sellerId);
  }
}
