import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminFinancePatterns,
  adminFinanceResponseSchema,
  gstr8QuerySchema,
  markPayoutFailedSchema,
  markPayoutPaidSchema,
  payoutResponseSchema,
  payoutRunResponseSchema,
  setCommissionSchema,
  type AdminFinanceResponse,
  type CsvFile,
  type PayoutResponse,
  type PayoutRunResponse,
  type Principal,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';
import { sendCsv } from '../http/send-csv';

const bodyOf = (body: unknown): object => (body && typeof body === 'object' ? body : {});

/**
 * The admin's Finance tab: the month's figures, the GSTR-8 and bank files, payouts and commission. Every call
 * goes to the admin service, which checks the admin, audits the changes and asks the finance service.
 */
@ApiTags('admin')
@Controller('admin/finance')
export class AdminFinanceController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Monthly figures, due and recent payouts, commission rates, held and available money' })
  @ApiBodies({
    response: adminFinanceResponseSchema,
    description: '{ success, months, duePayouts, …, availablePaise }',
  })
  overview(@CurrentPrincipal() principal: Principal): Promise<AdminFinanceResponse> {
    return this.client.query(AdminFinancePatterns.overview, { principal, input: {} });
  }

  @Get('gstr8.csv')
  @Auth('admin')
  @ApiOperation({ summary: "A month's sales through the marketplace in the shape of GSTR-8 (TCS), as CSV" })
  @ApiBodies({ query: gstr8QuerySchema, response: 'file', description: 'text/csv; 400 for a bad month' })
  async gstr8(@Query() query: unknown, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const input = parseRequest(gstr8QuerySchema, query);
    const file = await this.client.query<CsvFile>(AdminFinancePatterns.gstr8Csv, { principal, input });
    return sendCsv(reply, file);
  }

  @Get('payouts/bank.csv')
  @Auth('admin')
  @ApiOperation({ summary: "The due payouts as the bank's bulk-transfer file (sellers without bank details left out)" })
  @ApiBodies({ response: 'file', description: 'text/csv' })
  async bankFile(@CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const file = await this.client.query<CsvFile>(AdminFinancePatterns.bankCsv, { principal, input: {} });
    return sendCsv(reply, file);
  }

  @Post('payouts/run')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({ summary: 'Creates the due payouts now (the schedule does it weekly); audit-logged' })
  @ApiBodies({ response: payoutRunResponseSchema, description: '{ success, created }' })
  runPayouts(@CurrentPrincipal() principal: Principal): Promise<PayoutRunResponse> {
    return this.client.command(AdminFinancePatterns.runPayouts, { principal, input: {} });
  }

  @Post('payouts/:id/paid')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({ summary: "Records a due payout as paid with the bank's UTR; audit-logged" })
  @ApiParam({ name: 'id', description: 'Payout id' })
  @ApiBodies({
    body: markPayoutPaidSchema.omit({ id: true }),
    response: payoutResponseSchema,
    description: '{ success, payout }; 400 for a bad UTR; 404; 409 when not due',
  })
  markPaid(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PayoutResponse> {
    const input = parseRequest(markPayoutPaidSchema, { ...bodyOf(body), id });
    return this.client.command(AdminFinancePatterns.markPaid, { principal, input });
  }

  @Post('payouts/:id/failed')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({ summary: 'Records that the bank returned a due payout, with the reason; audit-logged' })
  @ApiParam({ name: 'id', description: 'Payout id' })
  @ApiBodies({
    body: markPayoutFailedSchema.omit({ id: true }),
    response: payoutResponseSchema,
    description: '{ success, payout }; 404; 409 when not due',
  })
  markFailed(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<PayoutResponse> {
    const input = parseRequest(markPayoutFailedSchema, { ...bodyOf(body), id });
    return this.client.command(AdminFinancePatterns.markFailed, { principal, input });
  }

  @Put('commission')
  @Auth('admin')
  @ApiOperation({ summary: "Sets a category's commission from a date (today by default); audit-logged" })
  @ApiBodies({ body: setCommissionSchema, response: adminFinanceResponseSchema, description: '{ success, … }' })
  setCommission(@Body() body: unknown, @CurrentPrincipal() principal: Principal): Promise<AdminFinanceResponse> {
    const input = parseRequest(setCommissionSchema, body);
    return this.client.command(AdminFinancePatterns.setCommission, { principal, input });
  }
}
