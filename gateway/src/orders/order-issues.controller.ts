import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  fileComplaintBodySchema,
  GRIEVANCE_TOPICS,
  ISSUE_KINDS,
  issueAcceptBodySchema,
  issueAcceptSchema,
  issueRefundUpiBodySchema,
  issueRefundUpiSchema,
  RefundPatterns,
  refundResponseSchema,
  issueEscalateBodySchema,
  issueEscalateSchema,
  issueListResponseSchema,
  issueNumberSchema,
  issueResponseSchema,
  OrderPatterns,
  reportIssueBodySchema,
  reportIssueSchema,
  type Principal,
} from '@thindi/contracts';
import { FIRST_ISSUE_ONLY, ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

/**
 * Problems reported with an order ("tickets"). The order service checks whose order it is, the part's
 * state and the window; the gateway checks the token and the input.
 */
@ApiTags('support')
@Controller()
export class OrderIssuesController {
  constructor(private readonly client: ServiceClient) {}

  @Post('orders/:id/issues')
  @HttpCode(201)
  @Auth('customer')
  @ApiOperation({
    summary:
      "Reports a problem with lines of one seller's part of the shopper's order: " +
      `${ISSUE_KINDS.filter((k) => k !== 'not-delivered').join(', ')} on a delivered part within ISSUE_WINDOW_DAYS ` +
      'of its delivery, or not-delivered on a shipped part past its latest estimated date. Photos: up to 3 keys ' +
      'from POST /api/reviews/photos. The seller is told (order.issue-opened)',
  })
  @ApiParam({ name: 'id', description: 'Order id' })
  @ApiBodies({
    body: reportIssueBodySchema,
    response: issueResponseSchema,
    status: 201,
    description:
      '201 { success, issue } with issue.number (TK-YYYYMMDD-XXXXX), acknowledgeBy (48 h) and resolveBy (30 days); ' +
      "404 for an unknown order or another shopper's; 409 ORDER.ISSUE_NOT_ALLOWED (awaiting payment, cancelled, " +
      'not delivered, not yet late), 409 ORDER.ISSUE_WINDOW_CLOSED naming the day it closed, 409 ' +
      'ORDER.ISSUE_ALREADY_OPEN naming the open ticket of a line; 400 ORDER.ISSUE_LINE_INVALID (a line not in the ' +
      'order, more than bought, lines of two sellers), 400 ORDER.ISSUE_PHOTO_REFUSED',
  })
  report(@Param('id') id: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(reportIssueSchema, { ...(body as object | undefined), orderId: id }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.reportIssue, { principal, input });
  }

  @Post('support')
  @HttpCode(201)
  @Auth('customer')
  @ApiOperation({
    summary:
      'Files a complaint with the grievance officer that is not about one order (topic: ' +
      `${GRIEVANCE_TOPICS.join(', ')}): a ticket that goes straight to the officer, who is mailed it and answers ` +
      'it (POST /api/admin/support/:number/decide with resolution answer)',
  })
  @ApiBodies({
    body: fileComplaintBodySchema,
    response: issueResponseSchema,
    status: 201,
    description:
      "201 { success, issue } with kind 'complaint', status 'escalated', acknowledgeBy (48 h) and resolveBy " +
      '(30 days); 400 naming a bad topic or a description under 20 characters; 409 ORDER.COMPLAINTS_WAITING while ' +
      'five complaints of the shopper wait for an answer',
  })
  complain(@Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(fileComplaintBodySchema, body ?? {}, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.fileComplaint, { principal, input });
  }

  @Get('support')
  @Auth('customer')
  @ApiOperation({ summary: "The shopper's tickets, newest first" })
  @ApiBodies({ response: issueListResponseSchema, description: '{ success, issues }' })
  mine(@CurrentPrincipal() principal: Principal) {
    return this.client.query(OrderPatterns.listMyIssues, { principal, input: {} });
  }

  @Get('support/:number')
  @Auth('customer', 'admin')
  @ApiOperation({ summary: 'One ticket by its number: for the shopper who opened it, or the admin' })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({ response: issueResponseSchema, description: '{ success, issue }; 404 ORDER.ISSUE_NOT_FOUND' })
  one(@Param('number') number: string, @CurrentPrincipal() principal: Principal) {
    return this.client.query(OrderPatterns.getIssue, {
      principal,
      input: parseRequest(issueNumberSchema, { number }, FIRST_ISSUE_ONLY),
    });
  }

  @Post('support/:number/accept')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({
    summary: "Accepts the seller's answer to the shopper's ticket: it is settled with it (order.issue-resolved)",
  })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({
    body: issueAcceptBodySchema,
    response: issueResponseSchema,
    description:
      "{ success, issue } with status 'resolved'; a refund is then due (order.refund-due), paid to `refundUpiId` " +
      'when given (cash on delivery), else back to the UPI ID that paid; 400 for a malformed UPI ID; ' +
      "404 ORDER.ISSUE_NOT_FOUND for another shopper's; " +
      '409 ORDER.ISSUE_STATUS_NOT_ALLOWED unless the seller has answered and it is not escalated or settled',
  })
  accept(@Param('number') number: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(issueAcceptSchema, { ...(body as object | undefined), number }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.acceptIssue, { principal, input });
  }

  @Post('support/:number/refund-upi')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({ summary: "Gives (or changes) the UPI ID the ticket's due refund is paid to" })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({
    body: issueRefundUpiBodySchema,
    response: refundResponseSchema,
    description:
      '{ success, refund }; 400 for a malformed UPI ID; 404 FINANCE.REFUND_NOT_FOUND when no refund of the ' +
      "shopper's ticket is due; 409 FINANCE.REFUND_SETTLED once paid",
  })
  refundUpi(@Param('number') number: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(issueRefundUpiSchema, { ...(body as object | undefined), number }, FIRST_ISSUE_ONLY);
    return this.client.command(RefundPatterns.setUpi, { principal, input });
  }

  @Post('support/:number/escalate')
  @HttpCode(200)
  @Auth('customer')
  @ApiOperation({
    summary: "Escalates the shopper's ticket to the grievance officer, with why the seller's answer is not accepted",
  })
  @ApiParam({ name: 'number', description: 'Ticket number, e.g. TK-20261202-4F7K2' })
  @ApiBodies({
    body: issueEscalateBodySchema,
    response: issueResponseSchema,
    description:
      "{ success, issue } with status 'escalated'; 404 ORDER.ISSUE_NOT_FOUND for another shopper's; " +
      '409 ORDER.ISSUE_STATUS_NOT_ALLOWED unless the seller has answered and it is not settled',
  })
  escalate(@Param('number') number: string, @Body() body: unknown, @CurrentPrincipal() principal: Principal) {
    const input = parseRequest(issueEscalateSchema, { ...(body as object | undefined), number }, FIRST_ISSUE_ONLY);
    return this.client.command(OrderPatterns.escalateIssue, { principal, input });
  }
}
