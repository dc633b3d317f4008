import { Injectable } from '@nestjs/common';
import type { IssueEscalateInput, IssueResponse, Principal } from '@thindi/contracts';
import { escalatedNotices } from '../../messaging/issue-notices';
import { IssueMover } from './issue-mover';

/** The shopper does not accept the seller's answer: the ticket goes to the grievance officer; the seller is mailed. */
@Injectable()
export class EscalateIssueHandler {
  constructor(private readonly mover: IssueMover) {}

  async execute(principal: Principal, { number, reason }: IssueEscalateInput): Promise<IssueResponse> {
    const row = await this.mover.findOnOrder(principal, 'shopper', number, ['offered']);
    const at = this.mover.now();
    return this.mover.move(
      row,
      ['offered'],
      {
        status: 'escalated',
        entry: { status: 'escalated', at: at.toISOString(), by: 'shopper', note: reason },
        respondBy: null,
        at,
      },
      async (moved) => escalatedNotices(moved, 'shopper', reason),
    );
  }
}
