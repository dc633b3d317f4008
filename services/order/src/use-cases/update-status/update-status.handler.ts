import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  checkSellerMove,
  deriveOrderStatus,
  type OrderHistoryEntry,
  type OrderStatus,
  type Principal,
  type SellerOrder,
} from '@thindi/contracts';
import { istDate, NATIONAL_HOLIDAY_DATES } from '@thindi/india';
import { APP_CONFIG, DomainError, UnitOfWork, type AppConfig } from '@thindi/platform';
import { IssuesRepository } from '../../db/issues.repository';
import type { OrderDb } from '../../db/order-db';
import { OrdersRepository, type Change, type StoredOrder } from '../../db/orders.repository';
import type { FulfilmentRow, OrderRow, StoredOrderItem, StoredRefund } from '../../db/schema';
import { drawingNumbers } from '../../db/unique-violation';
import { codPaymentAfter } from '../../domain/cod-payment';
import { OrderNumbers } from '../../domain/order-number';
import { toSellerOrder } from '../../domain/order-view';
import { refundDueNotices, returnRefund } from '../../domain/refunds';
import { returnTicket, type ReturnTicket } from '../../domain/return-ticket';
import { returnWindowOpen } from '../../domain/return-window';
import {
  checkFreshAtDoor,
  latestDeliveryOn,
  packedOnDates,
  withPackedOn,
  type PackedOnInput,
} from '../../domain/shelf-life';
import { statusNotices } from '../../messaging/order-notices';

export interface StatusChange extends PackedOnInput {
  id: string;
  status: string;
  trackingNumber?: string;
  note?: string;
}

type Verdict = { ok: true; refunds: StoredRefund[]; ticket?: ReturnTicket } | { ok: false; error: DomainError };

/**
 * A seller moves its own part forward (delivered only once shipped), or records the return of its delivered part
 * within the return window; the order's status is derived again from all its parts, and a cash-on-delivery order
 * whose every part not cancelled is delivered is paid (codPaymentAfter), in the same transaction. A part ships with
 * its lines' packed-on dates and best befores, and not at all when food would arrive too old (decision 035). A return
 * is written with its refund and its ticket (domain/return-ticket.ts), opened and settled by the seller at once.
 */
@Injectable()
export class UpdateStatusHandler {
  private readonly holidays: ReadonlySet<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly issues: IssuesRepository,
    private readonly numbers: OrderNumbers,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {
    this.holidays = new Set([...NATIONAL_HOLIDAY_DATES, ...config.DELIVERY_HOLIDAYS]);
  }

  async execute(
    principal: Principal,
    change: StatusChange,
  ): Promise<{ success: true; message: string; order: SellerOrder }> {
    if (principal.role !== 'seller') throw DomainError.forbidden('This call needs a seller account');
    // A return draws a ticket number: drawn again in the rare case it is taken.
    const outcome = await drawingNumbers('issues_number_key', () => this.moveOnce(principal, change));
    if (!outcome) throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    if (!outcome.result.ok) throw outcome.result.error;
    const view = toSellerOrder(outcome.stored, principal.id);
    if (!view) throw DomainError.notFound('Order not found', 'ORDER.NOT_FOUND');
    return { success: true, message: `Order status updated to ${change.status}`, order: view };
  }

  private moveOnce(principal: Principal, change: StatusChange) {
    const ticket = { id: randomUUID(), number: this.numbers.nextIssue() };
    return this.unitOfWork.run(async (tx, events) => {
      const changed = await this.orders.change<Verdict>(tx, change.id, (current) =>
        this.move(current, principal.id, change, ticket),
      );
      if (!changed?.result.ok) return changed;
      if (changed.result.ticket) await this.issues.insert(tx, changed.result.ticket.issue, changed.result.ticket.lines);
      const mine = changed.stored.parts.find((p) => p.sellerId === principal.id);
      const notices = statusNotices(changed.stored, {
        sellerId: principal.id,
        status: change.status as OrderStatus,
        note: change.note ?? null,
        trackingNumber: mine?.trackingNumber ?? null,
      });
      events.add(...notices, ...refundDueNotices(changed.stored.order, changed.result.refunds));
      return changed;
    });
  }

  private move(
    { order, parts }: StoredOrder,
    sellerId: string,
    change: StatusChange,
    ticket: { id: string; number: string },
  ): Change<Verdict> {
    const refuse = (error: DomainError): Change<Verdict> => ({ order: {}, parts: [], result: { ok: false, error } });
    const mine = parts.find((p) => p.sellerId === sellerId);
    if (!mine) return refuse(DomainError.notFound('Order not found', 'ORDER.NOT_FOUND'));
    const verdict = checkSellerMove(mine.status, change.status);
    if (!verdict.ok) {
      if (verdict.code === 'VALIDATION') return refuse(DomainError.validation(verdict.message, 'ORDER.STATUS_INVALID'));
      const code = verdict.outOfOrder ? 'ORDER.INVALID_STATUS_MOVE' : 'ORDER.STATUS_NOT_ALLOWED';
      return refuse(DomainError.conflict(verdict.message, code));
    }
    const status = change.status as OrderStatus;
    // A UPI order leaves only once its money is in: an unpaid one may be cancelled by its timer meanwhile.
    if ((status === 'shipped' || status === 'delivered') && order.paymentStatus === 'awaiting_payment') {
      return refuse(
        DomainError.conflict(
          'This order is not paid yet: ship it once its UPI payment is marked received',
          'ORDER.PAYMENT_STATE',
        ),
      );
    }
    const now = new Date();
    let items: StoredOrderItem[] | undefined;
    if (status === 'shipped') {
      const shipped = this.shippedItems(order, mine, change, now);
      if (shipped instanceof DomainError) return refuse(shipped);
      items = shipped;
    } else if (change.packedOn !== undefined || change.lines !== undefined) {
      return refuse(
        DomainError.validation('packedOn and lines go with status shipped only', 'ORDER.PACKED_ON_INVALID'),
      );
    }
    if (status === 'returned' && !returnWindowOpen(mine.history, now, this.config.RETURN_WINDOW_DAYS)) {
      return refuse(DomainError.conflict('The return window for this order has closed', 'ORDER.RETURN_WINDOW_CLOSED'));
    }
    const timestamp = now.toISOString();
    const entry: OrderHistoryEntry = { status, note: change.note || `Order ${status}`, timestamp };
    const updated = {
      ...mine,
      status,
      trackingNumber: change.trackingNumber || mine.trackingNumber,
      // The note of this move only: a shipping note ('Sent by DTDC') does not speak for the delivery after it.
      note: change.note || null,
      history: [...mine.history, entry],
    };
    const next = parts.map((p) => (p.sellerId === sellerId ? updated : p));
    const derived = deriveOrderStatus(next.map((p) => p.status));
    const payment = codPaymentAfter(order, next, now);
    // A return gives the shopper back what they paid for the part (the seller's credit note says so to the tax), and
    // is a ticket the seller settles at once.
    const refund = status === 'returned' ? returnRefund({ ...order, ...payment }, updated, now) : undefined;
    const returned = refund && { ...refund, issueId: ticket.id, issueNumber: ticket.number };
    const recorded =
      status === 'returned'
        ? returnTicket(order, updated, returned, { ...ticket, note: change.note || null }, now)
        : undefined;
    const orderChange: Partial<OrderRow> = {
      ...(items ? { items } : {}),
      ...(derived === order.status
        ? {}
        : { status: derived, history: [...order.history, { ...entry, status: derived }] }),
      ...payment,
      ...(returned ? { refunds: [...(order.refunds ?? []), returned] } : {}),
    };
    return {
      order: orderChange,
      parts: [updated],
      result: { ok: true, refunds: returned ? [returned] : [], ticket: recorded },
    };
  }

  /**
   * The order's lines with the seller's given their packed-on dates (today in India unless given) and best befores,
   * or why the part may not ship so: a bad date or line (400), or food too old by its latest delivery date (409).
   */
  private shippedItems(
    order: OrderRow,
    mine: FulfilmentRow,
    change: StatusChange,
    now: Date,
  ): StoredOrderItem[] | DomainError {
    const today = istDate(now);
    const lines = order.items.filter((i) => i.sellerId === mine.sellerId);
    try {
      const packedOn = packedOnDates(lines, change, today);
      const latest = latestDeliveryOn(mine.delivery, order.estimatedDelivery, today, this.holidays);
      checkFreshAtDoor(lines, packedOn, latest, today, this.config.MIN_SHELF_LIFE_AT_DELIVERY_PERCENT);
      const dated = new Map(lines.map((item, i) => [item, withPackedOn(item, packedOn[i])]));
      return order.items.map((item) => dated.get(item) ?? item);
    } catch (err) {
      if (err instanceof DomainError) return err;
      throw err;
    }
  }
}
