import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { OrderEvents, orderReplacementChangedEventSchema, orderStatusChangedEventSchema } from '@thindi/contracts';
import { EVENT_BUS, LOGGER, type EventBus, type Logger } from '@thindi/platform';
import { z } from 'zod';
import { StockRepository } from '../db/stock.repository';
import { ReleaseStockHandler } from '../use-cases/release-stock/release-stock.handler';

// Stock rows are keyed by uuid: an event naming anything else could never be applied, so it is dropped.
const statusChangedSchema = orderStatusChangedEventSchema.extend({ orderId: z.string().uuid() });
const replacementChangedSchema = orderReplacementChangedEventSchema.extend({ issueId: z.string().uuid() });

/** Durable group: an order event published while the catalog is down is still handled when it comes back. */
export const ORDER_EVENTS_GROUP = 'catalog-stock';

/**
 * A cancelled order gives its stock back, once (idempotent on the order id, so redelivery is harmless); one
 * seller's part cancelled while the order stands gives back its lines (`productIds`), each once. A delivered part's
 * lines no longer hold their packs for an open order (a seller may then remove such a pack).
 * A ticket's replacement holds stock under the ticket's id: withdrawn (the grievance officer settled otherwise) it
 * is given back, once; delivered, its packs no longer hold stock for an open order.
 * order.placed is not consumed: the place-order flow confirms the reservation in its own step, and a confirm
 * whose reply was lost is settled by the reservation sweeper, which keeps the stock of an order that stands.
 */
@Injectable()
export class OrderEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly events: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly release: ReleaseStockHandler,
    private readonly stock: StockRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    const group = { group: ORDER_EVENTS_GROUP };
    await this.events.subscribe(OrderEvents.statusChanged, group, (e) =>
      this.handle(statusChangedSchema, e.data, async (d) => {
        if (d.orderStatus === 'cancelled') await this.release.execute(d.orderId);
        else if (d.status === 'cancelled' && d.productIds?.length) await this.release.lines(d.orderId, d.productIds);
        else if (d.status === 'delivered') await this.stock.delivered(d.orderId, d.sellerId);
      }),
    );
    await this.events.subscribe(OrderEvents.replacementChanged, group, (e) =>
      this.handle(replacementChangedSchema, e.data, async (d) => {
        if (d.status === 'withdrawn') await this.release.execute(d.issueId);
        else if (d.status === 'delivered') await this.stock.delivered(d.issueId, d.sellerId);
      }),
    );
  }

  /** A malformed event is logged and dropped (retrying it would never succeed). */
  private async handle<S extends z.ZodType>(schema: S, data: unknown, apply: (d: z.output<S>) => Promise<unknown>) {
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      this.logger.warn({ issues: parsed.error.issues.length }, 'malformed order event dropped');
      return;
    }
    await apply(parsed.data);
  }
}
