import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  issueAnswerBodySchema,
  issueAnswerSchema,
  issueListResponseSchema,
  issueQueueQuerySchema,
  issueResponseSchema,
  OrderPatterns,
  replacementMoveBodySchema,
  replacementMoveSchema,
  type IssueListResponse,
  type IssueResponse,
  type Principal,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const bodyOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' ? (body as Record<string, unknown>) : {};

/** A seller's tickets: the problems shoppers reported with its parts, and its answers. The order service decides. */
@ApiTags('support')
@Controller('sellers/issues')
export class SellerIssuesController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @Auth('seller')
  @ApiOperation({ summary: "The seller's tickets, what is due first: open ones by acknowledgeBy, then the rest" })
  @ApiBodies({ query: issueQueueQuerySchema, response: issueListResponseSchema, description: '{ success, issues }' })
  list(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<IssueListResponse> {
    const input = parseRequest(issueQueueQuerySchema, query, FIRST_ISSUE_ONLY);
    return this.client.query(OrderPatterns.sellerIssues, { principal, input });
  }

  @Post(':number/answer')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary:
      'Answers an open ticket: a refund of at most its value (what the reported lines cost, GST included), a ' +
      'replacement of the reported lines (their stock is held at once) or a decline with a reason; the shopper is ' +
      'mailed and has ISSUE_RESPOND_DAYS to accept or escalate',
  })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({
    body: issueAnswerBodySchema,
    response: issueResponseSchema,
    description:
      "{ success, issue } with status 'offered' and respondBy; 404 ORDER.ISSUE_NOT_FOUND for another seller's; " +
      '409 ORDER.ISSUE_STATUS_NOT_ALLOWED once answered (or escalated); 400 ORDER.ISSUE_REFUND_TOO_LARGE naming the ' +
      'most; 409 ORDER.OUT_OF_STOCK when a replacement cannot be held, naming the pack',
  })
  answer(
    @Param('number') number: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<IssueResponse> {
    const input = parseRequest(issueAnswerSchema, { ...bodyOf(body), number }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.answerIssue, { principal, input });
  }

  @Post(':number/replacement')
  @HttpCode(200)
  @Auth('seller')
  @ApiOperation({
    summary:
      'Sends the replacement a ticket was settled with: shipped with its tracking number (the shopper is mailed ' +
      'it), then delivered',
  })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({
    body: replacementMoveBodySchema,
    response: issueResponseSchema,
    description:
      "{ success, issue } with its replacement; 404 ORDER.ISSUE_NOT_FOUND for another seller's; 409 " +
      'ORDER.REPLACEMENT_NOT_ALLOWED when it was not settled with a replacement, or the step was taken already',
  })
  moveReplacement(
    @Param('number') number: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<IssueResponse> {
    const input = parseRequest(replacementMoveSchema, { ...bodyOf(body), number }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.moveReplacement, { principal, input });
  }
}
