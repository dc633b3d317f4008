import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  ISSUE_ACKNOWLEDGE_HOURS,
  ISSUE_RESPOND_DAYS,
  IssueSweepJobs,
  ORDER_ISSUE_SWEEP_QUEUE,
} from '@thindi/contracts';
import { APP_CONFIG, JOB_QUEUE, LOGGER, type AppConfig, type JobQueue, type Logger } from '@thindi/platform';
import { lt } from 'drizzle-orm';
import { IssuesRepository } from '../db/issues.repository';
import { issues, type OrderIssueRow } from '../db/schema';
import { escalatedNotices } from '../messaging/issue-notices';
import { IssueMover } from '../use-cases/issue-moves/issue-mover';

const BATCH = 100;
const UNANSWERED = `The seller did not answer within ${ISSUE_ACKNOWLEDGE_HOURS} hours`;
const STOOD = `The seller's answer stands as accepted: it was not accepted or escalated within ${ISSUE_RESPOND_DAYS} days`;

/**
 * The grievance timers: a ticket the seller left unanswered past its acknowledgeBy goes to the grievance officer,
 * and an offer the shopper left unanswered past its respondBy stands as accepted (order.issue-resolved, both sides
 * mailed). Runs every ISSUE_SWEEP_SECONDS as a repeatable job (one replica takes each run in distributed mode; a
 * timer standalone); each move is a conditional UPDATE, so sweeps racing each other, or a sweep racing the seller's
 * answer or the shopper's escalation, move a ticket once.
 */
@Injectable()
export class IssueSweeper implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly issues: IssuesRepository,
    private readonly mover: IssueMover,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.jobs.process(ORDER_ISSUE_SWEEP_QUEUE, async (_data, { name }) => {
      if (name === IssueSweepJobs.sweep) await this.sweep();
    });
    const everyMs = this.config.ISSUE_SWEEP_SECONDS * 1000;
    await this.jobs.repeat(ORDER_ISSUE_SWEEP_QUEUE, IssueSweepJobs.sweep, everyMs);
  }

  /** Moves every ticket due at the clock's now; answers how many were escalated and how many settled. */
  async sweep(): Promise<{ escalated: number; settled: number }> {
    const now = this.mover.now();
    const escalated = await this.each(
      (limit) => this.issues.unansweredDue(now, limit),
      (row) => this.escalate(row, now),
    );
    const settled = await this.each(
      (limit) => this.issues.offersDue(now, limit),
      (row) => this.settle(row, now),
    );
    if (escalated || settled) this.logger.info({ escalated, settled }, 'tickets moved by their timers');
    return { escalated, settled };
  }

  /** Each due ticket once per sweep (a ticket another replica moved is skipped, not retried). */
  private async each(due: (limit: number) => Promise<OrderIssueRow[]>, move: (row: OrderIssueRow) => Promise<boolean>) {
    const tried = new Set<string>();
    let moved = 0;
    for (;;) {
      const rows = (await due(BATCH)).filter((row) => !tried.has(row.id));
      if (rows.length === 0) return moved;
      for (const row of rows) {
        tried.add(row.id);
        if (await move(row)) moved++;
      }
    }
  }

  private async escalate(row: OrderIssueRow, now: Date): Promise<boolean> {
    const entry = { status: 'escalated' as const, at: now.toISOString(), by: 'platform' as const, note: UNANSWERED };
    const moved = await this.mover.tryMove(
      row,
      ['open'],
      { status: 'escalated', entry, at: now },
      async (issue) => escalatedNotices(issue, 'platform', UNANSWERED),
      lt(issues.acknowledgeBy, now),
    );
    return moved !== undefined;
  }

  private async settle(row: OrderIssueRow, now: Date): Promise<boolean> {
    const entry = { status: 'resolved' as const, at: now.toISOString(), by: 'platform' as const, note: STOOD };
    const moved = await this.mover.tryMove(
      row,
      ['offered'],
      { status: 'resolved', entry, respondBy: null, at: now },
      this.mover.settled('stood', true),
      lt(issues.respondBy, now),
    );
    return moved !== undefined;
  }
}
