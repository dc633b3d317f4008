import { Inject, Injectable } from '@nestjs/common';
import {
  ISSUE_ACKNOWLEDGE_HOURS,
  ISSUE_RESOLVE_DAYS,
  type FileComplaintBody,
  type IssueResponse,
  type Principal,
} from '@thindi/contracts';
import { APP_CONFIG, DomainError, UnitOfWork, type AppConfig } from '@thindi/platform';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { IssuesRepository } from '../../db/issues.repository';
import type { OrderDb } from '../../db/order-db';
import { issues, type IssueRow } from '../../db/schema';
import { drawingNumbers } from '../../db/unique-violation';
import { toIssue } from '../../domain/issue-view';
import { OrderNumbers } from '../../domain/order-number';
import { complaintFiledNotices } from '../../messaging/issue-notices';
import { ORDER_CLOCK, type Clock } from '../../order.constants';
import { AccountNames } from '../place-order/account-names';

const HOUR_MS = 3600_000;
/** The most complaints a shopper has waiting for the grievance officer at once: enough for any real grievance. */
export const MAX_OPEN_COMPLAINTS = 5;

/**
 * A shopper's complaint to the grievance officer that is not about one order (a seller, the website, a payment,
 * their account or personal data). It is a ticket like any other (a number to track, acknowledged within 48 hours and
 * resolved within a month) that goes straight to the officer, who is mailed it. At most MAX_OPEN_COMPLAINTS wait at
 * once per shopper, counted under a lock on the shopper so that racing filings cannot pass it.
 */
@Injectable()
export class FileComplaintHandler {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly issues: IssuesRepository,
    private readonly numbers: OrderNumbers,
    private readonly names: AccountNames,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
  ) {}

  async execute(principal: Principal, input: FileComplaintBody): Promise<IssueResponse> {
    if (principal.role !== 'customer') throw DomainError.forbidden('Please sign in as a customer to file a complaint');
    const now = this.clock.now();
    const name = await this.names.of(principal);
    const at = now.toISOString();
    const row = await drawingNumbers('issues_number_key', () => {
      const complaint = {
        id: randomUUID(),
        number: this.numbers.nextIssue(now),
        orderId: null,
        orderNumber: null,
        customerId: principal.id,
        sellerId: null,
        sellerName: null,
        kind: 'complaint' as const,
        topic: input.topic,
        contactEmail: principal.email,
        contactName: name?.firstName ?? null,
        status: 'escalated' as const,
        lines: [],
        description: input.description,
        photos: [],
        valuePaise: 0,
        acknowledgeBy: new Date(now.getTime() + ISSUE_ACKNOWLEDGE_HOURS * HOUR_MS),
        resolveBy: new Date(now.getTime() + ISSUE_RESOLVE_DAYS * 24 * HOUR_MS),
        history: [{ status: 'escalated' as const, at, by: 'shopper' as const, note: 'Complaint filed' }],
        createdAt: now,
        updatedAt: now,
      };
      return this.unitOfWork.run(async (tx, events) => {
        await this.refuseTooMany(tx, principal.id);
        const inserted = await this.issues.insert(tx, complaint, []);
        events.add(...complaintFiledNotices(inserted, this.config.GRIEVANCE_OFFICER_EMAIL));
        return inserted;
      });
    });
    return { success: true, issue: toIssue(row, now) };
  }

  /** The 409 of a shopper with MAX_OPEN_COMPLAINTS complaints unanswered, counted under a lock on the shopper. */
  private async refuseTooMany(tx: OrderDb, customerId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order.complaints:${customerId}`}))`);
    const waiting: Pick<IssueRow, 'id'>[] = await tx
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.customerId, customerId), isNull(issues.orderId), ne(issues.status, 'resolved')))
      .limit(MAX_OPEN_COMPLAINTS);
    if (waiting.length >= MAX_OPEN_COMPLAINTS)
      throw DomainError.conflict(
        `You have ${MAX_OPEN_COMPLAINTS} complaints waiting for the grievance officer's answer: please wait for one ` +
          'to be answered, or add to it by writing to the officer',
        'ORDER.COMPLAINTS_WAITING',
      );
  }
}
