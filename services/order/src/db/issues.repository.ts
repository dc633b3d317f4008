import { Inject, Injectable } from '@nestjs/common';
import type { IssueHistoryEntry, IssueStatus, Replacement, ReplacementStatus } from '@thindi/contracts';
import { and, asc, desc, eq, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { ORDER_DB } from '../order.constants';
import type { OrderDb } from './order-db';
import {
  isOrderIssue,
  issueLines,
  issues,
  orders,
  type IssueRow,
  type OrderIssueRow,
  type StoredIssueResolution,
} from './schema';

export type NewIssue = typeof issues.$inferInsert;
export type NewIssueLine = typeof issueLines.$inferInsert;

const newestFirst = [desc(issues.createdAt), desc(issues.id)];
/** The most a seller's list or the admin's queue shows: settled tickets, last in both, are the ones left off. */
const LIST_LIMIT = 500;

/**
 * Not yet answered: a ticket about an order while the seller has not (it is `open`), a complaint to the grievance
 * officer while the officer has not (domain/issue-view.ts isOverdue says the same).
 */
const UNANSWERED = sql`(case when ${issues.orderId} is null then ${issues.acknowledgedAt} is null
  else ${issues.status} = 'open' end)`;

/** A ticket's move: its new status, what else changes and the history entry appended. */
export interface IssueMove {
  status: IssueStatus;
  entry: IssueHistoryEntry;
  resolution?: StoredIssueResolution;
  respondBy?: Date | null;
  acknowledgedAt?: Date;
  /** The UPI ID the shopper gives for the refund as they accept. */
  refundUpiId?: string;
  at: Date;
}

/** A replacement as it starts, once its ticket is settled. */
const TO_SEND: Replacement = {
  status: 'to-send',
  carrier: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
};

/** The shopper of an order, as its mails address them. */
export interface OrderShopper {
  email: string;
  firstName: string;
}

/** Tickets: problems shoppers reported with parts of their orders. */
@Injectable()
export class IssuesRepository {
  constructor(@Inject(ORDER_DB) private readonly db: OrderDb) {}

  /**
   * The ticket and its lines (none for a complaint not about one order), with the caller's transaction
   * (issue_lines_open_key refuses a line already open).
   */
  async insert(tx: OrderDb, issue: NewIssue, lines: NewIssueLine[]): Promise<IssueRow> {
    const [row] = await tx.insert(issues).values(issue).returning();
    if (lines.length > 0) await tx.insert(issueLines).values(lines);
    return row;
  }

  /**
   * Moves the ticket only while its status is one of `from` (and `when` holds), in one statement with its history
   * entry: of two moves racing, one returns the row and the other nothing. A settled ticket's lines are freed for a
   * new report in the same transaction.
   */
  async move(tx: OrderDb, id: string, from: IssueStatus[], move: IssueMove, when?: SQL): Promise<IssueRow | undefined> {
    const [row] = await tx
      .update(issues)
      .set({
        status: move.status,
        history: sql`${issues.history} || ${JSON.stringify([move.entry])}::jsonb`,
        updatedAt: move.at,
        ...(move.resolution ? { resolution: move.resolution } : {}),
        ...(move.respondBy !== undefined ? { respondBy: move.respondBy } : {}),
        ...(move.refundUpiId ? { refundUpiId: move.refundUpiId } : {}),
        // Settled with a replacement (the one given now, or the offer it had): it is to be sent.
        ...(move.status === 'resolved'
          ? {
              replacement: sql`case when ${move.resolution ? JSON.stringify(move.resolution) : issues.resolution}::jsonb
                ->> 'kind' = 'replacement' then ${JSON.stringify(TO_SEND)}::jsonb end`,
            }
          : {}),
        ...(move.acknowledgedAt
          ? {
              acknowledgedAt: sql`coalesce(${issues.acknowledgedAt}, ${move.acknowledgedAt.toISOString()}::timestamptz)`,
            }
          : {}),
      })
      .where(and(eq(issues.id, id), inArray(issues.status, from), when))
      .returning();
    if (row && move.status === 'resolved')
      await tx.update(issueLines).set({ open: false }).where(eq(issueLines.issueId, id));
    return row;
  }

  /**
   * Moves a settled ticket's replacement on, only while it stands at `from`, with its history entry: of two moves
   * racing, one returns the row and the other nothing.
   */
  async moveReplacement(
    tx: OrderDb,
    id: string,
    from: ReplacementStatus,
    next: Replacement,
    entry: IssueHistoryEntry,
  ): Promise<IssueRow | undefined> {
    const [row] = await tx
      .update(issues)
      .set({
        replacement: next,
        history: sql`${issues.history} || ${JSON.stringify([entry])}::jsonb`,
        updatedAt: new Date(entry.at),
      })
      .where(and(eq(issues.id, id), sql`${issues.replacement} ->> 'status' = ${from}`))
      .returning();
    return row;
  }

  /** The ids among `ids` of tickets whose replacement holds stock: offered, decided or settled with one. */
  async holdingReplacement(ids: string[]): Promise<string[]> {
    const rows = await this.db
      .select({ id: issues.id })
      .from(issues)
      .where(and(inArray(issues.id, ids), sql`${issues.resolution} ->> 'kind' = 'replacement'`));
    return rows.map((r) => r.id);
  }

  /** How many tickets are overdue at `now`: unanswered past acknowledgeBy, or unsettled past resolveBy. */
  async countOverdue(now: Date): Promise<number> {
    const [row] = await this.db
      .select({ overdue: sql<number>`count(*)::int` })
      .from(issues)
      .where(
        sql`${issues.status} <> 'resolved' and ((${UNANSWERED} and ${issues.acknowledgeBy} < ${now})
          or ${issues.resolveBy} < ${now})`,
      );
    return row?.overdue ?? 0;
  }

  /** Tickets unanswered past their acknowledgeBy at `now`, soonest due first. */
  async unansweredDue(now: Date, limit: number): Promise<OrderIssueRow[]> {
    const rows = await this.db
      .select()
      .from(issues)
      .where(and(eq(issues.status, 'open'), lt(issues.acknowledgeBy, now)))
      .orderBy(asc(issues.acknowledgeBy))
      .limit(limit);
    return rows.filter(isOrderIssue);
  }

  /** Offers the shopper left unanswered past their respondBy at `now`, soonest due first. */
  async offersDue(now: Date, limit: number): Promise<OrderIssueRow[]> {
    const rows = await this.db
      .select()
      .from(issues)
      .where(and(eq(issues.status, 'offered'), lt(issues.respondBy, now)))
      .orderBy(asc(issues.respondBy))
      .limit(limit);
    return rows.filter(isOrderIssue);
  }

  /** The seller's tickets, what is due first: open ones by acknowledgeBy, then the rest most recently moved first. */
  async ofSeller(sellerId: string, status?: IssueStatus): Promise<IssueRow[]> {
    return this.db
      .select()
      .from(issues)
      .where(and(eq(issues.sellerId, sellerId), status ? eq(issues.status, status) : undefined))
      .orderBy(
        desc(sql`${issues.status} = 'open'`),
        asc(sql`case when ${issues.status} = 'open' then ${issues.acknowledgeBy} end`),
        desc(issues.updatedAt),
        desc(issues.id),
      )
      .limit(LIST_LIMIT);
  }

  /**
   * Every ticket for the grievance officer, what is due first: escalated and overdue (at `now`) ones, then the rest
   * unsettled, then the settled; each group by the date it is due (acknowledgeBy while open, resolveBy after).
   */
  async queue(now: Date, status?: IssueStatus): Promise<IssueRow[]> {
    const at = sql`${now.toISOString()}::timestamptz`;
    const overdue = sql`(${UNANSWERED} and ${issues.acknowledgeBy} < ${at}) or ${issues.resolveBy} < ${at}`;
    const urgent = sql`${issues.status} = 'escalated' or (${ne(issues.status, 'resolved')} and (${overdue}))`;
    return this.db
      .select()
      .from(issues)
      .where(status ? eq(issues.status, status) : undefined)
      .orderBy(
        asc(sql`${issues.status} = 'resolved'`),
        desc(sql`${urgent}`),
        asc(sql`case when ${UNANSWERED} then ${issues.acknowledgeBy} else ${issues.resolveBy} end`),
        desc(issues.id),
      )
      .limit(LIST_LIMIT);
  }

  /** Where the order's shopper is mailed (the address the order was placed with). */
  async shopperOf(tx: OrderDb, orderId: string): Promise<OrderShopper> {
    const [row] = await tx
      .select({ email: orders.customerEmail, firstName: orders.customerFirstName })
      .from(orders)
      .where(eq(orders.id, orderId));
    return row;
  }

  async byNumber(number: string): Promise<IssueRow | undefined> {
    const [row] = await this.db.select().from(issues).where(eq(issues.number, number)).limit(1);
    return row;
  }

  async ofOrder(orderId: string): Promise<IssueRow[]> {
    return this.db
      .select()
      .from(issues)
      .where(eq(issues.orderId, orderId))
      .orderBy(...newestFirst);
  }

  async ofCustomer(customerId: string): Promise<IssueRow[]> {
    return this.db
      .select()
      .from(issues)
      .where(eq(issues.customerId, customerId))
      .orderBy(...newestFirst);
  }

  /** How many open tickets each of the seller's orders has (orders without one are left out). */
  async openCountsOfSeller(sellerId: string): Promise<Map<string, number>> {
    const rows = await this.db
      .select({ orderId: issues.orderId, open: sql<number>`count(*)::int` })
      .from(issues)
      .where(and(eq(issues.sellerId, sellerId), eq(issues.status, 'open')))
      .groupBy(issues.orderId);
    return new Map(rows.flatMap((r) => (r.orderId ? [[r.orderId, r.open] as const] : [])));
  }

  /** The number of the open ticket about this line of the order, if any. */
  async openOn(orderId: string, productId: string, variantId: string | null): Promise<string | undefined> {
    const [row] = await this.db
      .select({ number: issues.number })
      .from(issueLines)
      .innerJoin(issues, eq(issues.id, issueLines.issueId))
      .where(
        and(
          eq(issueLines.orderId, orderId),
          eq(issueLines.productId, productId),
          sql`coalesce(${issueLines.variantId}, '') = ${variantId ?? ''}`,
          eq(issueLines.open, true),
        ),
      )
      .limit(1);
    return row?.number;
  }
}
