import { Injectable } from '@nestjs/common';
import type { IssueAcceptInput, IssueResponse, Principal } from '@thindi/contracts';
import { describeResolution } from '../../domain/issue-moves';
import { IssueMover } from './issue-mover';

/**
 * The shopper accepts the seller's answer: the ticket is settled with it, its lines may be reported again, and
 * order.issue-resolved says what is to be given back (with the UPI ID the shopper gives for a refund of a cash-on-delivery
 * order); the seller is mailed.
 */
@Injectable()
export class AcceptIssueHandler {
  constructor(private readonly mover: IssueMover) {}

  async execute(principal: Principal, { number, refundUpiId }: IssueAcceptInput): Promise<IssueResponse> {
    const row = await this.mover.findOnOrder(principal, 'shopper', number, ['offered']);
    const at = this.mover.now();
    const note = `Accepted the seller's answer: ${describeResolution(row.resolution!, 'agreed')}`;
    return this.mover.move(
      row,
      ['offered'],
      {
        status: 'resolved',
        entry: { status: 'resolved', at: at.toISOString(), by: 'shopper', note },
        respondBy: null,
        ...(refundUpiId ? { refundUpiId } : {}),
        at,
      },
      this.mover.settled('accepted', false),
    );
  }
}
