import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import {
  AdminFinancePatterns,
  markRefundPaidSchema,
  refundListSchema,
  refundResponseSchema,
  refundsQuerySchema,
  type Principal,
  type RefundList,
  type RefundResponse,
} from '@thindi/contracts';
import { ServiceClient } from '@thindi/platform';
import { Auth, CurrentPrincipal } from '../auth/auth.decorators';
import { ApiBodies } from '../http/openapi';
import { parseRequest } from '../http/parse';

const bodyOf = (body: unknown): object => (body && typeof body === 'object' ? body : {});

/**
 * Money owed back to shoppers: the admin lists the refunds due and records each paid with its UTR. The admin
 * service checks the admin and audits the payment; the finance service owns the refunds.
 */
@ApiTags('admin')
@Controller('admin/refunds')
export class AdminRefundsController {
  constructor(private readonly client: ServiceClient) {}

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Refunds due to shoppers (oldest first), or those paid (newest first)' })
  @ApiBodies({ query: refundsQuerySchema, response: refundListSchema, description: '{ success, refunds }' })
  refunds(@Query() query: unknown, @CurrentPrincipal() principal: Principal): Promise<RefundList> {
    const input = parseRequest(refundsQuerySchema, query);
    return this.client.query(AdminFinancePatterns.refunds, { principal, input });
  }

  @Post(':id/paid')
  @HttpCode(200)
  @Auth('admin')
  @ApiOperation({
    summary: "Records a due refund as paid to the shopper's UPI ID with the transfer's UTR; audit-logged",
  })
  @ApiParam({ name: 'id', description: 'Refund id' })
  @ApiBodies({
    body: markRefundPaidSchema.omit({ id: true }),
    response: refundResponseSchema,
    description:
      '{ success, refund }; 400 for a bad UTR; 404 FINANCE.REFUND_NOT_FOUND; 409 FINANCE.REFUND_SETTLED when paid ' +
      'already, FINANCE.UTR_TAKEN when the UTR is on another payout or refund, FINANCE.REFUND_NO_UPI when a ' +
      'cash-on-delivery shopper has not given a UPI ID',
  })
  markRefundPaid(
    @Param('id') id: string,
    @Body() body: unknown,
    @CurrentPrincipal() principal: Principal,
  ): Promise<RefundResponse> {
    const input = parseRequest(markRefundPaidSchema, { ...bodyOf(body), id });
    return this.client.command(AdminFinancePatterns.markRefundPaid, { principal, input });
  }
}
