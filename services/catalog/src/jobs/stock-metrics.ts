import { Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Metrics } from '@thindi/platform';
import { StockRepository } from '../db/stock.repository';

/** `thindi_stock_reservations_open`: the held reservations, counted when Prometheus scrapes. */
@Injectable()
export class StockMetrics implements OnModuleInit, OnApplicationShutdown {
  private unregister: (() => void) | undefined;

  constructor(
    private readonly metrics: Metrics,
    private readonly stock: StockRepository,
  ) {}

  onModuleInit(): void {
    this.unregister = this.metrics.scrapedGauge(
      'thindi_stock_reservations_open',
      'Stock reservations held for orders not confirmed or released yet',
      () => this.stock.countHeld(),
    );
  }

  onApplicationShutdown(): void {
    this.unregister?.();
  }
}
