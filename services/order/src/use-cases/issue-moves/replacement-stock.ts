import { Inject, Injectable } from '@nestjs/common';
import {
  CatalogStockPatterns,
  type ConfirmStockResult,
  type IssueResponse,
  type ReleaseStockResult,
  type ReserveStockResult,
} from '@thindi/contracts';
import {
  APP_CONFIG,
  createStep,
  createWorkflow,
  DomainError,
  LOGGER,
  ServiceClient,
  ServiceWorkflows,
  type AppConfig,
  type Logger,
} from '@thindi/platform';
import { IssuesRepository } from '../../db/issues.repository';
import type { OrderIssueRow } from '../../db/schema';
import { packRef } from '../../domain/packs';

/** A move that gives a ticket a replacement (the seller's offer, the admin's decision), with its stock held first. */
export interface ReplacementMoveState {
  issue: OrderIssueRow;
  /** The ticket's move, in its own transaction; it throws the 409 when another move got there first. */
  move: () => Promise<IssueResponse>;
  response?: IssueResponse;
}
type TicketRef = { issueId: string };

/** The catalog's refusals (short, missing, released) reserved nothing; anything else (no answer) may have. */
const refusals = new WeakSet<object>();
const mayHaveReserved = (err: unknown) => !(typeof err === 'object' && err !== null && refusals.has(err));

/** Why the catalog reserved nothing, in the seller's (or officer's) words: a refund is what is left to offer. */
function refusal(issue: OrderIssueRow, result: Exclude<ReserveStockResult, { ok: true }>): DomainError {
  const lineName = (productId: string) => issue.lines.find((l) => l.productId === productId)?.name ?? 'A product';
  const error =
    result.reason === 'short'
      ? DomainError.conflict(
          result.available > 0
            ? `Only ${result.available} left in stock for ${result.name}: offer a refund instead`
            : `${result.name} is out of stock: offer a refund instead`,
          'ORDER.OUT_OF_STOCK',
        )
      : result.reason === 'missing'
        ? DomainError.conflict(
            `${lineName(result.productId)} is no longer for sale: offer a refund instead`,
            'ORDER.OUT_OF_STOCK',
          )
        : DomainError.unavailable('The replacement could not be held. Please try again.');
  refusals.add(error);
  return error;
}

/**
 * A replacement's stock is held from the moment it is offered (or decided), under the ticket's id, so what the
 * shopper accepts is there to send: reserve the reported lines (all or none) → move the ticket → confirm the
 * reservation. A move that fails (another move got there first) gives the stock back unless the ticket holds a
 * replacement all the same (an earlier offer's, or a move that landed after the deadline); a confirm that cannot reach
 * the catalog is kept by its reservation sweeper, which asks whether the ticket holds a replacement. The grievance
 * officer settling otherwise gives it back through order.replacement-changed.
 */
@Injectable()
export class ReplacementStock {
  private readonly flow;

  constructor(
    client: ServiceClient,
    private readonly workflows: ServiceWorkflows,
    issues: IssuesRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.flow = createWorkflow<ReplacementMoveState>('hold-replacement', [
      createStep<ReplacementMoveState, TicketRef>(
        'reserve-replacement-stock',
        async ({ issue }) => {
          const lines = issue.lines.map((line) => ({ ...packRef(line), quantity: line.quantity }));
          const result = await client.command<ReserveStockResult>(CatalogStockPatterns.reserve, {
            orderId: issue.id,
            lines,
          });
          if (!result.ok) throw refusal(issue, result);
        },
        {
          with: ({ issue }) => ({ issueId: issue.id }),
          // Undone only while the ticket does not hold a replacement: a move that did land (after the deadline, or
          // an earlier offer's) keeps its stock.
          run: async ({ issueId }) => {
            if ((await issues.holdingReplacement([issueId])).length > 0) return;
            await client.command<ReleaseStockResult>(CatalogStockPatterns.release, { orderId: issueId });
          },
          evenIfFailed: mayHaveReserved,
        },
      ),
      createStep<ReplacementMoveState>('move-ticket', async ({ move }) => ({ response: await move() })),
      createStep<ReplacementMoveState>('confirm-replacement-stock', async ({ issue }) => {
        const answer = await client
          .command<ConfirmStockResult>(CatalogStockPatterns.confirm, { orderId: issue.id })
          .catch((err: unknown) => {
            logger.warn({ err, issueId: issue.id }, 'replacement stock not confirmed now; the sweeper keeps it');
            return { confirmed: true };
          });
        if (!answer.confirmed)
          logger.error({ issueId: issue.id, number: issue.number }, 'the stock of a replacement was let go');
      }),
    ]);
    workflows.register(this.flow);
  }

  /** Runs `move` with the ticket's replacement stock held around it (see the class). */
  async hold(issue: OrderIssueRow, move: () => Promise<IssueResponse>): Promise<IssueResponse> {
    const done = await this.workflows.run(this.flow, { issue, move }, { deadlineMs: this.config.REQUEST_TIMEOUT_MS });
    return done.response!;
  }
}
