import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  adminAuditQuerySchema,
  AdminDeadLetterPatterns,
  AdminModerationPatterns,
  adminOrderListQuerySchema,
  adminToggleSchema,
  adminUserListQuerySchema,
  replayDeadLettersSchema,
  deadLetterListQuerySchema,
  type AdminAuditResponse,
  type AdminOrderListResponse,
  type AdminStatsResponse,
  type AdminUserListResponse,
  type AdminUserToggleResponse,
  type Principal,
  type ReplayDeadLettersResponse,
  type DeadLetterListResponse,
  adminAuditResponseSchema,
  adminOrderListResponseSchema,
  adminStatsResponseSchema,
  adminToggleBodySchema,
  adminUserListResponseSchema,
  adminUserToggleResponseSchema,
  replayDeadLettersResponseSchema,
  deadLetterListResponseSchema,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { PrincipalCheck } from '../auth/principal-check.service';
import { parseRequest, toggleInput } from '../http/parse';
import { ApiBodies } from '../http/openapi';

/**
 * The admin dashboard's figures, the user and order lists, the user toggle, the audit log (orders are read only)
 * and the replay of dead letters; products are in AdminProductsController. A toggle's owner announces it to every
 * gateway; this one also forgets at once what it cached, so the admin's next read already shows the change.
 */
@ApiTags('admin')
@Controller('admin')
export class AdminModerationController {
  constructor(
    private readonly client: ServiceClient,
    private readonly principals: PrincipalCheck,
  ) {}

  @Get('stats')
  @Auth('admin')
  @ApiOperation({
    summary: 'Platform figures from every service at once; a service that does not answer in time shows as null',
  })
  @ApiBodies({
    response: adminStatsResponseSchema,
    description: '{ success, stats: { totalUsers, …, recentOrders, unavailable } }',
  })
  stats(@CurrentPrincipal() principal: Principal): Promise<AdminStatsResponse> {
    return this.client.query(AdminModerationPatterns.stats, { principal, input: {} });
  }

  @Get('users')
  @Auth('admin')
  @ApiOperation({ summary: 'Customers, newest first: search (name, e-mail, phone), status, paging' })
  @ApiBodies({
    query: adminUserListQuerySchema,
    response: adminUserListResponseSchema,
    description: '{ success, users, pagination }',
  })
  users(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<AdminUserListResponse> {
    const input = parseRequest(adminUserListQuerySchema, query);
    return this.client.query(AdminModerationPatterns.listUsers, { principal, input });
  }

  @Patch('users/:id/toggle-status')
  @Auth('admin')
  @ApiOperation({ summary: 'Deactivates a customer (sign-in and tokens refused at once) or activates it again' })
  @ApiParam({ name: 'id', description: 'User id' })
  @ApiBodies({
    body: adminToggleBodySchema,
    response: adminUserToggleResponseSchema,
    description: '{ success, message, user }; body { isActive } optional: 409 if already so; 404',
  })
  async toggleUser(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<AdminUserToggleResponse> {
    const input = parseRequest(adminToggleSchema, toggleInput(id, body));
    const answer = await this.client.command<AdminUserToggleResponse>(AdminModerationPatterns.toggleUser, {
      principal,
      input,
    });
    this.principals.forget({ role: 'customer', id: answer.user.id });
    return answer;
  }

  @Get('orders')
  @Auth('admin')
  @ApiOperation({ summary: 'Every order, newest first, read only: search (number, customer), status, paging' })
  @ApiBodies({
    query: adminOrderListQuerySchema,
    response: adminOrderListResponseSchema,
    description: '{ success, orders, pagination }',
  })
  orders(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<AdminOrderListResponse> {
    const input = parseRequest(adminOrderListQuerySchema, query);
    return this.client.query(AdminModerationPatterns.listOrders, { principal, input });
  }

  @Get('audit-log')
  @Auth('admin')
  @ApiOperation({ summary: 'What admins did, newest first: who, what, to what, when and why' })
  @ApiBodies({
    query: adminAuditQuerySchema,
    response: adminAuditResponseSchema,
    description: '{ success, entries, pagination }',
  })
  auditLog(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<AdminAuditResponse> {
    const input = parseRequest(adminAuditQuerySchema, query);
    return this.client.query(AdminModerationPatterns.auditLog, { principal, input });
  }

  @Get('dead-letters')
  @Auth('admin')
  @ApiOperation({
    summary: 'The events and jobs that exhausted their attempts, newest first: owner, subject, request id, last error',
  })
  @ApiBodies({
    query: deadLetterListQuerySchema,
    response: deadLetterListResponseSchema,
    description:
      '{ success, deadLetters: [{ id, owner, subject, requestId, lastError, deadAt }], pagination }; ' +
      'an id replays that letter alone (POST dead-letters/replay); 403 for anyone but an admin',
  })
  deadLetters(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<DeadLetterListResponse> {
    const input = parseRequest(deadLetterListQuerySchema, query);
    return this.client.query(AdminDeadLetterPatterns.list, { principal, input });
  }

  @Post('dead-letters/replay')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary: 'Sends again the events and jobs that exhausted their attempts (all, or the one with id); audit-logged',
  })
  @ApiBodies({
    body: replayDeadLettersSchema,
    response: replayDeadLettersResponseSchema,
    description: '{ success, message, replayed, remaining }; 403 for anyone but an admin',
  })
  replayDeadLetters(
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<ReplayDeadLettersResponse> {
    const input = parseRequest(replayDeadLettersSchema, body);
    return this.client.command(AdminDeadLetterPatterns.replay, { principal, input });
  }
}
