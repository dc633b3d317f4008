import { Injectable } from '@nestjs/common';
import type { IssueDecideInput, IssueResponse, IssueStatus, Principal } from '@thindi/contracts';
import { DomainError } from '@thindi/platform';
import { isOrderIssue, type IssueRow } from '../../db/schema';
import { describeResolution, resolutionOf } from '../../domain/issue-moves';
import { complaintAnsweredNotices, replacementChanged } from '../../messaging/issue-notices';
import { IssueMover } from './issue-mover';
import { ReplacementStock } from './replacement-stock';

const UNSETTLED: IssueStatus[] = ['open', 'offered', 'escalated'];

/**
 * The grievance officer's final word on an unsettled ticket. A ticket about an order is settled with a refund of at
 * most what the reported lines cost, a replacement (its stock held first), or a decline with its reason: order.issue-resolved is sent, the shopper and the
 * seller mailed. A complaint not about one order is settled with the officer's written answer, mailed to the shopper.
 */
@Injectable()
export class DecideIssueHandler {
  constructor(
    private readonly mover: IssueMover,
    private readonly stock: ReplacementStock,
  ) {}

  async execute(principal: Principal, { number, ...decision }: IssueDecideInput): Promise<IssueResponse> {
    const row = await this.mover.find(principal, 'admin', number, UNSETTLED);
    if (!isOrderIssue(row)) {
      if (decision.resolution !== 'answer')
        throw DomainError.validation(
          `Ticket ${row.number} is a complaint not about an order: answer it (resolution answer, with a reply)`,
          'ORDER.ISSUE_ANSWER_REQUIRED',
        );
      return this.answerComplaint(row, decision.reply);
    }
    if (decision.resolution === 'answer')
      throw DomainError.validation(
        `Ticket ${row.number} is about order ${row.orderNumber}: settle it with a refund, a replacement or a decline`,
        'ORDER.ISSUE_ANSWER_REQUIRED',
      );
    const at = this.mover.now();
    const settled = resolutionOf(await this.mover.refundable(row), decision, 'admin', at);
    const note = `Decided by the grievance officer: ${describeResolution(settled, 'granted')}`;
    // A replacement the seller offered and the officer settles otherwise gives its stock back.
    const withdrawn = row.resolution?.kind === 'replacement' && settled.kind !== 'replacement';
    const settle = this.mover.settled('decided', true);
    const move = () =>
      this.mover.move(
        row,
        UNSETTLED,
        {
          status: 'resolved',
          entry: { status: 'resolved', at: at.toISOString(), by: 'admin', note },
          resolution: settled,
          respondBy: null,
          acknowledgedAt: at,
          at,
        },
        async (moved, tx) => [
          ...(await settle(moved, tx)),
          ...(withdrawn ? [replacementChanged(moved, 'withdrawn')] : []),
        ],
      );
    return settled.kind === 'replacement' ? this.stock.hold(row, move) : move();
  }

  /** The officer's answer settles the complaint; the shopper is mailed it. */
  private answerComplaint(row: IssueRow, reply: string): Promise<IssueResponse> {
    const at = this.mover.now();
    const resolution = { kind: 'answer' as const, note: reply, by: 'admin' as const, at: at.toISOString() };
    return this.mover.move(
      row,
      ['escalated'],
      {
        status: 'resolved',
        entry: { status: 'resolved', at: at.toISOString(), by: 'admin', note: `Answered: ${reply}` },
        resolution,
        acknowledgedAt: at,
        at,
      },
      async (moved) => complaintAnsweredNotices(moved),
    );
  }
}
