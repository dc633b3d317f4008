import { Injectable } from '@nestjs/common';
import type { IssueResponse, Principal } from '@thindi/contracts';
import { describeResolution } from '../../domain/issue-moves';
import { settledNotices } from '../../messaging/issue-notices';
import { IssueMover } from './issue-mover';

/**
 * The shopper accepts the seller's answer: the ticket is settled with it, its lines may be reported again, and
 * order.issue-resolved says what is to be given back; the seller is mailed.
 */
@Injectable()
export class AcceptIssueHandler {
  constructor(private readonly mover: IssueMover) {}

  async execute(principal: Principal, number: string): Promise<IssueResponse> {
    const row = await this.mover.find(principal, 'shopper', number, ['offered']);
    const at = this.mover.now();
    const note = `Accepted the seller's answer: ${describeResolution(row.resolution!, 'agreed')}`;
    return this.mover.move(
      row,
      ['offered'],
      {
        status: 'resolved',
        entry: { status: 'resolved', at: at.toISOString(), by: 'shopper', note },
        respondBy: null,
        at,
      },
      async (moved) => settledNotices(moved, 'accepted', null),
    );
  }
}
