import { Injectable } from '@nestjs/common';
import type { Issue, IssueListResponse, IssueResponse, Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { IssuesRepository } from '../../db/issues.repository';
import { toIssue } from '../../domain/issue-view';

/**
 * Reading tickets: the shopper who opened one and the admin read it by number (anyone else gets the 404 of an
 * unknown number); a shopper lists their own, newest first; an order's are shown on the order.
 */
@Injectable()
export class ReadIssuesHandler {
  constructor(private readonly issues: IssuesRepository) {}

  async one(principal: Principal, number: string): Promise<IssueResponse> {
    const row = await this.issues.byNumber(number);
    const mayRead = principal.role === 'admin' || (principal.role === 'customer' && row?.customerId === principal.id);
    if (!row || !mayRead) throw DomainError.notFound('Ticket not found', 'ORDER.ISSUE_NOT_FOUND');
    return { success: true, issue: toIssue(row) };
  }

  async mine(principal: Principal): Promise<IssueListResponse> {
    if (principal.role !== 'customer') throw DomainError.forbidden('Only customers have tickets');
    return { success: true, issues: (await this.issues.ofCustomer(principal.id)).map(toIssue) };
  }

  /** How many open tickets each of the seller's orders has. */
  openCountsOfSeller(sellerId: string): Promise<Map<string, number>> {
    return this.issues.openCountsOfSeller(sellerId);
  }

  /** The order's tickets, newest first (the caller has checked that the principal may read the whole order). */
  async ofOrder(orderId: string): Promise<Issue[]> {
    return (await this.issues.ofOrder(orderId)).map(toIssue);
  }
}
