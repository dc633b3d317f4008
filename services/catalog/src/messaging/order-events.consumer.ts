import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { OrderEvents, orderPlacedEventSchema, orderStatusChangedEventSchema } from '@thindi/contracts';
import { PLATFORM, type Platform } from '@thindi/platform';
import { z } from 'zod';
import { ConfirmStockHandler } from '../use-cases/confirm-stock/confirm-stock.handler';
import { ReleaseStockHandler } from '../use-cases/release-stock/release-stock.handler';

// Stock rows are keyed by uuid: an event naming anything else could never be applied, so it is dropped.
const placedSchema = orderPlacedEventSchema.extend({ orderId: z.string().uuid() });
const statusChangedSchema = orderStatusChangedEventSchema.extend({ orderId: z.string().uuid() });

/** Durable group: an order event published while the catalog is down is still handled when it comes back. */
export const ORDER_EVENTS_GROUP = 'catalog-stock';

/**
 * A placed order confirms its reservation (so a lost confirm reply does not let it expire); a cancelled order
 * gives its stock back. Both are idempotent on the order id, so redelivery is harmless.
 */
@Injectable()
export class OrderEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(PLATFORM) private readonly platform: Platform,
    private readonly release: ReleaseStockHandler,
    private readonly confirm: ConfirmStockHandler,
  ) {}

  async onModuleInit(): Promise<void> {
    const group = { group: ORDER_EVENTS_GROUP };
    await this.platform.events.subscribe(OrderEvents.placed, group, (e) =>
      this.handle(placedSchema, e.data, (d) => this.confirm.fromPlacedEvent(d.orderId)),
    );
    await this.platform.events.subscribe(OrderEvents.statusChanged, group, (e) =>
      this.handle(statusChangedSchema, e.data, async (d) => {
        if (d.orderStatus === 'cancelled') await this.release.execute(d.orderId);
      }),
    );
  }

  /** A malformed event is logged and dropped (retrying it would never succeed). */
  private async handle<S extends z.ZodType>(schema: S, data: unknown, apply: (d: z.output<S>) => Promise<unknown>) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      this.platform.logger.warn({ issues: parsed.error.issues.length }, 'malformed order event dropped');
      return;
    }
    await apply(parsed.data);
  }
}
