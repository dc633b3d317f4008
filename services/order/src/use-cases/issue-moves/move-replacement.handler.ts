import { Inject, Injectable } from '@nestjs/common';
import type { IssueResponse, Principal, ReplacementMoveInput } from '@thindi/contracts';
import { DomainError, UnitOfWork } from '@thindi/platform';
import { IssuesRepository } from '../../db/issues.repository';
import type { OrderDb } from '../../db/order-db';
import type { OrderIssueRow } from '../../db/schema';
import { describeReplacement, nextReplacement } from '../../domain/issue-moves';
import { toIssue } from '../../domain/issue-view';
import { replacementChanged, replacementShippedNotices } from '../../messaging/issue-notices';
import { IssueMover } from './issue-mover';

/**
 * The seller sends the replacement a ticket was settled with: `shipped` with its tracking number (the shopper is
 * mailed it), then `delivered` (the catalog's stock for it no longer holds for an open order). Each step once, by a
 * conditional UPDATE with its notices in the outbox: of two racing, the second is refused with where it stands.
 */
@Injectable()
export class MoveReplacementHandler {
  constructor(
    private readonly mover: IssueMover,
    private readonly issues: IssuesRepository,
    @Inject(UnitOfWork) private readonly unitOfWork: UnitOfWork<OrderDb>,
  ) {}

  async execute(principal: Principal, { number, ...move }: ReplacementMoveInput): Promise<IssueResponse> {
    const row = await this.mover.findOnOrder(principal, 'seller', number, ['open', 'offered', 'escalated', 'resolved']);
    const at = this.mover.now();
    const next = nextReplacement(row, move, at);
    const entry = { status: 'resolved' as const, at: at.toISOString(), by: 'seller' as const };
    const moved = await this.unitOfWork.run(async (tx, events) => {
      const done = (await this.issues.moveReplacement(tx, row.id, row.replacement!.status, next, {
        ...entry,
        note: describeReplacement(next),
      })) as OrderIssueRow | undefined;
      if (!done) return undefined;
      if (next.status === 'shipped') {
        const shopper = await this.mover.shopperOf(tx, done);
        events.add(...replacementShippedNotices(done, shopper));
      } else events.add(replacementChanged(done, 'delivered'));
      return done;
    });
    if (!moved) {
      // Another step got there first: refused with where the replacement now stands.
      const now = await this.issues.byNumber(row.number);
      nextReplacement(now ?? row, move, at);
      throw DomainError.conflict(
        `Ticket ${row.number} changed meanwhile: please try again`,
        'ORDER.REPLACEMENT_NOT_ALLOWED',
      );
    }
    return { success: true, issue: toIssue(moved, at) };
  }
}
