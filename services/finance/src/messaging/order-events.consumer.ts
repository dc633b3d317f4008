import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import {
  OrderEvents,
  orderIssueOpenedEventSchema,
  orderIssueResolvedEventSchema,
  orderRefundDueEventSchema,
  orderStatusChangedEventSchema,
  type OrderStatusChangedEvent,
} from '@thindi/contracts';
import { EVENT_BUS, LOGGER, UnitOfWork, type EventBus, type Logger } from '@thindi/platform';
import { z } from 'zod';
import type { FinanceDb } from '../db/finance-db';
import { PartHoldsRepository, type HoldOf } from '../db/part-holds.repository';
import { SettlementsRepository } from '../db/settlements.repository';
import { InvoicePartHandler } from '../use-cases/invoice-part/invoice-part.handler';
import { ReversePartHandler } from '../use-cases/reverse-part/reverse-part.handler';
import { SettlePartHandler } from '../use-cases/settle-part/settle-part.handler';
import { InvoicesRepository } from '../db/invoices.repository';
import { RefundsHandler } from '../use-cases/refunds/refunds.handler';

// Orders and tickets are keyed by uuid: an event naming anything else could never be applied, so it is dropped.
const statusChangedSchema = orderStatusChangedEventSchema.extend({ orderId: z.string().uuid() });
const issueOpenedSchema = orderIssueOpenedEventSchema.extend({
  issueId: z.string().uuid(),
  orderId: z.string().uuid(),
});
const refundDueSchema = orderRefundDueEventSchema.extend({ orderId: z.string().uuid() });
const issueResolvedSchema = orderIssueResolvedEventSchema.extend({
  issueId: z.string().uuid(),
  orderId: z.string().uuid(),
});

/** Durable group: parts that ship or are delivered while the finance service is down are handled when it is back. */
export const FINANCE_ORDER_EVENTS_GROUP = 'finance';

/**
 * Order events drive the money: a part shipped → the seller's invoice (and the platform's for the delivery
 * charge); delivered → its settlement in the ledger; cancelled or returned → credit notes and reversing entries
 * for what was invoiced or settled (a return never credits the delivery charge: the parcel was delivered). Every
 * step is idempotent, so a redelivered event changes nothing. A shopper's ticket holds its part's money from
 * order.issue-opened to order.issue-resolved (the return window's release waits for it); order.refund-due records
 * money owed back, with its credit note and reversing entries; a step that fails (the order or seller service did
 * not answer) fails the handling, and the event comes again.
 */
@Injectable()
export class FinanceOrderEventsConsumer implements OnModuleInit {
  constructor(
    @Inject(EVENT_BUS) private readonly events: EventBus,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly invoicePart: InvoicePartHandler,
    private readonly settlePart: SettlePartHandler,
    private readonly reversePart: ReversePartHandler,
    private readonly invoices: InvoicesRepository,
    private readonly settlements: SettlementsRepository,
    private readonly holds: PartHoldsRepository,
    private readonly refunds: RefundsHandler,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<FinanceDb>,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.events.subscribe(OrderEvents.statusChanged, { group: FINANCE_ORDER_EVENTS_GROUP }, (e) => {
      const parsed = statusChangedSchema.safeParse(e.data);
      if (!parsed.success) {
        this.logger.warn({ issues: parsed.error.issues.length }, 'malformed order event dropped');
        return Promise.resolve();
      }
      return this.apply(parsed.data);
    });
    await this.events.subscribe(OrderEvents.issueOpened, { group: FINANCE_ORDER_EVENTS_GROUP }, (e) => {
      const parsed = issueOpenedSchema.safeParse(e.data);
      return parsed.success ? this.issueOpened(parsed.data, new Date(parsed.data.at)) : this.dropped('issue-opened');
    });
    await this.events.subscribe(OrderEvents.refundDue, { group: FINANCE_ORDER_EVENTS_GROUP }, (e) => {
      const parsed = refundDueSchema.safeParse(e.data);
      return parsed.success ? this.refunds.owe(parsed.data) : this.dropped('refund-due');
    });
    await this.events.subscribe(OrderEvents.issueResolved, { group: FINANCE_ORDER_EVENTS_GROUP }, (e) => {
      const parsed = issueResolvedSchema.safeParse(e.data);
      return parsed.success
        ? this.issueResolved(parsed.data, new Date(parsed.data.at))
        : this.dropped('issue-resolved');
    });
  }

  /** A ticket opened on a seller's part: its held amount is not released until the ticket is resolved. */
  issueOpened(event: { issueId: string; number: string; orderId: string; sellerId: string }, at: Date): Promise<void> {
    return this.unitOfWork.run((tx) => this.holds.open(tx, holdOf(event), at));
  }

  /** A ticket resolved: it holds its part no more (the next sweep releases the part if its window has passed). */
  issueResolved(
    event: { issueId: string; number: string; orderId: string; sellerId: string },
    at: Date,
  ): Promise<void> {
    return this.unitOfWork.run((tx) => this.holds.resolve(tx, holdOf(event), at));
  }

  private dropped(event: string): Promise<void> {
    this.logger.warn({ event }, 'malformed order event dropped');
    return Promise.resolve();
  }

  async apply(event: OrderStatusChangedEvent): Promise<void> {
    const { orderId, sellerId, status } = event;
    if (sellerId && status === 'shipped') {
      await this.invoicePart.execute(orderId, sellerId);
    } else if (sellerId && status === 'delivered') {
      await this.settlePart.execute(orderId, sellerId, new Date(event.at));
    } else if (sellerId && status === 'returned') {
      await this.reversePart.execute(orderId, sellerId, 'returned');
    } else if (status === 'cancelled' || event.orderStatus === 'cancelled') {
      await this.cancelled(event);
    }
  }

  /**
   * A part, or the whole order, cancelled: whatever of it was invoiced or settled is reversed, and the delivery
   * charge and round off when nothing of the order is left. An order whose other parts were returned keeps its
   * delivery charge and round off: the delivery happened.
   */
  private async cancelled(event: OrderStatusChangedEvent): Promise<void> {
    const reason = 'cancelled';
    const sellers = event.sellerId
      ? [event.sellerId]
      : [
          ...new Set([
            ...(await this.invoices.forOrder(event.orderId)).map((i) => i.sellerId),
            ...(await this.settlements.ofOrder(event.orderId)).map((s) => s.sellerId),
          ]),
        ].filter((id) => id !== 'platform');
    for (const sellerId of sellers) await this.reversePart.execute(event.orderId, sellerId, reason);
    if (event.orderStatus === 'cancelled') await this.reversePart.reverseOrderCharges(event.orderId, reason);
  }
}

const holdOf = (event: { issueId: string; number: string; orderId: string; sellerId: string }): HoldOf => ({
  issueId: event.issueId,
  issueNumber: event.number,
  orderId: event.orderId,
  sellerId: event.sellerId,
});
