import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import { ORDER_DB } from '../order.constants';
import type { OrderDb } from './order-db';
import { issueLines, issues, type IssueRow } from './schema';

export type NewIssue = typeof issues.$inferInsert;
export type NewIssueLine = typeof issueLines.$inferInsert;

const newestFirst = [desc(issues.createdAt), desc(issues.id)];

/** Tickets: problems shoppers reported with parts of their orders. */
@Injectable()
export class IssuesRepository {
  constructor(@Inject(ORDER_DB) private readonly db: OrderDb) {}

  /** The ticket and its lines, with the caller's transaction (issue_lines_open_key refuses a line already open). */
  async insert(tx: OrderDb, issue: NewIssue, lines: NewIssueLine[]): Promise<IssueRow> {
    const [row] = await tx.insert(issues).values(issue).returning();
    await tx.insert(issueLines).values(lines);
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
    return new Map(rows.map((r) => [r.orderId, r.open]));
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
