import { Injectable } from '@nestjs/common';
import { ISSUE_RESPOND_DAYS, type IssueAnswerInput, type IssueResponse, type Principal } from '@thindi/contracts';
import { describeResolution, resolutionOf } from '../../domain/issue-moves';
import { answeredNotices } from '../../messaging/issue-notices';
import { IssueMover } from './issue-mover';
import { ReplacementStock } from './replacement-stock';

const DAY_MS = 24 * 3600 * 1000;

/**
 * The seller answers an open ticket about its part: a refund of at most what the reported lines cost, a replacement
 * (its stock held at once, ReplacementStock), or a decline with its reason. The ticket waits ISSUE_RESPOND_DAYS for
 * the shopper to accept or escalate; the shopper is mailed.
 */
@Injectable()
export class AnswerIssueHandler {
  constructor(
    private readonly mover: IssueMover,
    private readonly stock: ReplacementStock,
  ) {}

  async execute(principal: Principal, { number, ...answer }: IssueAnswerInput): Promise<IssueResponse> {
    const row = await this.mover.findOnOrder(principal, 'seller', number, ['open']);
    const at = this.mover.now();
    const offer = resolutionOf(await this.mover.refundable(row), answer, 'seller', at);
    const entry = { status: 'offered' as const, at: at.toISOString(), by: 'seller' as const };
    const move = () =>
      this.mover.move(
        row,
        ['open'],
        {
          status: 'offered',
          entry: { ...entry, note: describeResolution(offer, 'offered') },
          resolution: offer,
          respondBy: new Date(at.getTime() + ISSUE_RESPOND_DAYS * DAY_MS),
          acknowledgedAt: at,
          at,
        },
        async (moved, tx) => answeredNotices(moved, await this.mover.shopperOf(tx, moved)),
      );
    return offer.kind === 'replacement' ? this.stock.hold(row, move) : move();
  }
}
