import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { OrderEvents, orderStatusChangedEventSchema } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { ReleaseStockHandler } from '../use-cases/release-stock/release-stock.handler';

/** Durable group: a cancel published while the catalog is down is still released when it comes back. */
export const ORDER_EVENTS_GROUP = 'catalog-stock';

/** A cancelled order gives its stock back (the release is idempotent, so redelivery is harmless). */
@Injectable()
export class OrderEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly release: ReleaseStockHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.platform.events.subscribe(OrderEvents.statusChanged, { group: ORDER_EVENTS_GROUP }, async (e) => {
      const parsed = orderStatusChangedEventSchema.safeParse(e.data);
      if (!parsed.success) {
        this.platform.logger.warn({ issues: parsed.error.issues.length }, 'malformed order event dropped');
        return;
      }
      if (parsed.data.orderStatus === 'cancelled') await this.release.execute(parsed.data.orderId);
    });
  }
}
