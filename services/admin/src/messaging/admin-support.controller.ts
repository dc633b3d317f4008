import { Controller, UseFilters } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminModerationPatterns,
  issueDecideSchema,
  issueQueueQuerySchema,
  OwnerAdminPatterns,
  withPrincipal,
  type IssueListResponse,
  type IssueResponse,
} from '@thindi/contracts';
import { parseInput, RpcErrorFilter } from '@thindi/platform';
import { BrowseHandler } from '../use-cases/browse/browse.handler';
import { DecideIssueHandler } from '../use-cases/support/decide-issue.handler';

/** The Support tab: the order service's tickets, what is due first, and the grievance officer's decisions, audited. */
@Controller()
@UseFilters(RpcErrorFilter)
export class AdminSupportController {
  constructor(
    private readonly browse: BrowseHandler,
    private readonly decision: DecideIssueHandler,
  ) {}

  @MessagePattern(AdminModerationPatterns.supportQueue)
  queue(@Payload() payload: unknown): Promise<IssueListResponse> {
    const { principal, input } = parseInput(withPrincipal(issueQueueQuerySchema), payload);
    return this.browse.ask(OwnerAdminPatterns.issues.queue, principal, input);
  }

  @MessagePattern(AdminModerationPatterns.decideIssue)
  decide(@Payload() payload: unknown): Promise<IssueResponse> {
    const { principal, input } = parseInput(withPrincipal(issueDecideSchema), payload);
    return this.decision.execute(principal, input);
  }
}
