import { Injectable } from '@nestjs/common';
import type { IssueAnswerInput, IssueResponse, IssueStatus, Principal } from '@thindi/contracts';
import { describeResolution, resolutionOf } from '../../domain/issue-moves';
import { IssueMover } from './issue-mover';

const UNSETTLED: IssueStatus[] = ['open', 'offered', 'escalated'];

/**
 * The grievance officer's final word on an unsettled ticket: a refund of at most what the reported lines cost, or a
 * decline with its reason. The ticket is settled, order.issue-resolved is sent, the shopper and the seller mailed.
 */
@Injectable()
export class DecideIssueHandler {
  constructor(private readonly mover: IssueMover) {}

  async execute(principal: Principal, { number, ...answer }: IssueAnswerInput): Promise<IssueResponse> {
    const row = await this.mover.find(principal, 'admin', number, UNSETTLED);
    const at = this.mover.now();
    const decision = resolutionOf(await this.mover.refundable(row), answer, 'admin', at);
    const note = `Decided by the grievance officer: ${describeResolution(decision, 'granted')}`;
    return this.mover.move(
      row,
      UNSETTLED,
      {
        status: 'resolved',
        entry: { status: 'resolved', at: at.toISOString(), by: 'admin', note },
        resolution: decision,
        respondBy: null,
        acknowledgedAt: at,
        at,
      },
      this.mover.settled('decided', true),
    );
  }
}
