import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PLATFORM, type Platform } from '@thindi/platform';
import { StockRepository } from '../db/stock.repository';

/** `thindi_stock_reservations_open`: the held reservations, counted when Prometheus scrapes. */
@Injectable()
export class StockMetrics implements OnModuleInit, OnApplicationShutdown {
  private unregister: (() => void) | undefined;

  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly stock: StockRepository,
  ) {}

  onModuleInit(): void {
    this.unregister = this.platform.metrics.scrapedGauge(
      'thindi_stock_reservations_open',
      'Stock reservations held for orders not confirmed or released yet',
      () => this.stock.countHeld(),
    );
  }

  onApplicationShutdown(): void {
    this.unregister?.();
  }
}
