import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminModerationPatterns,
  issueDecideBodySchema,
  issueDecideSchema,
  issueListResponseSchema,
  issueQueueQuerySchema,
  issueResponseSchema,
  type IssueListResponse,
  type IssueResponse,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/**
 * The grievance officer's Support tab: every ticket, what is due first, and the final decision on one. Through the
 * admin service, which audits each decision; the order service checks the admin again and settles the ticket.
 */
@ApiTags('admin')
@Controller('admin/support')
export class AdminSupportController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Every ticket: escalated and overdue first, then by the date each is due' })
  @ApiBodies({ query: issueQueueQuerySchema, response: issueListResponseSchema, description: '{ success, issues }' })
  queue(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<IssueListResponse> {
    const input = parseRequest(issueQueueQuerySchema, query);
    return this.client.query(AdminModerationPatterns.supportQueue, { principal, input });
  }

  @Post(':number/decide')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary:
      'The final decision on an unsettled ticket: a refund of at most its value, a replacement (its stock held) or ' +
      'a decline with a reason; the ' +
      'shopper and the seller are mailed (order.issue-resolved); a complaint not about one order is answered ' +
      '(resolution answer, with a reply) and the shopper mailed; audit-logged',
  })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({
    body: issueDecideBodySchema,
    response: issueResponseSchema,
    description:
      "{ success, issue } with status 'resolved'; 409 ORDER.ISSUE_STATUS_NOT_ALLOWED once settled; " +
      '400 ORDER.ISSUE_REFUND_TOO_LARGE naming the most; 400 ORDER.ISSUE_ANSWER_REQUIRED for an answer to a ' +
      'ticket about an order, or a refund or decline of a complaint',
  })
  decide(
    @Param('number') number: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<IssueResponse> {
    const input = parseRequest(issueDecideSchema, { ...bodyOf(body), number });
    return this.client.command(AdminModerationPatterns.decideIssue, { principal, input });
  }
}
