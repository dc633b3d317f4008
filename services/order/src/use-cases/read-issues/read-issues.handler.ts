import { Inject, Injectable } from '@nestjs/common';
import type { Issue, IssueListResponse, IssueQueueQuery, IssueResponse, Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { IssuesRepository } from '../../db/issues.repository';
import type { IssueRow } from '../../db/schema';
import { toIssue } from '../../domain/issue-view';
import { ORDER_CLOCK, type Clock } from '../../order.constants';

/**
 * Reading tickets: the shopper who opened one and the admin read it by number (anyone else gets the 404 of an
 * unknown number); a shopper lists their own, newest first; a seller lists its own and the admin all of them, what
 * is due first; an order's are shown on the order.
 */
@Injectable()
export class ReadIssuesHandler {
  constructor(
    private readonly issues: IssuesRepository,
    @Inject(ORDER_CLOCK) private readonly clock: Clock,
  ) {}

  private view(rows: IssueRow[]): Issue[] {
    const now = this.clock.now();
    return rows.map((row) => toIssue(row, now));
  }

  /** Which of these ids are tickets whose replacement holds stock in the catalog. */
  holdingReplacement(ids: string[]): Promise<string[]> {
    return this.issues.holdingReplacement(ids);
  }

  async one(principal: Principal, number: string): Promise<IssueResponse> {
    const row = await this.issues.byNumber(number);
    const mayRead = principal.role === 'admin' || (principal.role === 'customer' && row?.customerId === principal.id);
    if (!row || !mayRead) throw DomainError.notFound('Ticket not found', 'ORDER.ISSUE_NOT_FOUND');
    return { success: true, issue: toIssue(row, this.clock.now()) };
  }

  async mine(principal: Principal): Promise<IssueListResponse> {
    if (principal.role !== 'customer') throw DomainError.forbidden('Only customers have tickets');
    return { success: true, issues: this.view(await this.issues.ofCustomer(principal.id)) };
  }

  /** The seller's tickets: open ones by the time to answer, then the rest most recently moved first. */
  async ofSeller(principal: Principal, { status }: IssueQueueQuery): Promise<IssueListResponse> {
    if (principal.role !== 'seller') throw DomainError.forbidden('Please sign in as a seller to see your tickets');
    return { success: true, issues: this.view(await this.issues.ofSeller(principal.id, status)) };
  }

  /** The grievance officer's queue: escalated and overdue tickets first, then by the date each is due. */
  async queue(principal: Principal, { status }: IssueQueueQuery): Promise<IssueListResponse> {
    if (principal.role !== 'admin') throw DomainError.forbidden('Only the grievance officer sees every ticket');
    return { success: true, issues: this.view(await this.issues.queue(this.clock.now(), status)) };
  }

  /** How many open tickets each of the seller's orders has. */
  openCountsOfSeller(sellerId: string): Promise<Map<string, number>> {
    return this.issues.openCountsOfSeller(sellerId);
  }

  /** The order's tickets, newest first (the caller has checked that the principal may read the whole order). */
  async ofOrder(orderId: string): Promise<Issue[]> {
    return this.view(await this.issues.ofOrder(orderId));
  }
}
