import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogStockPatterns,
  productSnapshotQuerySchema,
  releaseStockSchema,
  reserveStockSchema,
  type ProductSnapshotResponse,
  type ReleaseStockResult,
  type ReserveStockResult,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { StockRepository } from '../db/stock.repository';
import { ReleaseStockHandler } from '../use-cases/release-stock/release-stock.handler';
import { ReserveStockHandler } from '../use-cases/reserve-stock/reserve-stock.handler';

/** What the order service asks: product snapshots for pricing, and stock reserved or released per order. */
@Controller()
@UseFilters(RpcErrorFilter)
export class StockController {
  constructor(
    private readonly stock: StockRepository,
    private readonly reserveStock: ReserveStockHandler,
    private readonly releaseStock: ReleaseStockHandler,
  ) {}

  @MessagePattern(CatalogStockPatterns.snapshot)
  async snapshot(@Payload() payload: unknown): Promise<ProductSnapshotResponse> {
    return { products: await this.stock.snapshot(parseInput(productSnapshotQuerySchema, payload).productIds) };
  }

  @MessagePattern(CatalogStockPatterns.reserve)
  reserve(@Payload() payload: unknown): Promise<ReserveStockResult> {
    return this.reserveStock.execute(parseInput(reserveStockSchema, payload));
  }

  @MessagePattern(CatalogStockPatterns.release)
  release(@Payload() payload: unknown): Promise<ReleaseStockResult> {
    return this.releaseStock.execute(parseInput(releaseStockSchema, payload).orderId);
  }
}
