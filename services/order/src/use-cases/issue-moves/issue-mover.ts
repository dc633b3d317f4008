import { Inject, Injectable } from '@nestjs/common';
import type { IssueResponse, IssueStatus, Principal } from '@thindi/contracts';
import { DomainError, UnitOfWork, type OutboxEntry } from '@thindi/platform';
import type { SQL } from 'drizzle-orm';
import type { IssueSettledMail } from '@thindi/contracts';
import { IssuesRepository, type IssueMove } from '../../db/issues.repository';
import { OrdersRepository } from '../../db/orders.repository';
import type { OrderDb } from '../../db/order-db';
import { isOrderIssue, type IssueRow, type OrderIssueRow } from '../../db/schema';
import { statusNotAllowed } from '../../domain/issue-moves';
import { toIssue } from '../../domain/issue-view';
import { failedOrderChargesRefund, refundDueNotices, refundLeftOnPart, ticketRefund } from '../../domain/refunds';
import { settledNotices } from '../../messaging/issue-notices';
import { ORDER_CLOCK, type Clock } from '../../order.constants';

/** Who may move a ticket: its seller, its shopper or the admin. */
export type IssueParty = 'seller' | 'shopper' | 'admin';

/** What the notices of a move are built from: the moved row, with the transaction to read the shopper's address. */
export type MoveNotices<R extends IssueRow = IssueRow> = (moved: R, tx: OrderDb) => Promise<OutboxEntry[]>;

/**
 * The steps every move of a ticket takes: find it as the party sees it (anyone else gets the 404 of an unknown
 * number), refuse a status it is past, then move it by a conditional UPDATE with its notices in the outbox in one
 * transaction. Of two moves racing, the one that finds the ticket moved already is refused with where it now stands.
 */
@Injectable()
export class IssueMover {
  constructor(
    private readonly issues: IssuesRepository,
    private readonly orders: OrdersRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
  ) {}

  now(): Date {
    return this.clock.now();
  }

  /** The ticket `number` as `party` may move it, while its status is one of `from`. */
  async find(principal: Principal, party: IssueParty, number: string, from: IssueStatus[]): Promise<IssueRow> {
    if (party === 'admin' && principal.role !== 'admin')
      throw DomainError.forbidden('Only the grievance officer decides tickets');
    const row = await this.issues.byNumber(number);
    const mine =
      party === 'admin' ||
      (party === 'seller' && principal.role === 'seller' && row?.sellerId === principal.id) ||
      (party === 'shopper' && principal.role === 'customer' && row?.customerId === principal.id);
    if (!row || !mine) throw DomainError.notFound('Ticket not found', 'ORDER.ISSUE_NOT_FOUND');
    if (!from.includes(row.status)) throw statusNotAllowed(row);
    return row;
  }

  /** As `find`, for the moves of a ticket about an order (a complaint to the grievance officer is only decided). */
  async findOnOrder(
    principal: Principal,
    party: IssueParty,
    number: string,
    from: IssueStatus[],
  ): Promise<OrderIssueRow> {
    const row = await this.find(principal, party, number, from);
    if (!isOrderIssue(row)) throw statusNotAllowed(row);
    return row;
  }

  /** Moves the ticket from one of `from`, with its notices; the 409 when another move got there first. */
  async move<R extends IssueRow>(
    row: R,
    from: IssueStatus[],
    move: IssueMove,
    notices: MoveNotices<R>,
    when?: SQL,
  ): Promise<IssueResponse> {
    const moved = await this.tryMove(row, from, move, notices, when);
    if (!moved) throw statusNotAllowed((await this.issues.byNumber(row.number)) ?? row);
    return { success: true, issue: toIssue(moved, move.at) };
  }

  /**
   * The move, or undefined when the ticket is no longer in one of `from` (or `when` no longer holds). A move never
   * changes what the ticket is about, so the moved row is of the same kind as `row`.
   */
  tryMove<R extends IssueRow>(row: R, from: IssueStatus[], move: IssueMove, notices: MoveNotices<R>, when?: SQL) {
    return this.unitOfWork.run(async (tx, events) => {
      const moved = (await this.issues.move(tx, row.id, from, move, when)) as R | undefined;
      if (moved) events.add(...(await notices(moved, tx)));
      return moved;
    });
  }

  /**
   * The notices of a settling move: order.issue-resolved and the mails (the shopper's unless `mailShopper` is false,
   * when the move was their own), and, when the ticket gives money back for a part the shopper paid for, the refund
   * owed on the order with its order.refund-due, in the same transaction.
   */
  settled(how: IssueSettledMail['how'], mailShopper: boolean): MoveNotices<OrderIssueRow> {
    return async (moved, tx) => {
      const shopper = mailShopper ? await this.shopperOf(tx, moved) : null;
      return [...settledNotices(moved, how, shopper), ...(await this.oweRefund(tx, moved))];
    };
  }

  /**
   * The ticket's refund on the order, and when it leaves nothing of an order paid in full, the delivery charge and
   * round off too (decision 037), each with its order.refund-due.
   */
  private async oweRefund(tx: OrderDb, issue: OrderIssueRow): Promise<OutboxEntry[]> {
    if (issue.resolution?.kind !== 'refund') return [];
    const changed = await this.orders.change(tx, issue.orderId, ({ order, parts }) => {
      const part = parts.find((p) => p.sellerId === issue.sellerId);
      const refund = part && ticketRefund(order, part, issue, issue.updatedAt);
      if (!refund) return { order: {}, parts: [], result: undefined };
      const refunds = [...(order.refunds ?? []), refund];
      const charges = failedOrderChargesRefund({ ...order, refunds }, parts, issue, issue.updatedAt);
      const owed = charges ? [...refunds, charges] : refunds;
      return { order: { refunds: owed }, parts: [], result: { refund, charges, part } };
    });
    if (!changed?.result) return [];
    const { refund, charges, part } = changed.result;
    const order = changed.stored.order;
    const upiId = issue.refundUpiId;
    return [
      ...refundDueNotices(order, [refund], {
        upiId,
        partDelivered: part!.status === 'delivered' || part!.status === 'returned',
      }),
      ...(charges ? refundDueNotices(order, [charges], { upiId }) : []),
    ];
  }

  /**
   * The most a refund of this ticket may give back: what its lines cost, and no more than what is left of the part
   * after the refunds its earlier tickets (or a return) owe.
   */
  async refundable(row: OrderIssueRow): Promise<Pick<IssueRow, 'valuePaise'>> {
    const stored = await this.orders.findById(row.orderId);
    if (!stored) return row;
    return { valuePaise: Math.min(row.valuePaise, refundLeftOnPart(stored.order, row.sellerId)) };
  }

  /** Where the order's shopper is mailed. */
  shopperOf(tx: OrderDb, row: OrderIssueRow) {
    return this.issues.shopperOf(tx, row.orderId);
  }
}
