import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { FinanceEvents, financeRefundPaidEventSchema, type FinanceRefundPaidEvent } from '@thindi/contracts';
import { EVENT_BUS, LOGGER, UnitOfWork, type EventBus, type Logger } from '@thindi/platform';
import { z } from 'zod';
import type { OrderDb } from '../db/order-db';
import { OrdersRepository } from '../db/orders.repository';
import { withRefundPaid } from '../domain/refunds';

/** Durable group: refunds paid while the order service is down are shown when it is back. */
export const ORDER_FINANCE_EVENTS_GROUP = 'order';

const refundPaidSchema = financeRefundPaidEventSchema.extend({ orderId: z.string().uuid() });

/**
 * finance.refund-paid: the order shows that refund paid, with its UTR, and its payment as partly refunded or
 * refunded once nothing more is due. Applied under the order's row lock and once per refund: a redelivery, or an
 * unknown refund, changes nothing.
 */
@Injectable()
export class OrderFinanceEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly events: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly orders: OrdersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe(FinanceEvents.refundPaid, { group: ORDER_FINANCE_EVENTS_GROUP }, (e) => {
      const parsed = refundPaidSchema.safeParse(e.data);
      if (parsed.success) return this.refundPaid(parsed.data);
      this.logger.warn({ event: FinanceEvents.refundPaid }, 'malformed finance event dropped');
      return Promise.resolve();
    });
  }

  async refundPaid(event: FinanceRefundPaidEvent): Promise<void> {
    await this.unitOfWork.run((tx) =>
      this.orders.change(tx, event.orderId, ({ order }) => {
        const refunds = withRefundPaid(order.refunds ?? [], { key: event.key, utr: event.utr, at: new Date(event.at) });
        return { order: refunds ? { refunds } : {}, parts: [], result: refunds !== null };
      }),
    );
  }
}
