import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogStockPatterns,
  confirmStockSchema,
  productSnapshotQuerySchema,
  releaseStockSchema,
  reserveStockSchema,
  type ConfirmStockResult,
  type ProductSnapshotResponse,
  type ReleaseStockResult,
  type ReserveStockResult,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { StockRepository } from '../db/stock.repository';
import { ConfirmStockHandler } from '../use-cases/confirm-stock/confirm-stock.handler';
import { ReleaseStockHandler } from '../use-cases/release-stock/release-stock.handler';
import { ReserveStockHandler } from '../use-cases/reserve-stock/reserve-stock.handler';

/** What the order service asks: product snapshots, and stock reserved, confirmed or released per order. */
@Controller()
@UseFilters(RpcErrorFilter)
export class StockController {
  constructor(
    private readonly stock: StockRepository,
    private readonly reserveStock: ReserveStockHandler,
    private readonly releaseStock: ReleaseStockHandler,
    private readonly confirmStock: ConfirmStockHandler,
  ) {}

  @MessagePattern(CatalogStockPatterns.snapshot)
  async snapshot(@Payload() payload: unknown): Promise<ProductSnapshotResponse> {
    const query = parseInput(productSnapshotQuerySchema, payload);
    const refs = query.items ?? (query.productIds ?? []).map((productId) => ({ productId }));
    return { products: await this.stock.snapshot(refs) };
  }

  @MessagePattern(CatalogStockPatterns.reserve)
  reserve(@Payload() payload: unknown): Promise<ReserveStockResult> {
    return this.reserveStock.execute(parseInput(reserveStockSchema, payload));
  }

  @MessagePattern(CatalogStockPatterns.confirm)
  confirm(@Payload() payload: unknown): Promise<ConfirmStockResult> {
    return this.confirmStock.execute(parseInput(confirmStockSchema, payload).orderId);
  }

  @MessagePattern(CatalogStockPatterns.release)
  release(@Payload() payload: unknown): Promise<ReleaseStockResult> {
    return this.releaseStock.execute(parseInput(releaseStockSchema, payload).orderId);
  }
}
